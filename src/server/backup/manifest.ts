/**
 * The backup archive's table of contents, `manifest.json`, the first entry of every archive: what
 * kind of database it holds (restore refuses the other kind), which migrations made its schema (a
 * backup from a newer Neighbourly is refused, not half-understood), where the uploads are, whether
 * the payment keys' app secret came along, and counts to show the operator what comes back.
 */
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DialectName } from '../db/connection.js';
import { MIGRATIONS } from '../db/migrations/index.js';
import { packageRoot } from '../paths.js';
import type { DatabaseContents } from '../repositories/backup/contents-repository.js';

export const MANIFEST_NAME = 'manifest.json';
/** The database in the archive: SQLite's file, or pg_dump's custom format. */
export const DATABASE_ENTRY: Record<DialectName, string> = {
  sqlite: 'database.sqlite',
  postgres: 'database.dump',
};
export const UPLOADS_ENTRY = 'uploads';
export const APP_SECRET_ENTRY = 'app-secret';
/** With object storage, a note in place of the files (the bucket keeps its own). */
export const UPLOADS_NOTE_ENTRY = 'UPLOADS-IN-OBJECT-STORAGE.txt';

const FORMAT = 'neighbourly-backup';
/** Raised when the archive's layout changes; restore refuses formats it does not know. */
const FORMAT_VERSION = 1;

export type UploadsInArchive =
  { kind: 'included'; files: number; bytes: number } | { kind: 'object-storage'; bucket: string };

export interface BackupManifest {
  format: typeof FORMAT;
  formatVersion: number;
  database: DialectName;
  createdAt: string;
  appVersion: string;
  /** The migrations the database's schema went through, in order. */
  migrations: string[];
  counts: DatabaseContents;
  uploads: UploadsInArchive;
  /** file: DATA_DIR/app-secret is in the archive; environment: APP_SECRET was set; none. */
  appSecret: 'file' | 'environment' | 'none';
  /** SHA-256 (hex) of the database entry, so a damaged archive is refused before it replaces anything. */
  databaseSha256: string;
}

/** The archive is not a backup restore can use; the message says why. */
export class ArchiveRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveRefused';
  }
}

export function appVersion(): string {
  const text = readFileSync(path.join(packageRoot(), 'package.json'), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export function newManifest(
  fields: Omit<BackupManifest, 'format' | 'formatVersion' | 'appVersion'>,
): BackupManifest {
  return { format: FORMAT, formatVersion: FORMAT_VERSION, appVersion: appVersion(), ...fields };
}

const KIND_NAMES: Record<DialectName, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/**
 * Reads an extracted archive's manifest and checks it can be restored here: a Neighbourly backup,
 * of a format and schema this version knows, of the same kind of database as `target`.
 */
export async function readManifest(
  extracted: string,
  archive: string,
  target: DialectName,
): Promise<BackupManifest> {
  const foreign = `${archive} is not a Neighbourly backup`;
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(extracted, MANIFEST_NAME), 'utf8'));
  } catch {
    throw new ArchiveRefused(
      `${foreign} (it has no readable ${MANIFEST_NAME}); nothing was changed`,
    );
  }
  if (manifest?.format !== FORMAT) {
    throw new ArchiveRefused(`${foreign} (its ${MANIFEST_NAME} is another program's)`);
  }
  if (manifest.formatVersion !== FORMAT_VERSION) {
    throw new ArchiveRefused(
      `${archive} is a backup of format ${manifest.formatVersion}, made by Neighbourly ` +
        `${manifest.appVersion}; this version reads format ${FORMAT_VERSION}. Restore it with that version`,
    );
  }
  if (manifest.database !== target) {
    throw new ArchiveRefused(
      `${archive} is a backup of a ${KIND_NAMES[manifest.database]} database and this server is ` +
        `configured for ${KIND_NAMES[target]} (${target === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is not set'}). ` +
        `Restore it with the configuration it was made with, then move the data over; nothing was changed`,
    );
  }
  const unknown = manifest.migrations.filter((name) => !(name in MIGRATIONS));
  if (unknown.length > 0) {
    throw new ArchiveRefused(
      `${archive} was made by a newer Neighbourly (${manifest.appVersion}, migration ` +
        `${unknown.join(', ')}): upgrade this one first; nothing was changed`,
    );
  }
  return manifest;
}

/** Refuses an archive whose database entry is missing or not the bytes the backup wrote. */
export async function checkDatabaseEntry(file: string, manifest: BackupManifest, archive: string) {
  let digest: string;
  try {
    digest = await sha256Of(file);
  } catch {
    throw new ArchiveRefused(`${archive} has no ${path.basename(file)}: it is incomplete`);
  }
  if (digest !== manifest.databaseSha256) {
    throw new ArchiveRefused(`${archive} is damaged: its database is not the one the backup wrote`);
  }
}
