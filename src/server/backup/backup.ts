/**
 * `npm run backup -- <file>`: the database and the files that go with it, in one archive
 * (manifest.ts lists what is in it). Runs beside a running server: SQLite's online backup or
 * pg_dump copies a consistent database while the server keeps writing.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type AppConfig } from '../config.js';
import { openDatabase, type DialectName } from '../db/connection.js';
import { contentsRepository } from '../repositories/backup/contents-repository.js';
import { packArchive } from './archive.js';
import { stageAppSecret, stageUploads } from './data-files.js';
import {
  DATABASE_ENTRY,
  MANIFEST_NAME,
  UPLOADS_NOTE_ENTRY,
  newManifest,
  sha256Of,
  type BackupManifest,
  type UploadsInArchive,
} from './manifest.js';
import { dumpPostgres } from './postgres.js';
import { openSqliteCopy, snapshotSqlite } from './sqlite-files.js';

export const BACKUP_USAGE =
  'Usage: npm run backup -- <file>   (e.g. neighbourly-2026-11-28.tar.gz)\n' +
  'Uses DATA_DIR / DATABASE_URL like the server, which may keep running.';

/** The one argument: where to write, relative to where npm was run (not the package root). */
export function parseFileArgument(
  argv: string[],
  usage: string,
  env: NodeJS.ProcessEnv,
  options: { force?: { type: 'boolean' } } = {},
) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options,
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${usage}`);
  }
  const [file, ...extra] = parsed.positionals;
  if (file === undefined || extra.length > 0) throw new Error(`Name one archive file\n${usage}`);
  return {
    file: path.resolve(env.INIT_CWD ?? process.cwd(), file),
    force: (parsed.values as { force?: boolean }).force === true,
  };
}

/** With object storage, what the archive says instead of holding the files. */
function uploadsNote(bucket: string): string {
  return (
    `The uploads of this Neighbourly are kept in the S3 bucket "${bucket}", not in this archive.\n` +
    'Object storage keeps its own copies: back the bucket up with its versioning, replication\n' +
    'or `aws s3 sync` at the same time as this archive.\n'
  );
}

async function stageDatabase(
  config: AppConfig,
  dialect: DialectName,
  file: string,
  env: NodeJS.ProcessEnv,
) {
  if (dialect === 'sqlite') {
    await snapshotSqlite(config.dataDir, file);
  }
  // What the archive holds, read from the copy itself on SQLite (the live database moves on).
  const db = dialect === 'sqlite' ? openSqliteCopy(file) : openDatabase(config).db;
  try {
    if (dialect === 'postgres')
      await dumpPostgres({ db, databaseUrl: config.databaseUrl!, env }, file);
    const contents = contentsRepository(db);
    return { counts: await contents.contents(), migrations: await contents.appliedMigrations() };
  } finally {
    await db.destroy();
  }
}

/** Writes the archive; answers its manifest. */
export async function backUp(
  config: AppConfig,
  file: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<BackupManifest> {
  const dialect: DialectName = config.databaseUrl ? 'postgres' : 'sqlite';
  await mkdir(config.dataDir, { recursive: true });
  // Inside DATA_DIR, so the uploads are hard-linked rather than copied.
  const staging = await mkdtemp(path.join(config.dataDir, '.backup-'));
  try {
    const databaseFile = path.join(staging, DATABASE_ENTRY[dialect]);
    const { counts, migrations } = await stageDatabase(config, dialect, databaseFile, env);
    // The uploads after the database: a file saved in between is one more, not one missing.
    let uploads: UploadsInArchive;
    if (config.storage.kind === 's3') {
      uploads = { kind: 'object-storage', bucket: config.storage.bucket };
      await writeFile(path.join(staging, UPLOADS_NOTE_ENTRY), uploadsNote(config.storage.bucket));
    } else {
      uploads = await stageUploads(config.dataDir, staging);
    }
    const manifest = newManifest({
      database: dialect,
      createdAt: new Date().toISOString(),
      migrations,
      counts,
      uploads,
      appSecret: await stageAppSecret(config, staging),
      databaseSha256: await sha256Of(databaseFile),
    });
    await writeFile(path.join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    await packArchive(staging, file);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** "1 community", "2 communities". */
export function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What the operator reads after a backup or a restore. */
export function describe(manifest: BackupManifest): string {
  const { counts, uploads } = manifest;
  const files =
    uploads.kind === 'included'
      ? `${counted(uploads.files, 'uploaded file', 'uploaded files')} (${uploads.bytes} bytes)`
      : `no uploaded files (they are in the S3 bucket "${uploads.bucket}", which keeps its own)`;
  const secret = {
    file: 'the app secret (DATA_DIR/app-secret)',
    environment: 'no app secret: the server used APP_SECRET, which must be set again on restore',
    none: 'no app secret (none had been generated)',
  }[manifest.appSecret];
  return (
    `${manifest.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database of ` +
    [
      counted(counts.communities, 'community', 'communities'),
      counted(counts.users, 'account', 'accounts'),
      counted(counts.residents, 'resident', 'residents'),
      counted(counts.ledgerEntries, 'ledger entry', 'ledger entries'),
    ].join(', ') +
    `; ${files}; ${secret}`
  );
}

/** The whole command: configuration from `env`, then the archive. */
export async function runBackup(argv: string[], env: NodeJS.ProcessEnv = process.env) {
  const { file } = parseFileArgument(argv, BACKUP_USAGE, env);
  const manifest = await backUp(loadConfig(env), file, env);
  return `Backed up to ${file}: ${describe(manifest)}.`;
}
