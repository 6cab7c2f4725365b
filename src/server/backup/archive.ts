/**
 * The backup file: a gzip-compressed tar of a staging folder (manifest first). Written beside its
 * destination under another name and renamed into place, so a backup that fails half-way never
 * leaves a truncated file under the name the operator asked for (or spoils an older backup there).
 */
import { randomBytes } from 'node:crypto';
import { readdir, rename, rm } from 'node:fs/promises';
import { create, extract } from 'tar';
import { ArchiveRefused, MANIFEST_NAME } from './manifest.js';

/** Packs `staging` into `file` (atomically replacing it); the manifest goes first. */
export async function packArchive(staging: string, file: string): Promise<void> {
  const entries = (await readdir(staging)).sort((a, b) =>
    a === MANIFEST_NAME ? -1 : b === MANIFEST_NAME ? 1 : a.localeCompare(b),
  );
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  try {
    await create({ gzip: true, file: draft, cwd: staging, portable: true }, entries);
    await rename(draft, file);
  } catch (error) {
    await rm(draft, { force: true });
    throw error;
  }
}

/**
 * Unpacks `file` into the (empty) folder `into`: plain files and folders only, nothing outside it
 * (tar drops absolute paths and `..`). A file that is not a gzip-compressed tar is refused.
 */
export async function unpackArchive(file: string, into: string): Promise<void> {
  try {
    await extract({
      file,
      cwd: into,
      strict: true,
      // The files belong to whoever restores (run it as the server's user), even when that is root.
      preserveOwner: false,
      filter: (_path, entry) => 'type' in entry && ['File', 'Directory'].includes(entry.type),
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EACCES') {
      throw new ArchiveRefused(`Cannot read ${file} (${code}); nothing was changed`);
    }
    throw new ArchiveRefused(
      `${file} is not a Neighbourly backup: it cannot be read as a gzip-compressed tar ` +
        `(${(error as Error).message}); nothing was changed`,
    );
  }
  // An empty tar extracts nothing without complaint: readManifest then finds no manifest.
}
