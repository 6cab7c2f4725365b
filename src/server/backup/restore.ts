/**
 * `npm run restore -- <file> [--force]`: puts a backup's database and files in place of this
 * server's. The archive is unpacked and checked before anything is touched; a database that holds
 * data is replaced only with --force; the swap keeps the previous files until the database is in,
 * so a failed restore leaves everything as it was (on PostgreSQL, psql's single transaction).
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../config.js';
import { openDatabase, type DialectName } from '../db/connection.js';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../db/data-dir-lock.js';
import { contentsRepository } from '../repositories/backup/contents-repository.js';
import { unpackArchive } from './archive.js';
import { counted, describe, parseFileArgument } from './backup.js';
import {
  dataFileReplacements,
  storedUploads,
  swapIntoPlace,
  type Replacement,
} from './data-files.js';
import {
  DATABASE_ENTRY,
  checkDatabaseEntry,
  readManifest,
  type BackupManifest,
} from './manifest.js';
import { restorePostgres } from './postgres.js';
import { checkSqliteCopy, retireSqlite, sqliteFile } from './sqlite-files.js';

export const RESTORE_USAGE =
  'Usage: npm run restore -- <file> [--force]\n' +
  'Uses DATA_DIR / DATABASE_URL like the server; stop the server first. --force replaces a ' +
  'database that already holds data.';

/** The target holds data and --force was not given. */
export class TargetNotEmpty extends Error {
  constructor(what: string, file: string) {
    super(
      `The database is not empty (${what}): restoring would replace it, so nothing was changed. ` +
        `To replace it with the backup, run again with --force: npm run restore -- ${file} --force`,
    );
    this.name = 'TargetNotEmpty';
  }
}

/** SQLite: the DATA_DIR lock, held through the restore so no server starts on a half-swap. */
function lockForRestore(dataDir: string): DataDirLock {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new Error(
      `A Neighbourly server is running on DATA_DIR ${dataDir}: stop it before restoring ` +
        '(a restore replaces the database under it); nothing was changed',
    );
  }
}

/** Refuses to go on when the target holds communities, accounts or uploaded files. */
async function refuseNonEmpty(config: AppConfig, dialect: DialectName, file: string) {
  let communities = 0;
  let users = 0;
  if (dialect === 'postgres' || existsSync(sqliteFile(config.dataDir))) {
    const { db } = openDatabase(config);
    try {
      ({ communities, users } = await contentsRepository(db).contents());
    } finally {
      await db.destroy();
    }
  }
  const uploads = config.storage.kind === 'disk' ? (await storedUploads(config.dataDir)).length : 0;
  if (communities + users + uploads === 0) return;
  const parts = [
    counted(communities, 'community', 'communities'),
    counted(users, 'account', 'accounts'),
  ];
  if (uploads > 0)
    parts.push(`${counted(uploads, 'uploaded file', 'uploaded files')} in DATA_DIR/uploads`);
  throw new TargetNotEmpty(parts.join(', '), file);
}

/** What the operator must still do after this restore, if anything. */
function notesOn(manifest: BackupManifest, config: AppConfig): string[] {
  const notes: string[] = [];
  if (manifest.appSecret === 'environment') {
    notes.push(
      'The backed-up server used APP_SECRET: set the same APP_SECRET here, or the payment ' +
        "settings' secret keys cannot be opened.",
    );
  } else if (manifest.appSecret === 'file' && config.appSecret !== null) {
    notes.push(
      "APP_SECRET is set here, but the payment settings' secret keys were sealed with the " +
        'restored DATA_DIR/app-secret: unset APP_SECRET, or enter the keys again.',
    );
  }
  if (manifest.uploads.kind === 'object-storage') {
    notes.push(
      `The uploads were in the S3 bucket "${manifest.uploads.bucket}", not in the archive: ` +
        'point S3_BUCKET at it (or at a copy of it).',
    );
  } else if (config.storage.kind === 's3') {
    notes.push(
      'The uploads were written to DATA_DIR/uploads, but this server reads them from the S3 ' +
        `bucket "${config.storage.bucket}": copy them into it.`,
    );
  }
  return notes;
}

/** Restores `file` into the configured database and DATA_DIR; answers its manifest and notes. */
export async function restore(
  config: AppConfig,
  file: string,
  options: { force: boolean; env?: NodeJS.ProcessEnv },
): Promise<{ manifest: BackupManifest; notes: string[] }> {
  const dialect: DialectName = config.databaseUrl ? 'postgres' : 'sqlite';
  await mkdir(config.dataDir, { recursive: true });
  const lock = dialect === 'sqlite' ? lockForRestore(config.dataDir) : null;
  // Inside DATA_DIR, so the swap is a rename on one disk.
  const staging = await mkdtemp(path.join(config.dataDir, '.restore-'));
  try {
    const extracted = path.join(staging, 'archive');
    await mkdir(extracted);
    await unpackArchive(file, extracted);
    const manifest = await readManifest(extracted, file, dialect);
    const database = path.join(extracted, DATABASE_ENTRY[dialect]);
    await checkDatabaseEntry(database, manifest, file);
    if (dialect === 'sqlite') checkSqliteCopy(database, file);
    if (!options.force) await refuseNonEmpty(config, dialect, file);

    const replacements: Replacement[] = dataFileReplacements(extracted, config.dataDir);
    if (dialect === 'sqlite') {
      const [current, ...logs] = retireSqlite(config.dataDir);
      replacements.push({ from: database, to: current ?? sqliteFile(config.dataDir) });
      for (const log of logs) replacements.push({ from: null, to: log });
    }
    const undo = await swapIntoPlace(replacements, path.join(staging, 'previous'));
    if (dialect === 'postgres') {
      const { db } = openDatabase(config);
      try {
        const target = { db, databaseUrl: config.databaseUrl!, env: options.env ?? process.env };
        await restorePostgres(target, database);
      } catch (error) {
        await undo();
        throw error;
      } finally {
        await db.destroy();
      }
    }
    return { manifest, notes: notesOn(manifest, config) };
  } finally {
    await rm(staging, { recursive: true, force: true });
    lock?.release();
  }
}

/** The whole command: configuration from `env`, then the restore. */
export async function runRestore(argv: string[], env: NodeJS.ProcessEnv = process.env) {
  const { file, force } = parseFileArgument(argv, RESTORE_USAGE, env, {
    force: { type: 'boolean' },
  });
  const { manifest, notes } = await restore(loadConfig(env), file, { force, env });
  return [
    `Restored ${file} (made ${manifest.createdAt} by Neighbourly ${manifest.appVersion}): ` +
      `${describe(manifest)}.`,
    'Start the server: it brings the schema up to date if the backup is older.',
    ...notes,
  ].join('\n');
}
