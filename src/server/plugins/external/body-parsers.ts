import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { MAX_UPLOAD_BYTES } from '../../files/file-types.js';
import { receiveFilePart } from '../../files/multipart.js';

/** JSON and urlencoded bodies above this are refused with 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

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
        files: 5,
        fields: 60,
        fieldSize: BODY_LIMIT_BYTES,
        parts: 70,
      },
    });
  },
  { name: 'body-parsers' },
);
