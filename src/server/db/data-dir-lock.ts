/**
 * One server per DATA_DIR on the embedded database. Two server processes on one SQLite file
 * would each keep their own in-memory state (sign-in throttles, reset mails on their way) and
 * serve the same data behind two ports; the server refuses to start instead.
 *
 * The lock is an exclusive SQLite lock (an OS file lock: fcntl on Unix, LockFileEx on Windows)
 * on a separate, empty database `DATA_DIR/neighbourly.lock`, held by a write transaction that is
 * begun and never committed. The operating system drops the lock when the process ends in any
 * way, SIGKILL included, so a crashed server never leaves a stale lock behind (unlike a pid
 * file, whose pid may have been reused). The server takes it (`main.ts`), and so does `restore`
 * (backup/restore.ts), which must not replace a database a server has open; the other
 * command-line tools (create-super-admin, seed:demo, backup) open the database beside a running
 * server, as SQLite's WAL and busy timeout allow.
 *
 * Nothing else may open and close the lock file inside the server process: POSIX drops a
 * process's fcntl locks on a file when any of its descriptors of that file is closed.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

export const LOCK_FILE_NAME = 'neighbourly.lock';

/** Another live process holds the DATA_DIR's lock. */
export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Another Neighbourly server is already running on DATA_DIR ${dataDir} ` +
        `(it holds ${path.join(dataDir, LOCK_FILE_NAME)}). Stop it first, or start this one ` +
        'with another DATA_DIR (or with DATABASE_URL on PostgreSQL, which several servers may share).',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  /** The lock file. */
  readonly file: string;
  /** Gives the lock up (idempotent); the process ending does the same. */
  release(): void;
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}

/**
 * Takes the DATA_DIR's server lock, or throws {@link DataDirLockedError} at once (no waiting)
 * when another process (or another lock in this process) holds it.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  // timeout 0: a held lock is an answer, not something to wait for.
  const database = new SQLite(file, { timeout: 0 });
  try {
    // Keep every lock this connection takes until it closes, and take the strongest one now.
    database.pragma('locking_mode = EXCLUSIVE');
    database.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    database.close();
    if (isBusy(error)) throw new DataDirLockedError(dataDir);
    throw error;
  }
  return {
    file,
    release() {
      if (!database.open) return;
      // Nothing was written: rolling back only ends the transaction; closing drops the lock.
      if (database.inTransaction) database.exec('ROLLBACK');
      database.close();
    },
  };
}
