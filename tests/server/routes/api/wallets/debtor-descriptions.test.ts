/**
 * The debtors list's Description (issue 16, point 7): what each debt is made of, the unpaid
 * charges by kind with their months, never an item that is paid. Written through the API (dues
 * billed for last month and this one, adverts placed and paid, payments, reversals) and read back
 * from the list and its CSV export.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DebtorRecord } from '../../../../../src/shared/contract/finance-reads.js';
import type { App } from '../../../../../src/server/app.js';
import { todayInLagos } from '../../../../../src/shared/finance.js';
import {
  advertFields,
  payAdvert,
  placedAdvert,
  sectionsOf,
} from '../../../support/adverts-fixtures.js';
import { parseCsv } from '../../../support/csv.js';
import { build } from '../../../support/helper.js';
import { billingEstate, residentRegisteredAt } from '../../../support/ledger-fixtures.js';
import { page } from '../../../support/ledger-reads-scene.js';
import { community, type Community } from '../../../support/world/community.js';
import { billDues, currentMonth, recordPayment, reverse } from '../../../support/world/money.js';

const NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `2026-10` as the list writes it: `Oct-2026`. */
const shown = (month: string) => `${NAMES[Number(month.slice(5, 7)) - 1]}-${month.slice(0, 4)}`;

function monthBefore(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return index === 1 ? `${year - 1}-12` : `${year}-${String(index - 1).padStart(2, '0')}`;
}

describe('debtors: what each debt is made of', () => {
  let app: App;
  let estate: Community;
  const people: Record<string, number> = {};
  const thisMonth = currentMonth();
  const lastMonth = monthBefore(thisMonth);
  // Dues of 25000.50 a month: 50001 for the two months.

  beforeAll(async () => {
    app = await build();
    estate = await community(app);
    const { admin } = estate;
    const { refs } = await billingEstate(admin);
    const since = `${lastMonth}-01T00:00:00.000Z`;
    for (const name of ['advertPaid', 'partOfLast', 'partOfThis', 'paidUp', 'bounced', 'both']) {
      const resident = await residentRegisteredAt(app, estate.id, refs, since, `${name} Okafor`);
      people[name] = resident.residentId;
    }
    await billDues(admin, lastMonth);
    await billDues(admin);
    const [section] = await sectionsOf(admin, estate.id);
    const advert = async (residentId: number) =>
      placedAdvert(
        app,
        admin.token,
        advertFields(section!, todayInLagos(), { ResidentId: residentId }),
      );
    // The advert fee, the newest entry that raised the debt, is paid: only the dues are owed.
    const paidAdvert = await advert(people.advertPaid!);
    expect((await payAdvert(admin, paidAdvert.id)).statusCode).toBe(201);
    await recordPayment(app, admin, people.partOfLast!, 10000);
    await recordPayment(app, admin, people.partOfThis!, 30000);
    await recordPayment(app, admin, people.paidUp!, 50001);
    const bounced = await recordPayment(app, admin, people.bounced!, 50001);
    await reverse(admin, bounced.id, 'Bounced cheque');
    // An unpaid advert fee and last month's dues paid: this month's dues and the fee.
    await advert(people.both!);
    await recordPayment(app, admin, people.both!, 25000.5);
  }, 90_000);
  afterAll(() => app.close());

  const debtors = async () =>
    page<DebtorRecord>(await estate.admin.get(`/api/Residents/${estate.id}/debtors?PageSize=50`))
      .records;
  const descriptionOf = async (name: string) =>
    (await debtors()).find((record) => record.residentId === people[name])?.desc;

  it('names only the unpaid dues months when the advert fee is paid', async () => {
    expect(await descriptionOf('advertPaid')).toBe(`Dues ${shown(lastMonth)}, ${shown(thisMonth)}`);
  });

  it('pays the oldest month first and marks the month a partial payment left', async () => {
    expect(await descriptionOf('partOfLast')).toBe(
      `Dues ${shown(lastMonth)} (part), ${shown(thisMonth)}`,
    );
    expect(await descriptionOf('partOfThis')).toBe(`Dues ${shown(thisMonth)} (part)`);
  });

  it('owes again what a reversed payment had paid', async () => {
    expect(await descriptionOf('bounced')).toBe(`Dues ${shown(lastMonth)}, ${shown(thisMonth)}`);
  });

  it('groups the unpaid items by kind, oldest kind first', async () => {
    expect(await descriptionOf('both')).toBe(
      `Dues ${shown(thisMonth)}; Advert fee ${shown(todayInLagos().slice(0, 7))}`,
    );
  });

  it('does not list a resident who has paid everything', async () => {
    const listed = (await debtors()).map((record) => record.residentId);
    expect(listed).not.toContain(people.paidUp);
    expect(listed).toHaveLength(5);
  });

  it('writes the same description in the CSV export', async () => {
    const response = await estate.admin.get(`/api/Residents/${estate.id}/debtors/Export`);
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(response.body);
    const description = header!.indexOf('Description');
    const byName = new Map(rows.map((row) => [row[0], row[description]]));
    expect(byName.get('advertPaid Okafor')).toBe(`Dues ${shown(lastMonth)}, ${shown(thisMonth)}`);
    expect(byName.get('partOfThis Okafor')).toBe(`Dues ${shown(thisMonth)} (part)`);
    expect(byName.has('paidUp Okafor')).toBe(false);
  });
});
