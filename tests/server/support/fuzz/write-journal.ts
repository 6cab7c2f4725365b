/**
 * A write journal for the fuzz test: row triggers on every table of the app's database note each
 * INSERT, UPDATE and DELETE in a table `fuzz_journal` (SQLite: TEMP triggers and a TEMP table on
 * the app's one connection, so the database file's schema is untouched; PostgreSQL: triggers in
 * the test's own throw-away database). After a request, the rows added since the mark taken
 * before it say exactly which tables it changed, in one cheap query; a transaction that rolls
 * back takes its journal rows with it, so only committed writes count.
 *
 * Stronger than comparing row counts (it also sees an UPDATE), and new tables (added by later
 * migrations) join by themselves: the tables are read from the database, not listed here.
 *
 * Writes that a refused request may make by design are not journalled (see {@link NOT_WRITES}).
 */
import { sql } from 'kysely';
import type { App } from '../../../../src/server/app.js';

/** Tables whose changes are not "writes by a request" (bookkeeping of this journal and Kysely). */
const SKIPPED_TABLE = /^(fuzz_journal|kysely_migration|kysely_migration_lock|sqlite_.*)$/;

/**
 * Tables a refused request may legitimately change, and why:
 * - `audit`: every refused authorization writes an audit row (issue 7, Audit log);
 * - columns: an UPDATE that changes only these columns is not journalled.
 *   - `sessions.last_seen_at`: any signed-in request keeps its session alive;
 *   - `password_reset_codes.attempts` / `ended_at`: a wrong code is counted (and the fifth ends
 *     the code) before the request is refused (README, Security).
 *   - `notice_deliveries.status` / `reason` / `attempts` / `updated_at`, and the `jobs` table:
 *     the job queue sends a posted notice in the background (issue 19), while later requests
 *     run; a request never changes them (a refused post's INSERTs are still journalled).
 * - `throttle_attempts`: a failed sign-in, a wrong current password, a reset request or an
 *   "already exists" answer is counted in the database (issue 20: every server counts the same
 *   attempts) before the request is refused.
 */
export const NOT_WRITES = {
  tables: /audit|^jobs$|^throttle_attempts$/i,
  columns: {
    sessions: ['last_seen_at'],
    password_reset_codes: ['attempts', 'ended_at'],
    notice_deliveries: ['status', 'reason', 'attempts', 'updated_at'],
  } as Record<string, string[]>,
};

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function quoted(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`write journal: unexpected identifier ${name}`);
  return `"${name}"`;
}

export interface JournalEntry {
  table: string;
  op: string;
}

export interface WriteJournal {
  /** The tables the journal watches. */
  tables: string[];
  /** The journal's position now; call before a request. */
  mark(): Promise<number>;
  /** The writes since `mark` (and the new mark). */
  since(mark: number): Promise<{ entries: JournalEntry[]; mark: number }>;
}

async function rows<T>(app: App, text: string): Promise<T[]> {
  const result = await sql.raw<T>(text).execute(app.db);
  return result.rows;
}

async function tablesOf(app: App): Promise<string[]> {
  const found =
    app.dialect === 'sqlite'
      ? await rows<{ name: string }>(
          app,
          "select name as name from main.sqlite_master where type = 'table' order by name",
        )
      : await rows<{ name: string }>(
          app,
          'select table_name as name from information_schema.tables ' +
            "where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
        );
  return found
    .map((row) => row.name)
    .filter((name) => !SKIPPED_TABLE.test(name) && !NOT_WRITES.tables.test(name));
}

/** The columns of a table, in order. */
export async function columnsOf(app: App, table: string): Promise<string[]> {
  const found =
    app.dialect === 'sqlite'
      ? await rows<{ name: string }>(
          app,
          `select name as name from pragma_table_info('${table.replace(/'/g, '')}')`,
        )
      : await rows<{ name: string }>(
          app,
          'select column_name as name from information_schema.columns ' +
            `where table_schema = 'public' and table_name = '${table.replace(/'/g, '')}' ` +
            'order by ordinal_position',
        );
  return found.map((row) => row.name);
}

async function installSqlite(app: App, tables: string[]): Promise<void> {
  await sql
    .raw(
      'create temp table fuzz_journal ' +
        '(id integer primary key autoincrement, tbl text not null, op text not null)',
    )
    .execute(app.db);
  for (const table of tables) {
    const ignored = NOT_WRITES.columns[table] ?? [];
    const watched = (await columnsOf(app, table)).filter((name) => !ignored.includes(name));
    const changed = watched.map((c) => `old.${quoted(c)} is not new.${quoted(c)}`).join(' or ');
    const note = (op: string) =>
      `begin insert into temp.fuzz_journal (tbl, op) values ('${table}', '${op}'); end`;
    const on = `on main.${quoted(table)}`;
    await sql
      .raw(`create temp trigger fuzz_${table}_i after insert ${on} ${note('INSERT')}`)
      .execute(app.db);
    await sql
      .raw(`create temp trigger fuzz_${table}_d after delete ${on} ${note('DELETE')}`)
      .execute(app.db);
    await sql
      .raw(
        `create temp trigger fuzz_${table}_u after update ${on} when ${changed} ${note('UPDATE')}`,
      )
      .execute(app.db);
  }
}

async function installPostgres(app: App, tables: string[]): Promise<void> {
  await sql
    .raw(
      'create table fuzz_journal (id bigserial primary key, tbl text not null, op text not null)',
    )
    .execute(app.db);
  await sql
    .raw(
      'create function fuzz_note() returns trigger language plpgsql as $$ begin ' +
        'insert into fuzz_journal (tbl, op) values (tg_table_name, tg_op); return null; end $$',
    )
    .execute(app.db);
  for (const table of tables) {
    const ignored = (NOT_WRITES.columns[table] ?? []).map((c) => `'${c}'`).join(', ');
    const minus = ignored ? ` - array[${ignored}]::text[]` : '';
    const on = `on ${quoted(table)} for each row`;
    await sql
      .raw(
        `create trigger fuzz_${table}_id after insert or delete ${on} execute function fuzz_note()`,
      )
      .execute(app.db);
    await sql
      .raw(
        `create trigger fuzz_${table}_u after update ${on} ` +
          `when ((to_jsonb(old)${minus}) is distinct from (to_jsonb(new)${minus})) ` +
          'execute function fuzz_note()',
      )
      .execute(app.db);
  }
}

/** Installs the journal on the app's database (once, after its migrations). */
export async function installWriteJournal(app: App): Promise<WriteJournal> {
  const tables = await tablesOf(app);
  if (app.dialect === 'sqlite') await installSqlite(app, tables);
  else await installPostgres(app, tables);
  const journal = app.dialect === 'sqlite' ? 'temp.fuzz_journal' : 'fuzz_journal';
  return {
    tables,
    async mark() {
      const [row] = await rows<{ mark: number | string | null }>(
        app,
        `select max(id) as mark from ${journal}`,
      );
      return Number(row?.mark ?? 0);
    },
    async since(mark) {
      const found = await rows<{ id: number | string; tbl: string; op: string }>(
        app,
        `select id as id, tbl as tbl, op as op from ${journal} where id > ${Number(mark)} order by id`,
      );
      const last = found.at(-1);
      return {
        entries: found.map((row) => ({ table: row.tbl, op: row.op })),
        mark: last === undefined ? mark : Number(last.id),
      };
    },
  };
}
