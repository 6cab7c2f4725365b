/**
 * The job queue (issue 19, point 4). On PostgreSQL pg-boss keeps its jobs in its own schema
 * (`pgboss`, created by pg-boss when first used), so this migration creates nothing there; on
 * SQLite, which runs as one process, the `jobs` table holds them.
 *
 * A singleton key is taken while its job waits or runs: a partial unique index, so a second send
 * with the key is a no-op until the first has completed or failed.
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  if (dialect !== 'sqlite') return;
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) =>
      col.notNull().check(sql`state in ('created', 'active', 'completed', 'failed')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('retry_limit', 'integer', (col) => col.notNull())
    .addColumn('retry_delay_seconds', 'integer', (col) => col.notNull())
    .addColumn('retry_backoff', 'integer', (col) => col.notNull())
    .addColumn('start_after', 'text', (col) => col.notNull())
    .addColumn('singleton_key', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await sql`create unique index jobs_singleton on jobs (name, singleton_key)
    where singleton_key is not null and state in ('created', 'active')`.execute(db);
  await db.schema
    .createIndex('jobs_due')
    .on('jobs')
    .columns(['name', 'state', 'start_after'])
    .execute();
  await db.schema
    .createIndex('jobs_finished')
    .on('jobs')
    .columns(['state', 'finished_at'])
    .execute();
}

export async function down(db: AnyDb, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') await db.schema.dropTable('jobs').execute();
}
