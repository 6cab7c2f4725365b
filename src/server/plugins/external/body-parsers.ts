import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import {
  BODY_LIMIT_BYTES,
  MAX_UPLOAD_BYTES,
  MULTIPART_MAX_FIELDS,
  MULTIPART_MAX_FILES,
  MULTIPART_MAX_PARTS,
} from '../../../shared/limits/index.js';
import { receiveFilePart } from '../../files/multipart.js';

/** JSON and urlencoded bodies above this are refused with 413. */
export { BODY_LIMIT_BYTES };

/** Largest uploaded file (decisions.md, Security: images and ID documents up to 5 MB). */
export const MAX_FILE_BYTES = MAX_UPLOAD_BYTES;

/**
 * Form bodies besides JSON: the spec's login (and later uploads) send form data. Multipart fields
 * land on `request.body` as plain values, so the same schemas validate them.
 */
export default fp(
  async (app) => {
    // No route reads plain text; without a parser such bodies are refused with 415.
    app.removeContentTypeParser('text/plain');
    await app.register(formbody);
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      // Routes with `config.uploads` stream their files to disk (src/server/files).
      onFile: receiveFilePart,
      // A text field longer than fieldSize is cut short silently by the parser, so it gets the
      // same room as a whole JSON body.
      limits: {
        fileSize: MAX_FILE_BYTES,
        files: MULTIPART_MAX_FILES,
        fields: MULTIPART_MAX_FIELDS,
        fieldSize: BODY_LIMIT_BYTES,
        parts: MULTIPART_MAX_PARTS,
      },
    });
  },
  { name: 'body-parsers' },
);
