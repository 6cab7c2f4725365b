/**
 * A cell's text read as a date or an amount (issue 17, point 4): the spellings committees' sheets
 * use, and the near misses that must be row errors rather than a wrong day or sum in the ledger.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseImportDate,
  parseNairaAmount,
} from '../../../../src/server/services/imports/values.js';
import { MAX_AMOUNT_NAIRA } from '../../../../src/shared/limits/index.js';

describe('parseImportDate', () => {
  it.each([
    ['2026-11-25', '2026-11-25'],
    ['25/11/2026', '2026-11-25'],
    ['5/1/2026', '2026-01-05'],
    ['05/01/2026', '2026-01-05'],
    ['25-11-2026', '2026-11-25'],
    ['25.11.2026', '2026-11-25'],
    ['Nov-25-2026', '2026-11-25'],
    ['nov-25-2026', '2026-11-25'],
    ['NOVEMBER 25 2026', '2026-11-25'],
    ['November 25, 2026', '2026-11-25'],
    ['Nov/5/2026', '2026-11-05'],
    ['Sept 1 2026', '2026-09-01'],
    ['25-Nov-2026', '2026-11-25'],
    ['25 November 2026', '2026-11-25'],
    ['46351', '2026-11-25'],
    ['  29/02/2028 ', '2028-02-29'],
  ])('reads %j as %s', (text, day) => {
    expect(parseImportDate(text)).toBe(day);
  });

  it.each([
    '',
    '31/02/2026',
    '29/02/2026',
    '2026-02-30',
    '2026-13-01',
    '13/13/2026',
    '25/11/26',
    '11/25/2026',
    'No-25-2026',
    'Movember 25 2026',
    'Nov-32-2026',
    '4635',
    '463510',
    '46351.5',
    '2026',
    'tomorrow',
    '25/11-2026',
  ])('refuses %j', (text) => {
    expect(parseImportDate(text)).toBeNull();
  });

  it('reads every day of a year the same in each spelling', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 364 }), (offset) => {
        const date = new Date(Date.UTC(2027, 0, 1 + offset));
        const iso = date.toISOString().slice(0, 10);
        const [year, month, day] = iso.split('-');
        const name = date.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
        expect(parseImportDate(`${day}/${month}/${year}`)).toBe(iso);
        expect(parseImportDate(`${name}-${day}-${year}`)).toBe(iso);
        expect(parseImportDate(`${day}-${name}-${year}`)).toBe(iso);
      }),
    );
  });
});

describe('parseNairaAmount', () => {
  it.each([
    ['15000', 1_500_000],
    ['15,000', 1_500_000],
    ['₦15,000.50', 1_500_050],
    ['₦ 15,000.5', 1_500_050],
    ['NGN 15,000', 1_500_000],
    ['ngn15000', 1_500_000],
    ['N15,000', 1_500_000],
    ['-2,500', -250_000],
    ['(2,500)', -250_000],
    ['(₦2,500.25)', -250_025],
    ['-₦2,500', -250_000],
    ['₦-2,500', -250_000],
    ['  1,234,567.89  ', 123_456_789],
    ['0.29', 29],
    ['0', 0],
    ['-0', 0],
    ['1,000,000,000', MAX_AMOUNT_NAIRA * 100],
  ])('reads %j as %d kobo', (text, kobo) => {
    expect(parseNairaAmount(text)).toBe(kobo);
  });

  it.each([
    '',
    '₦',
    '1,50,000',
    '15,00',
    ',500',
    '15000.123',
    '15000.',
    '.5',
    '1 500',
    '15k',
    '--2,500',
    '-(2,500)',
    '(2,500',
    '$15',
    '1e5',
    '1,000,000,000.01',
    '-1,000,000,001',
    '9'.repeat(400),
  ])('refuses %j', (text) => {
    expect(parseNairaAmount(text)).toBeNull();
  });

  it('reads any amount in kobo exactly, however it is written', () => {
    const kobo = fc.integer({ min: -MAX_AMOUNT_NAIRA * 100, max: MAX_AMOUNT_NAIRA * 100 });
    fc.assert(
      fc.property(
        kobo,
        fc.boolean(),
        fc.constantFrom('', '₦', 'NGN ', 'N'),
        (amount, commas, sign) => {
          const naira = Math.floor(Math.abs(amount) / 100);
          const rest = String(Math.abs(amount) % 100).padStart(2, '0');
          const whole = commas ? naira.toLocaleString('en-US') : String(naira);
          const text = `${amount < 0 ? '-' : ''}${sign}${whole}.${rest}`;
          expect(parseNairaAmount(text)).toBe(amount);
          if (amount < 0) expect(parseNairaAmount(`(${sign}${whole}.${rest})`)).toBe(amount);
        },
      ),
    );
  });
});
