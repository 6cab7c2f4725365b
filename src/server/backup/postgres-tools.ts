/**
 * The PostgreSQL side of backup and restore, through PostgreSQL's own tools: pg_dump in its custom
 * format, and pg_restore turned into SQL and run by psql in ONE transaction behind a preamble that
 * empties the database, so a restore that fails anywhere leaves the database as it was.
 *
 * The tools get the connection through PG* variables, never as an argument: DATABASE_URL may hold
 * a password, and a process's arguments are visible to every user of the machine (ps).
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** DATABASE_URL's query parameters that libpq also reads from the environment. */
const QUERY_VARIABLES: Record<string, string> = {
  sslmode: 'PGSSLMODE',
  sslrootcert: 'PGSSLROOTCERT',
  sslcert: 'PGSSLCERT',
  sslkey: 'PGSSLKEY',
  host: 'PGHOST',
  port: 'PGPORT',
  user: 'PGUSER',
  password: 'PGPASSWORD',
  dbname: 'PGDATABASE',
  application_name: 'PGAPPNAME',
};

/** The environment that points libpq's tools at `databaseUrl`. */
export function postgresEnvironment(
  databaseUrl: string,
  env: NodeJS.ProcessEnv,
): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const variables: NodeJS.ProcessEnv = { ...env };
  const set = (name: string, value: string) => {
    if (value !== '') variables[name] = value;
  };
  set('PGHOST', url.hostname.replace(/^\[(.*)\]$/, '$1'));
  set('PGPORT', url.port);
  set('PGUSER', decodeURIComponent(url.username));
  set('PGPASSWORD', decodeURIComponent(url.password));
  set('PGDATABASE', decodeURIComponent(url.pathname.replace(/^\//, '')));
  for (const [name, value] of url.searchParams) {
    const variable = QUERY_VARIABLES[name];
    if (variable) set(variable, value);
  }
  return variables;
}

/** pg_dump, pg_restore or psql is not installed (or not on PATH). */
export class ToolMissing extends Error {
  constructor(tool: string, serverMajor: string | null) {
    const version = serverMajor ?? '<server major version>';
    super(
      `${tool} was not found. Backup and restore on PostgreSQL use PostgreSQL's own tools: ` +
        `install the client of your server's major version${serverMajor ? ` (${serverMajor})` : ''} ` +
        `(Debian/Ubuntu: apt-get install postgresql-client-${version}; or PGDG's package; ` +
        'macOS: brew install libpq) and put pg_dump, pg_restore and psql on PATH',
    );
    this.name = 'ToolMissing';
  }
}

type Stdio = ['ignore' | 'pipe', 'ignore' | 'pipe', 'pipe'];

interface Running {
  child: ChildProcess;
  /** Resolves when the tool succeeds; rejects with its error output, or `missing()` (ENOENT). */
  done: Promise<void>;
}

/** Starts one of the tools. */
export function startTool(
  tool: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdio: Stdio,
  missing: () => Promise<Error>,
): Running {
  const child = spawn(tool, args, { env, stdio });
  const done = new Promise<void>((resolve, reject) => {
    let errors = '';
    let failedToStart: NodeJS.ErrnoException | null = null;
    child.stderr?.on('data', (chunk) => (errors += chunk));
    child.on('error', (error: NodeJS.ErrnoException) => (failedToStart = error));
    // 'close' comes after 'error' too (exit code -2 for ENOENT): the cause is the error.
    child.on('close', (code, signal) => {
      if (failedToStart?.code === 'ENOENT') missing().then(reject, reject);
      else if (failedToStart) reject(failedToStart);
      else if (code === 0) resolve();
      else reject(new Error(`${tool} failed (${signal ?? `exit ${code}`}): ${errors.trim()}`));
    });
  });
  return { child, done };
}

/**
 * The SQL psql runs before the dump: the database's own schemas dropped (the app's tables, the
 * job queue's) and `public` made again, so the dump lands in an empty database. In the same
 * transaction as the dump, so a failed restore drops nothing.
 */
export function emptyingPreamble(schemas: string[]): string {
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
  return [
    'SET client_min_messages = warning;',
    'BEGIN;',
    ...schemas.map((schema) => `DROP SCHEMA IF EXISTS ${quoted(schema)} CASCADE;`),
    'CREATE SCHEMA IF NOT EXISTS public;',
    '',
  ].join('\n');
}
