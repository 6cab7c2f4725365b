/**
 * What a database holds, as backup and restore (src/server/backup) describe it: how many
 * communities, accounts, residents, ledger entries and files, and which migrations made its
 * schema. A database the app never migrated (a new, empty one) holds nothing.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface DatabaseContents {
  communities: number;
  users: number;
  residents: number;
  ledgerEntries: number;
  files: number;
}

/** Kysely's own table of the migrations it ran (db/migrate.ts). */
const MIGRATION_TABLE = 'kysely_migration';

/** The tables counted, in the order the operator reads them. */
const COUNTED = ['communities', 'users', 'residents', 'ledgerEntries', 'files'] as const;

export function contentsRepository(db: Kysely<Database>) {
  async function hasTable(name: string): Promise<boolean> {
    const tables = await db.introspection.getTables();
    return tables.some((table) => table.name === name);
  }

  const count = async (table: keyof DatabaseContents) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };

  return {
    /** The rows a person would lose if the database were replaced; all 0 when it has no tables. */
    async contents(): Promise<DatabaseContents> {
      const migrated = await hasTable('communities');
      const counts = {} as DatabaseContents;
      for (const table of COUNTED) counts[table] = migrated ? await count(table) : 0;
      return counts;
    },

    /** The names of the migrations the schema went through, in order ([] when never migrated). */
    async appliedMigrations(): Promise<string[]> {
      if (!(await hasTable(MIGRATION_TABLE))) return [];
      const result = await sql<{
        name: string;
      }>`SELECT name FROM ${sql.table(MIGRATION_TABLE)} ORDER BY name`.execute(db);
      return result.rows.map((row) => row.name);
    },

    /** PostgreSQL: the database's own schemas (the app's, the job queue's), not the system's. */
    async postgresSchemas(): Promise<string[]> {
      const result = await sql<{ name: string }>`
        SELECT nspname AS name FROM pg_namespace
        WHERE left(nspname, 3) <> 'pg_' AND nspname <> 'information_schema'
        ORDER BY nspname`.execute(db);
      return result.rows.map((row) => row.name);
    },

    /** PostgreSQL: the server's major version ("15"), which the client tools must match or exceed. */
    async postgresMajorVersion(): Promise<string> {
      const result = await sql<{
        version: string;
      }>`SELECT current_setting('server_version') AS version`.execute(db);
      return result.rows[0]?.version.split('.')[0] ?? '';
    },
  };
}
