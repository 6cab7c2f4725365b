/** The file store a configuration names (issue 20): its S3 bucket, else DATA_DIR/uploads. */
import type { AppConfig } from '../config.js';
import { diskFileStore } from './disk-file-store.js';
import type { FileStore } from './file-store.js';
import { s3FileStore, type StoreLog } from './s3-file-store.js';

export function openFileStore(
  config: Pick<AppConfig, 'storage' | 'dataDir'>,
  log?: StoreLog,
): FileStore {
  return config.storage.kind === 's3'
    ? s3FileStore(config.storage, log)
    : diskFileStore(config.dataDir);
}
