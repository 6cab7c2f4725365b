/**
 * Opens the database: PostgreSQL when DATABASE_URL is set, otherwise a SQLite file in DATA_DIR.
 * Everything above this file speaks Kysely and does not care which one it got.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { AppConfig } from '../config.js';
import type { Database } from './schema.js';
import { PreparingClient } from './prepared-statements.js';
import { SearchTextPlugin } from './search-text-plugin.js';
import { WriteWatch } from './write-watch.js';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Which tables this process writes, as it writes them (db/write-watch.ts). */
  writes: WriteWatch;
  /** The connections now open, idle, and requests waiting for one (issue 20: GET /metrics). */
  poolStats: () => PoolStats;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * SQLite has one connection, used synchronously: whenever JavaScript can look, it is idle and
 * nothing waits for it.
 */
const SQLITE_POOL: PoolStats = { total: 1, idle: 1, waiting: 0 };

export const SQLITE_FILE_NAME = 'neighbourly.sqlite';

type ErrorLogger = (error: Error) => void;

function openSqlite(dataDir: string): SqliteDialect {
  mkdirSync(dataDir, { recursive: true });
  const database = new SQLite(path.join(dataDir, SQLITE_FILE_NAME));
  // WAL lets readers work while a write is in progress; foreign keys are off by default in SQLite;
  // the busy timeout makes a second process (e.g. the create-super-admin CLI) wait, not fail.
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database });
}

function openPostgres(connectionString: string, onError: ErrorLogger): pg.Pool {
  const int8 = pg.types.builtins.INT8;
  const pool = new pg.Pool({
    connectionString,
    Client: PreparingClient,
    // Plan each named statement once (prepared-statements.ts): with the default 'auto' PostgreSQL
    // kept re-planning the search and debtors reads at every call, which cost it more CPU than
    // running them (1.8 ms of planning for 1.5 ms of reading). Every hot read filters by community
    // id through an index whose selectivity barely varies by community, so the generic plan is
    // the one a custom plan would pick.
    options: '-c plan_cache_mode=force_generic_plan',
    // COUNT(*) and bigint columns come back as int8: counts and single (capped) amounts stay far
    // below 2^53. Money totals are read as text and BigInt instead (repositories/ledger-sql.ts).
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === int8 && format !== 'binary'
          ? (value: string) => Number.parseInt(value, 10)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client dropped by the server would otherwise crash the process.
  pool.on('error', onError);
  return pool;
}

/** Opens the configured database; call `db.destroy()` to close it. */
export function openDatabase(
  config: Pick<AppConfig, 'dataDir' | 'databaseUrl'>,
  onError: ErrorLogger = () => {},
): DatabaseHandle {
  const dialect: DialectName = config.databaseUrl ? 'postgres' : 'sqlite';
  const writes = new WriteWatch();
  const pool = config.databaseUrl ? openPostgres(config.databaseUrl, onError) : null;
  const db = new Kysely<Database>({
    dialect: pool ? new PostgresDialect({ pool }) : openSqlite(config.dataDir),
    // The search text first, while the columns still have the app's camelCase names. SQLite
    // caches no sessions (plugins/app/session-cache.ts): nothing listens to its writes.
    plugins: [
      new SearchTextPlugin(),
      new CamelCasePlugin(),
      ...(dialect === 'postgres' ? [writes] : []),
    ],
  });
  const poolStats = pool
    ? () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount })
    : () => SQLITE_POOL;
  return { db, dialect, writes, poolStats };
}
