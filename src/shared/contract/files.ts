import { Type } from 'typebox';
import { FILE_ID_PATTERN, STORED_FILE_TYPES } from '../limits/uploads.js';

/** `{fileId}`: 32 lower-case hex digits, so no path character can reach the disk. */
export const FileParamsSchema = Type.Object({
  fileId: Type.String({ pattern: FILE_ID_PATTERN, description: 'The id from `/api/Files/{id}`' }),
});

/** A stored file's bytes (documentation only: the answer is streamed, not serialized). */
export const FileContentSchema = Type.Unsafe<unknown>({
  type: 'string',
  format: 'binary',
  description: `The file: ${STORED_FILE_TYPES.slice(0, -1).join(', ')} or ${STORED_FILE_TYPES.at(-1)}`,
});
