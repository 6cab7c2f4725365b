/** The file store a configuration names (issue 20): its S3 bucket, else DATA_DIR/uploads. */
import type { AppConfig } from '../config.js';
import { diskFileStore } from './disk-file-store.js';
import type { FileStore } from './file-store.js';
import type { StoreLog } from './s3-file-store.js';

/**
 * The AWS SDK is loaded only when a bucket is configured: it takes a third of a second to load,
 * which every server on the disk (and every test file that builds an app) would otherwise pay.
 */
export async function openFileStore(
  config: Pick<AppConfig, 'storage' | 'dataDir'>,
  log?: StoreLog,
): Promise<FileStore> {
  if (config.storage.kind !== 's3') return diskFileStore(config.dataDir);
  const { s3FileStore } = await import('./s3-file-store.js');
  return s3FileStore(config.storage, log);
}
