/** Spreadsheet imports (issue 17): the file and row caps, read by the server and the import page. */
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MEGABYTES } from './files.js';

/** The largest file an import takes: the same 5 MB as any upload. */
export const IMPORT_MAX_MEGABYTES = MAX_UPLOAD_MEGABYTES;
export const IMPORT_MAX_BYTES = MAX_UPLOAD_BYTES;

/** The most data rows (the header row aside) one file may hold. */
export const IMPORT_MAX_ROWS = 10_000;

/** The most row errors one answer lists; one more line says how many were left out. */
export const IMPORT_MAX_LISTED_ERRORS = 500;
