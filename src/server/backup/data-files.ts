/**
 * The files of DATA_DIR that travel with the database: the uploads (DATA_DIR/uploads/<id>) and the
 * generated app secret that seals the communities' payment keys (without it, restored payment
 * settings cannot be opened). Backup gathers them into its staging folder; restore swaps the
 * archive's copies into place, keeping the previous ones until everything else has worked.
 */
import { copyFile, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.js';
import { isFileId, uploadsDir } from '../files/storage.js';
import { keyFilePath } from '../services/payments/secret-box.js';
import { APP_SECRET_ENTRY, UPLOADS_ENTRY, type BackupManifest } from './manifest.js';

/** A hard link when the staging folder shares the disk (no copy of every photo), else a copy. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

/** The stored uploads: the files named by a file id (an upload still being written included). */
export async function storedUploads(dataDir: string): Promise<string[]> {
  const dir = uploadsDir(dataDir);
  if (!existsSync(dir)) return [];
  return (await readdir(dir)).filter(isFileId).sort();
}

/** Gathers DATA_DIR/uploads into `staging`/uploads; answers how many files and bytes. */
export async function stageUploads(dataDir: string, staging: string) {
  const into = path.join(staging, UPLOADS_ENTRY);
  await mkdir(into);
  let files = 0;
  let bytes = 0;
  for (const id of await storedUploads(dataDir)) {
    const from = path.join(uploadsDir(dataDir), id);
    try {
      bytes += (await stat(from)).size;
      await linkOrCopy(from, path.join(into, id));
      files += 1;
    } catch (error) {
      // Deleted (a record's photo replaced) since the listing: the snapshot may not need it.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return { kind: 'included' as const, files, bytes };
}

/** Copies the generated app secret into `staging`; says where this server's secret comes from. */
export async function stageAppSecret(
  config: Pick<AppConfig, 'appSecret' | 'dataDir'>,
  staging: string,
): Promise<BackupManifest['appSecret']> {
  if (config.appSecret !== null) return 'environment';
  const file = keyFilePath(config.dataDir);
  if (!existsSync(file)) return 'none';
  await copyFile(file, path.join(staging, APP_SECRET_ENTRY));
  return 'file';
}

/** A file or folder to put in place of another; `from` is in the staging folder (null: none). */
export interface Replacement {
  from: string | null;
  to: string;
}

/**
 * Moves each replacement into place, the previous file or folder first moved into `aside`
 * (renames on one disk: each step is whole or not done). When a step fails, the ones done are
 * undone and the error rethrown. Answers an undo, for a failure after the swap (the database).
 */
export async function swapIntoPlace(
  replacements: Replacement[],
  aside: string,
): Promise<() => Promise<void>> {
  await mkdir(aside, { recursive: true });
  const done: { to: string; previous: string | null }[] = [];
  const undo = async () => {
    for (const step of done.reverse()) {
      await rm(step.to, { recursive: true, force: true });
      if (step.previous) await rename(step.previous, step.to);
    }
  };
  try {
    for (const [index, { from, to }] of replacements.entries()) {
      const previous = existsSync(to) ? path.join(aside, `${index}-${path.basename(to)}`) : null;
      if (previous) await rename(to, previous);
      done.push({ to, previous });
      if (from !== null) await rename(from, to);
    }
  } catch (error) {
    await undo();
    throw error;
  }
  return undo;
}

/** The database kind's replacements besides the database: the uploads and the app secret. */
export function dataFileReplacements(extracted: string, dataDir: string): Replacement[] {
  const replacements: Replacement[] = [];
  const uploads = path.join(extracted, UPLOADS_ENTRY);
  if (existsSync(uploads)) replacements.push({ from: uploads, to: uploadsDir(dataDir) });
  const secret = path.join(extracted, APP_SECRET_ENTRY);
  if (existsSync(secret)) replacements.push({ from: secret, to: keyFilePath(dataDir) });
  return replacements;
}
