/**
 * The SQLite side of backup and restore. The copy is SQLite's online backup, page by page through
 * a connection of its own, so it is consistent while a running server keeps writing (WAL lets it);
 * a plain file copy of a live database can catch a half-written transaction.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import { SQLITE_FILE_NAME } from '../db/connection.js';
import type { Database } from '../db/schema.js';
import { ArchiveRefused } from './manifest.js';

/** How long the copy waits for a running server's write to finish before each step. */
const BUSY_TIMEOUT_MS = 5000;
/** The write-ahead log and its index beside a database in WAL mode. */
const WAL_SUFFIXES = ['-wal', '-shm'];

export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, SQLITE_FILE_NAME);
}

/** Copies DATA_DIR's database into `into`, a single file that needs no WAL beside it. */
export async function snapshotSqlite(dataDir: string, into: string): Promise<void> {
  const file = sqliteFile(dataDir);
  if (!existsSync(file)) {
    throw new Error(`There is no database at ${file} (DATA_DIR ${dataDir}): nothing to back up`);
  }
  const source = new SQLite(file, { fileMustExist: true });
  try {
    source.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    // Every page in one step, in one read transaction (WAL lets the server write meanwhile).
    // Stepping 100 pages at a time, a write of the server's between two steps would restart the
    // copy, and a busy server could keep restarting it.
    await source.backup(into, { progress: () => Number.MAX_SAFE_INTEGER });
  } finally {
    source.close();
  }
  const copy = new SQLite(into);
  try {
    // Rollback journal: the archive holds one self-contained file (the server turns WAL back on).
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

/** Refuses a database file SQLite finds damaged. */
export function checkSqliteCopy(file: string, archive: string): void {
  let verdict: unknown;
  try {
    const copy = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      verdict = copy.pragma('quick_check', { simple: true });
    } finally {
      copy.close();
    }
  } catch (error) {
    verdict = (error as Error).message;
  }
  if (verdict !== 'ok') {
    throw new ArchiveRefused(
      `${archive} is damaged: its database fails SQLite's check (${verdict})`,
    );
  }
}

/**
 * Before the database file is moved away: writes its WAL back into it, so no log is left beside
 * the file that could later be replayed into the restored one. Returns the files to move aside:
 * the database and whatever WAL files remain.
 */
export function retireSqlite(dataDir: string): string[] {
  const file = sqliteFile(dataDir);
  if (!existsSync(file)) return [];
  const old = new SQLite(file, { fileMustExist: true });
  try {
    old.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    old.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    old.close();
  }
  return [file, ...WAL_SUFFIXES.map((suffix) => file + suffix).filter((f) => existsSync(f))];
}

/** A database copy opened read-only, as the repositories read it (camelCase names). */
export function openSqliteCopy(file: string): Kysely<Database> {
  const database = new SQLite(file, { readonly: true, fileMustExist: true });
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database }),
    plugins: [new CamelCasePlugin()],
  });
}
