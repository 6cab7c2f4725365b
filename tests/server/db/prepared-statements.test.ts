/**
 * Named prepared statements on PostgreSQL (issue 14): a statement Kysely sends with values is
 * prepared once per connection under a name made from its text, and a capped number of texts get
 * names. SQLite is not concerned.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app.js';
import { StatementNames } from '../../../src/server/db/prepared-statements.js';
import { build, usePostgres } from '../support/helper.js';

describe('statement names', () => {
  it('names a text the same way every time, other texts otherwise, and no more than the cap', () => {
    const names = new StatementNames(2);
    const first = names.of('select $1');
    expect(first).toMatch(/^n_[\w-]{22}$/);
    expect(names.of('select $1')).toBe(first);
    expect(new StatementNames().of('select $1')).toBe(first);
    const second = names.of('select $1, $2');
    expect(second).not.toBe(first);
    expect(names.of('select $1, $2, $3')).toBeUndefined();
    expect(names.of('select $1')).toBe(first);
  });
});

describe.runIf(usePostgres)('prepared statements on PostgreSQL', () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  }, 30_000);
  afterAll(() => app.close());

  it('prepares a statement with values once on its connection, and answers as before', async () => {
    await app.db.connection().execute(async (db) => {
      const query = () => db.selectFrom('roles').select('roleName').where('id', '=', 1);
      const first = await query().execute();
      const second = await query().execute();
      expect(second).toEqual(first);
      expect(first).toHaveLength(1);
      const { rows } = await sql<{ statement: string }>`
        select statement from pg_prepared_statements where name like ${'n\\_%'}`.execute(db);
      const text = query().compile().sql;
      expect(rows.filter((row) => row.statement === text)).toHaveLength(1);
    });
  });
});
