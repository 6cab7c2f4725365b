/**
 * What a debt is made of (issue 16, point 7): the treasurer's allocation of an append-only ledger
 * (reversals cancel what they reverse, an advert's payment pays its fee, other payments the
 * oldest charges first) and the description the debtors list shows.
 */
import { describe, expect, it } from 'vitest';
import {
  debtDescription,
  unpaidItems,
  type OwedEntry,
} from '../../../../src/server/services/money/unpaid-items.js';

let nextId = 1;
const entry = (values: Partial<OwedEntry> & Pick<OwedEntry, 'kind' | 'owedKobo'>): OwedEntry => ({
  id: nextId++,
  entryDate: '2026-11-20',
  billingMonth: null,
  reversesEntryId: null,
  paysEntryId: null,
  ...values,
});
const dues = (month: string, kobo = 500_000) =>
  entry({ kind: 'charge', owedKobo: kobo, entryDate: `${month}-01`, billingMonth: month });
const fee = (date: string, kobo = 200_000) =>
  entry({ kind: 'advert_fee', owedKobo: kobo, entryDate: date });
const payment = (kobo: number, paysEntryId: number | null = null) =>
  entry({ kind: 'payment', owedKobo: -kobo, paysEntryId });
const reversal = (of: OwedEntry) =>
  entry({ kind: 'reversal', owedKobo: -of.owedKobo, reversesEntryId: of.id });

const described = (entries: OwedEntry[]) => debtDescription(unpaidItems(entries));

describe('unpaid items', () => {
  it('names an imported opening balance without a month, oldest first, and a credit pays dues', () => {
    const brought = (kobo: number) =>
      entry({ kind: 'opening_balance', owedKobo: kobo, entryDate: '2026-09-30' });
    expect(described([brought(4_500_000), dues('2026-10')])).toBe(
      'Balance brought forward; Dues Oct-2026',
    );
    expect(described([brought(4_500_000), payment(1_000_000)])).toBe(
      'Balance brought forward (part)',
    );
    expect(described([brought(-250_000), dues('2026-10')])).toBe('Dues Oct-2026 (part)');
  });

  it('names only the unpaid dues when the advert fee was paid for, whatever the dates', () => {
    const october = dues('2026-10');
    const november = dues('2026-11');
    const advert = fee('2026-11-15');
    expect(described([october, november, advert, payment(200_000, advert.id)])).toBe(
      'Dues Oct-2026, Nov-2026',
    );
  });

  it('pays the oldest charges first and marks the month a partial payment left', () => {
    const october = dues('2026-10');
    const november = dues('2026-11');
    const items = unpaidItems([november, october, payment(700_000)]);
    expect(items).toEqual([
      {
        entryId: november.id,
        kind: 'charge',
        month: '2026-11',
        entryDate: '2026-11-01',
        leftKobo: 300_000,
        partlyPaid: true,
      },
    ]);
    expect(described([october, november, payment(100_000)])).toBe('Dues Oct-2026 (part), Nov-2026');
  });

  it('groups kinds in the order of their oldest item', () => {
    const entries = [fee('2026-09-03'), dues('2026-10'), dues('2026-11'), fee('2026-11-15')];
    expect(described(entries)).toBe('Advert fee Sep-2026, Nov-2026; Dues Oct-2026, Nov-2026');
  });

  it('applies what an earmarked payment leaves over to the oldest charges', () => {
    const october = dues('2026-10');
    const advert = fee('2026-11-15', 200_000);
    expect(described([october, advert, payment(300_000, advert.id)])).toBe('Dues Oct-2026 (part)');
  });

  it('owes again what a reversed payment had paid, and never what a reversed charge asked', () => {
    const october = dues('2026-10');
    const november = dues('2026-11');
    const bounced = payment(1_000_000);
    expect(described([october, november, bounced, reversal(bounced)])).toBe(
      'Dues Oct-2026, Nov-2026',
    );
    expect(described([october, november, reversal(october)])).toBe('Dues Nov-2026');
  });

  it('has nothing unpaid when everything is paid, or paid ahead', () => {
    const october = dues('2026-10');
    const advert = fee('2026-11-15');
    expect(unpaidItems([october, advert, payment(200_000, advert.id), payment(500_000)])).toEqual(
      [],
    );
    expect(unpaidItems([october, payment(900_000)])).toEqual([]);
    expect(described([])).toBe('');
  });

  it('leaves unpaid exactly what is owed', () => {
    const entries = [
      dues('2026-08', 250_050),
      dues('2026-09', 250_050),
      fee('2026-09-10', 90_000),
      dues('2026-10', 250_050),
      payment(300_000),
      payment(123_456),
    ];
    const owed = entries.reduce((sum, e) => sum + e.owedKobo, 0);
    const left = unpaidItems(entries).reduce((sum, item) => sum + item.leftKobo, 0);
    expect(left).toBe(owed);
  });
});
