/**
 * What the write watch reports (db/write-watch.ts): the session cache trusts it to name every
 * table a statement writes, so a write it cannot read is reported as any table.
 */
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANY_TABLE, WriteWatch } from '../../../src/server/db/write-watch.js';

interface Tables {
  sessions: { id: number; revokedAt: string | null };
  ledgerEntries: { id: number; amount: number };
}

describe('write watch', () => {
  const watch = new WriteWatch();
  const heard: string[] = [];
  watch.onWrite((table) => heard.push(table));
  const db = new Kysely<Tables>({
    dialect: new SqliteDialect({ database: new SQLite(':memory:') }),
    plugins: [new CamelCasePlugin(), watch],
  });
  const heardFrom = async (run: () => Promise<unknown>) => {
    heard.length = 0;
    await run();
    return [...heard];
  };

  beforeAll(async () => {
    await sql`create table sessions (id integer primary key, revoked_at text)`.execute(db);
    await sql`create table ledger_entries (id integer primary key, amount integer)`.execute(db);
  });
  afterAll(() => db.destroy());

  it('names the table of an insert, an update and a delete, and nothing for a read', async () => {
    expect(
      await heardFrom(() => db.insertInto('sessions').values({ id: 1, revokedAt: null }).execute()),
    ).toEqual(['sessions']);
    expect(
      await heardFrom(() => db.updateTable('sessions').set({ revokedAt: 'now' }).execute()),
    ).toEqual(['sessions']);
    expect(await heardFrom(() => db.deleteFrom('ledgerEntries').execute())).toEqual([
      'ledger_entries',
    ]);
    expect(await heardFrom(() => db.selectFrom('sessions').selectAll().execute())).toEqual([]);
    expect(await heardFrom(() => sql`select 1`.execute(db))).toEqual([]);
  });

  it('reports a raw statement that is not a plain read as any table', async () => {
    expect(await heardFrom(() => sql`update sessions set revoked_at = null`.execute(db))).toEqual([
      ANY_TABLE,
    ]);
  });

  it('names the tables written by data-modifying CTEs, announced after a prepared run', () => {
    const statement = db
      .with('entry', (qb) =>
        qb.insertInto('ledgerEntries').values({ id: 7, amount: 5 }).returningAll(),
      )
      .with('revoked', (qb) => qb.updateTable('sessions').set({ revokedAt: 'now' }).returning('id'))
      .selectFrom('entry')
      .selectAll()
      .compile();
    heard.length = 0;
    watch.announce(statement.query);
    expect(heard.sort()).toEqual(['ledger_entries', 'sessions']);
  });
});
