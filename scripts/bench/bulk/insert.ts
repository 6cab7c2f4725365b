/**
 * Multi-row INSERTs with ids chosen here. The platform dataset is written by one process into a
 * database nobody else uses, so numbering rows ourselves (from each table's max id) lets records
 * point at each other without reading ids back batch by batch; PostgreSQL's identity sequences
 * are moved past the ids at the end (SQLite's AUTOINCREMENT follows explicit ids by itself).
 */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { DialectName } from '../../../src/server/db/connection.js';
import type { Database } from '../../../src/server/db/schema.js';
import { searchTextColumnsOf } from '../../../src/server/db/search-text.js';

export type Table = keyof Database;
export type Row<T extends Table> = Insertable<Database[T]>;

/** Bound parameters per statement: under SQLite's 32,766 and PostgreSQL's 65,535. */
const PARAMETERS = 30_000;

/** The tables the writer numbers (those with an `id` the database would generate). */
export const NUMBERED = [
  'communities',
  'users',
  'advertSections',
  'streets',
  'apartmentTypes',
  'addresses',
  'apartments',
  'landlords',
  'residents',
  'dependants',
  'projects',
  'ledgerEntries',
] as const satisfies Table[];
type Numbered = (typeof NUMBERED)[number];

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Hands out consecutive ids per table, starting after the rows already there. */
export class Ids {
  private constructor(private readonly next: Map<Numbered, number>) {}

  static async read(db: Kysely<Database>): Promise<Ids> {
    const next = new Map<Numbered, number>();
    for (const table of NUMBERED) {
      const { rows } = await sql<{
        max: number | string | null;
      }>`select max(id) as max from ${sql.table(snake(table))}`.execute(db.withoutPlugins());
      next.set(table, Number(rows[0]?.max ?? 0) + 1);
    }
    return new Ids(next);
  }

  /** The first of `count` consecutive new ids of the table. */
  take(table: Numbered, count = 1): number {
    const first = this.next.get(table)!;
    this.next.set(table, first + count);
    return first;
  }
}

/** An ISO timestamp `days` after another. */
export const after = (timestamp: string, days: number) =>
  new Date(Date.parse(timestamp) + days * 86_400_000).toISOString();

/** Consecutive ids for a list: row i gets first + i. */
export const idsFor = (ids: Ids, table: Parameters<Ids['take']>[0], count: number) => {
  const first = ids.take(table, count);
  return Array.from({ length: count }, (_, index) => first + index);
};

/** Inserts the rows in as few statements as the parameter limit allows. */
export async function insertRows<T extends Table>(
  db: Kysely<Database>,
  table: T,
  rows: Row<T>[],
): Promise<void> {
  if (rows.length === 0) return;
  // The app's Kysely adds a search text parameter per searchable name (db/search-text.ts).
  const columns = Object.keys(rows[0]!).length + searchTextColumnsOf(table).length;
  const batch = Math.max(1, Math.floor(PARAMETERS / columns));
  for (let start = 0; start < rows.length; start += batch) {
    // The generic table name defeats Kysely's per-table typing; the rows are typed by the caller.
    await db
      .insertInto(table as 'users')
      .values(rows.slice(start, start + batch) as Row<'users'>[])
      .execute();
  }
}

/** Moves PostgreSQL's identity sequences past the ids written explicitly. */
export async function syncSequences(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const table of NUMBERED) {
    const name = snake(table);
    await sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${sql.table(
      name,
    )}), 0) + 1, false)`.execute(db.withoutPlugins());
  }
}
