/**
 * The few places where SQLite and PostgreSQL need different DDL. Migrations otherwise use the
 * portable subset of Kysely's schema builder.
 */
import type { CreateTableBuilder, Kysely } from 'kysely';
import type { DialectName } from '../connection.js';

/** A migration that may branch on the dialect (only where unavoidable). */
export interface DialectMigration {
  // Migrations work on the raw schema (snake_case, no plugins), so `any` is the honest type here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up(db: Kysely<any>, dialect: DialectName): Promise<void>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  down?(db: Kysely<any>, dialect: DialectName): Promise<void>;
}

/** An `id` primary key the database numbers itself. */
export function withIdColumn<T extends string>(
  table: CreateTableBuilder<T>,
  dialect: DialectName,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
