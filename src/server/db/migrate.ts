import { Migrator, type Kysely, type Migration } from 'kysely';
import type { DialectName } from './connection.js';
import { MIGRATIONS } from './migrations/index.js';
import type { Database } from './schema.js';

/**
 * Brings the schema up to date and returns the names of the migrations it ran (none when the
 * database is current). Throws when a migration fails; Kysely rolls that migration back.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: DialectName,
): Promise<string[]> {
  const migrations: Record<string, Migration> = {};
  for (const [name, migration] of Object.entries(MIGRATIONS)) {
    migrations[name] = {
      up: (raw) => migration.up(raw, dialect),
      down: migration.down ? (raw) => migration.down!(raw, dialect) : undefined,
    };
  }
  const migrator = new Migrator({
    // Migrations name columns as the database does (snake_case), so no CamelCasePlugin here.
    db: db.withoutPlugins(),
    provider: { getMigrations: async () => migrations },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((r) => r.migrationName);
}
