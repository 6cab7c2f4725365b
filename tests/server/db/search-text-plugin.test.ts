/**
 * The search text plugin (issue 16): every write of a searchable name through the app's Kysely
 * also writes its search text, and a write whose name it cannot read is refused before it runs.
 * Compiled only (no database): what matters is the statement the database would get.
 */
import {
  CamelCasePlugin,
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/schema.js';
import { SearchTextPlugin } from '../../../src/server/db/search-text-plugin.js';

const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new SqliteIntrospector(kysely),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
  plugins: [new SearchTextPlugin(), new CamelCasePlugin()],
});

const STREET = { communityId: 1, buildings: 2, lga: 'Ìbàdàn', state: 'Ọ̀yọ́', country: 'Nigeria' };

describe('SearchTextPlugin', () => {
  it('adds the search text of each name an insert writes, row by row', () => {
    const { sql: text, parameters } = db
      .insertInto('streets')
      .values([
        { ...STREET, streetName: 'Ọ̀ṣun Crescent', createdAt: 'now' },
        { ...STREET, streetName: 'ÈKÓ Road', createdAt: 'now' },
      ])
      .compile();
    expect(text).toContain('"street_name_search", "lga_search", "state_search", "country_search"');
    const row = parameters.length / 2;
    expect(parameters.slice(row - 4, row)).toEqual(['osun crescent', 'ibadan', 'oyo', 'nigeria']);
    expect(parameters.slice(-4)).toEqual(['eko road', 'ibadan', 'oyo', 'nigeria']);
  });

  it('adds the search text of a renamed name to an update, and nothing to other updates', () => {
    const renamed = db
      .updateTable('residents')
      .set({ fullName: 'Adéyẹmí Ọlá', occupation: 'Tailor' })
      .where('id', '=', 1)
      .compile();
    expect(renamed.sql).toMatch(/"full_name_search" = \?/);
    expect(renamed.parameters).toContain('adeyemi ola');
    const other = db.updateTable('residents').set({ occupation: 'Tailor' }).compile();
    expect(other.sql).not.toContain('search');
  });

  it('fills writes inside a CTE too', () => {
    const query = db
      .with('added', (qb) =>
        qb.insertInto('projects').values({
          communityId: 1,
          projectName: 'Ìgbàlódé Borehole',
          projectDate: '2026-01-01',
          budgetKobo: 1,
          excoResidentId: 1,
          createdAt: 'now',
        }),
      )
      .selectFrom('streets')
      .select('id')
      .compile();
    expect(query.sql).toContain('"project_name_search"');
    expect(query.parameters).toContain('igbalode borehole');
  });

  it('refuses a name it cannot read unless the write gives its search text', () => {
    const computed = db.updateTable('streets').set({ streetName: sql<string>`upper(street_name)` });
    expect(() => computed.compile()).toThrow(/streets\.streetName .*streetNameSearch/);
    const given = db
      .updateTable('streets')
      .set({ streetName: sql<string>`upper(street_name)`, streetNameSearch: 'x' });
    expect(given.compile().sql).toContain('"street_name_search" = ?');
    const fromQuery = db
      .insertInto('auditLog')
      .columns(['action', 'target'])
      .expression(
        db.selectFrom('streets').select(['streetName as action', 'streetName as target']),
      );
    expect(() => fromQuery.compile()).toThrow(/auditLog\.target is inserted from a query/);
    const upsert = db
      .insertInto('roles')
      .values({ id: 9, roleName: 'Ọba' })
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet({ roleName: (eb) => eb.ref('excluded.roleName') }),
      );
    expect(() => upsert.compile()).toThrow(/roles\.roleName is upserted/);
  });
});
