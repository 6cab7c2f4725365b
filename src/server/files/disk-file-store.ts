/**
 * Uploads on this machine's disk: DATA_DIR/uploads/<id>, mode 0600, where the id is 128 random
 * bits in hex. No part of a client's file name ever reaches a path, and every path is built from
 * an id that has been checked against FILE_ID_PATTERN. One server only: a second server would
 * not see the first one's files (S3_BUCKET for that, s3-file-store.ts).
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FILE_ID_PATTERN } from '../../shared/limits/uploads.js';
import type { FileStore } from './file-store.js';

const FILE_ID = new RegExp(FILE_ID_PATTERN);

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

export function isFileId(id: string): boolean {
  return FILE_ID.test(id);
}

/** The path of a stored file; throws for anything that is not a file id. */
export function storedFilePath(dataDir: string, id: string): string {
  if (!isFileId(id)) throw new Error('Not a file id');
  return path.join(uploadsDir(dataDir), id);
}

/** Moves `from` to `to`; copies when they are on different file systems (DATA_DIR a mount). */
async function move(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}

export function diskFileStore(dataDir: string): FileStore {
  return {
    kind: 'disk',
    async put(id, localFile) {
      const target = storedFilePath(dataDir, id);
      await mkdir(uploadsDir(dataDir), { recursive: true });
      await move(localFile, target);
      await chmod(target, 0o600);
    },
    async open(id) {
      const file = storedFilePath(dataDir, id);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), sizeBytes: info.size };
      } catch {
        return null;
      }
    },
    async remove(id) {
      await rm(storedFilePath(dataDir, id), { force: true });
    },
    async ping() {
      // What storing an upload needs: the folder exists and takes a file.
      const dir = uploadsDir(dataDir);
      await mkdir(dir, { recursive: true });
      const probe = path.join(dir, `.ready-${randomBytes(8).toString('hex')}`);
      await writeFile(probe, '');
      await rm(probe, { force: true });
    },
    close() {},
  };
}
