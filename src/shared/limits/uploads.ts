/**
 * Uploaded files (decisions.md, Security → Files), as the contract documents them and the server
 * (src/server/files/) enforces them. No TypeBox here: the browser may read it too.
 */
import { DOCUMENT_CONTENT_TYPES } from './files.js';

/** A file id: 32 lower-case hex digits (also the file's name on disk), so no path character fits. */
export const FILE_ID_PATTERN = '^[0-9a-f]{32}$';

/**
 * The types a stored file may have, told by its content (never by its name or declared type): an
 * ID document's, which include every photo's.
 */
export const STORED_FILE_TYPES = DOCUMENT_CONTENT_TYPES;
