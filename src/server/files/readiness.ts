/**
 * Does the file store answer? (issue 20, GET /api/ready). The store's own `ping()` when the app
 * has one (app.fileStore, disk or S3); otherwise a probe file written to and removed from
 * DATA_DIR/uploads, which is what storing an upload needs.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { uploadsDir } from './storage.js';

/** The file store's check, as src/server/files/ gives it to the app. */
interface Pingable {
  ping(): Promise<void>;
}

/** Resolves when the file store can take a file; rejects with the store's error otherwise. */
export async function storageAnswers(app: FastifyInstance): Promise<void> {
  // ISSUE 20 (object storage): app.fileStore is being added beside this; use its ping when set.
  const store = (app as FastifyInstance & { fileStore?: Pingable }).fileStore;
  if (store) return store.ping();
  const dir = uploadsDir(app.config.dataDir);
  await mkdir(dir, { recursive: true });
  const probe = path.join(dir, `.ready-${randomBytes(8).toString('hex')}`);
  await writeFile(probe, '');
  await rm(probe, { force: true });
}
