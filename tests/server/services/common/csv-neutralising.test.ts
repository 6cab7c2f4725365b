/**
 * CSV injection (issue 12, finding 6): every text cell of an export is quoted, and every part of
 * it a spreadsheet could read as a formula (the cell's start, or after a `;` or a line break) gets
 * a `'` in front; numbers the server computes stay plain. A spreadsheet user sees the text as
 * typed, with a `'` before each formula start, and the amounts as numbers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_CSV_COLUMNS } from '../../../../src/shared/finance.js';
import type { App } from '../../../../src/server/app.js';
import {
  CsvNumber,
  csvCell,
  csvLine,
  moneyCell,
} from '../../../../src/server/services/common/csv.js';
import { build } from '../../support/helper.js';
import { parseCsv, recordExpense } from '../../support/ledger-reads-fixtures.js';
import { createResident, residentRefs } from '../../support/people-fixtures.js';
import { communityWithAdmin, type Community } from '../../support/tenant-fixtures.js';

const SEMICOLONS = 'Diesel;=1+1;@SUM(A1)';

describe('csvCell', () => {
  it('quotes every text cell and neutralises each semicolon part', () => {
    expect(csvCell(SEMICOLONS)).toBe(`"Diesel;'=1+1;'@SUM(A1)"`);
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('')).toBe('""');
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('+2348031234567')).toBe(`"'+2348031234567"`);
    expect(csvCell('-5')).toBe(`"'-5"`);
    expect(csvCell('@cmd')).toBe(`"'@cmd"`);
    expect(csvCell('\t=1')).toBe(`"'\t=1"`);
    expect(csvCell('\r=1')).toBe(`"'\r'=1"`);
    expect(csvCell('a; -1')).toBe('"a; -1"');
    expect(csvCell('a;;+1')).toBe(`"a;;'+1"`);
    expect(csvCell('Note\r\n=cmd|x')).toBe(`"Note\r\n'=cmd|x"`);
    expect(csvCell('well-known; e-mail@x')).toBe('"well-known; e-mail@x"');
    expect(csvCell('say "hi", =now')).toBe('"say ""hi"", =now"');
  });

  it('writes numbers the server computes as plain, unquoted numbers', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(moneyCell(-25050))).toBe('-250.50');
    expect(csvCell(new CsvNumber('1000.00'))).toBe('1000.00');
    expect(() => new CsvNumber('=1+1')).toThrow();
    expect(csvLine(['a', 1, moneyCell(5)])).toBe('"a",1,0.05\r\n');
  });
});

describe('exports through the API', () => {
  let app: App;
  let community: Community;

  beforeAll(async () => {
    app = await build();
    community = await communityWithAdmin(app);
    await recordExpense(community.admin, { amount: 1500.5, description: SEMICOLONS });
    const refs = await residentRefs(community.admin);
    await createResident(app, community.id, refs, {
      fullName: '-Ade;+Bello',
      email: `csv-${Date.now()}@example.ng`,
    });
  }, 60_000);
  afterAll(() => app.close());

  it('writes a semicolon formula inert in the expenses and wallet exports', async () => {
    const expenses = await community.admin.get('/api/AllExpenses/Export');
    expect(expenses.statusCode, expenses.body).toBe(200);
    const line = expenses.body.split('\r\n').find((text) => text.includes('Diesel'));
    expect(line).toMatch(/^\d{4}-\d{2}-\d{2},"NB[^"]*","Diesel;'=1\+1;'@SUM\(A1\)",/);
    expect(line).toMatch(/,1500\.50,"Approved"$/);
    const rows = parseCsv(expenses.body);
    expect(rows[0]).toEqual([...FINANCE_CSV_COLUMNS.expenses]);
    expect(rows[1]?.slice(2)).toEqual(["Diesel;'=1+1;'@SUM(A1)", '1500.50', 'Approved']);

    const wallet = await community.admin.get('/api/Wallets/Export');
    const walletRow = parseCsv(wallet.body).find((row) => row[3]?.startsWith('Diesel'));
    expect(walletRow?.slice(3)).toEqual([
      "Diesel;'=1+1;'@SUM(A1)",
      expect.stringMatching(/^NB/),
      '1500.50',
      '0.00',
      'Approved',
    ]);
    expect(wallet.body).toContain(`,${community.id},"",`);
  });

  it('neutralises every part of a resident name in the residents and debtors exports', async () => {
    const residents = await community.admin.get('/api/Residents/Export?SearchText=Bello');
    expect(residents.statusCode, residents.body).toBe(200);
    const rows = parseCsv(residents.body);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[0]).toBe("'-Ade;'+Bello");
    expect(residents.body).toContain(`"'-Ade;'+Bello","Mr",`);
  });
});
