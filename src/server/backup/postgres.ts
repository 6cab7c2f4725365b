/**
 * Dumping and restoring the PostgreSQL database named by DATABASE_URL (postgres-tools.ts runs the
 * tools). The dump is pg_dump's custom format: compressed, and read back by pg_restore of the same
 * or a newer major version.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { contentsRepository } from '../repositories/backup/contents-repository.js';
import { emptyingPreamble, postgresEnvironment, startTool, ToolMissing } from './postgres-tools.js';

interface PostgresTarget {
  db: Kysely<Database>;
  databaseUrl: string;
  env: NodeJS.ProcessEnv;
}

/** The ToolMissing error for `tool`, naming the server's major version when it answers. */
function missingTool(db: Kysely<Database>, tool: string) {
  return async () => {
    const major = await contentsRepository(db)
      .postgresMajorVersion()
      .catch(() => null);
    return new ToolMissing(tool, major);
  };
}

/** pg_dump of the whole database (every schema: the app's tables and the job queue) into `file`. */
export async function dumpPostgres(target: PostgresTarget, file: string): Promise<void> {
  const { done } = startTool(
    'pg_dump',
    ['--format=custom', `--file=${file}`],
    postgresEnvironment(target.databaseUrl, target.env),
    ['ignore', 'ignore', 'pipe'],
    missingTool(target.db, 'pg_dump'),
  );
  try {
    await done;
  } catch (error) {
    if (!String((error as Error).message).includes('version mismatch')) throw error;
    const major = await contentsRepository(target.db).postgresMajorVersion();
    throw new Error(
      `${(error as Error).message}\nThis pg_dump is older than the server: install the ` +
        `PostgreSQL ${major} client (postgresql-client-${major}) and put it first on PATH`,
    );
  }
}

/**
 * Replaces the database's contents with the dump in `file`, in one transaction: pg_restore turns
 * the dump into SQL, psql runs it after emptyingPreamble and commits only when all of it ran.
 * Owners and grants are left out, so the dump restores under whatever role DATABASE_URL names
 * (it must own the database, as it does when the app made its tables).
 */
export async function restorePostgres(target: PostgresTarget, file: string): Promise<void> {
  const schemas = await contentsRepository(target.db).postgresSchemas();
  const env = postgresEnvironment(target.databaseUrl, target.env);
  const psql = startTool(
    'psql',
    ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1'],
    env,
    ['pipe', 'ignore', 'pipe'],
    missingTool(target.db, 'psql'),
  );
  const restore = startTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--file=-', file],
    env,
    ['ignore', 'pipe', 'pipe'],
    missingTool(target.db, 'pg_restore'),
  );
  const input = psql.child.stdin!;
  // psql stopping at an error closes its input; pg_restore, blocked on a full pipe, is then stopped.
  input.on('error', () => {});
  psql.done.catch(() => restore.child.kill());
  input.write(emptyingPreamble(schemas));
  restore.child.stdout!.pipe(input, { end: false });
  const converted = restore.done.then(
    () => void input.end('COMMIT;\n'),
    (error: unknown) => {
      // Ending without COMMIT: PostgreSQL rolls the transaction back when psql disconnects.
      input.end();
      throw error;
    },
  );
  const [ran, read] = await Promise.allSettled([psql.done, converted]);
  if (ran.status === 'rejected') throw ran.reason;
  if (read.status === 'rejected') throw read.reason;
}
