/**
 * One format across every CSV export (issue 16, point 10): the residents' and the five finance
 * exports each start with a header of the column titles users see (the spec's, where it fixes a
 * CSV's columns), write dates as YYYY-MM-DD and money as plain naira with a dot and two decimals
 * (no thousands separator, no currency sign), both unquoted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import { build, unique } from '../../support/helper.js';
import { moneyEstate, parseCsv, type MoneyEstate } from '../../support/ledger-reads-fixtures.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const PLAIN_MONEY = /^-?\d+\.\d{2}$/;

interface ExportShape {
  url: (communityId: number) => string;
  header: string[];
  /** Columns (0-based) holding a date, and holding money. */
  dates: number[];
  money: number[];
}

const EXPORTS: Record<string, ExportShape> = {
  residents: {
    url: () => '/api/Residents/Export',
    header: [
      'Full name',
      'Title',
      'Email',
      'Mobile number',
      'Gender',
      'Date of birth',
      'Marital status',
      'Occupation',
      'Nationality',
      'State',
      'Status',
      'Role name',
      'Member ID',
      'Address',
      'Apartment',
      'Apartment type',
      'ID type',
      'ID expiry date',
      'Outstanding balance',
      'Referral ID',
      'Date registered',
    ],
    dates: [5, 20],
    money: [18],
  },
  transactions: {
    url: (c) => `/api/Residents/${c}/Transactions/Export`,
    header: ['Date', 'TransId', 'Description', 'Amount', 'Status'],
    dates: [0],
    money: [3],
  },
  wallet: {
    url: () => '/api/Wallets/Export',
    header: ['Date', 'comId', 'redId', 'Description', 'TransId', 'DR', 'CR', 'Status'],
    dates: [0],
    money: [5, 6],
  },
  income: {
    url: () => '/api/Allincomes/Export',
    header: ['Date', 'TransId', 'Description', 'Amount', 'Status'],
    dates: [0],
    money: [3],
  },
  expenses: {
    url: () => '/api/AllExpenses/Export',
    header: ['Date', 'TransId', 'Description', 'Amount', 'Status'],
    dates: [0],
    money: [3],
  },
  debtors: {
    url: (c) => `/api/Residents/${c}/debtors/Export`,
    header: ['Name', 'Address', 'Description', 'Principal ID', 'Amount Own'],
    dates: [],
    money: [4],
  },
};

describe('every CSV export: one header, date and number format', () => {
  let app: App;
  let estate: MoneyEstate;

  beforeAll(async () => {
    app = await build();
    estate = await moneyEstate(app, unique());
  }, 60_000);
  afterAll(() => app.close());

  for (const [name, shape] of Object.entries(EXPORTS)) {
    it(`${name}: the header users see, ISO dates and plain decimals, unquoted`, async () => {
      const response = await estate.community.admin.get(shape.url(estate.community.id));
      expect(response.statusCode, response.body).toBe(200);
      const [header, ...rows] = parseCsv(response.body);
      expect(header).toEqual(shape.header);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        for (const column of shape.dates) expect(row[column], `${name} date`).toMatch(ISO_DATE);
        for (const column of shape.money) expect(row[column], `${name} money`).toMatch(PLAIN_MONEY);
      }
      // Unquoted: a spreadsheet reads them as dates and numbers, not text.
      const [, firstLine = ''] = response.body.split('\r\n');
      const first = rows[0]!;
      for (const column of [...shape.dates, ...shape.money]) {
        expect(firstLine.split(',')).toContain(first[column]);
      }
      expect(response.body).not.toContain('₦');
    });
  }
});
