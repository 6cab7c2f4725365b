/**
 * `app.fileStore` (issue 20): where vetted uploads live, an S3 bucket (S3_BUCKET) or this
 * machine's DATA_DIR/uploads; uploads, downloads, the demo seed and GET /api/ready go through it.
 */
import fp from 'fastify-plugin';
import type { FileStore } from '../../files/file-store.js';
import { openFileStore } from '../../files/open-file-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** put / open / remove a vetted file by id, and ping for readiness. */
    fileStore: FileStore;
  }
}

export default fp(
  async (app) => {
    const store = await openFileStore(app.config, app.log);
    app.decorate('fileStore', store);
    app.addHook('onClose', async () => store.close());
  },
  { name: 'file-store' },
);
