/**
 * A resident's statement of account (issue 18, point 9), on both databases: `GET
 * /api/Residents/{residentId}/Statement?From&To&Format`: the opening balance (owed before From),
 * each charge, payment and reversal of the range with the running balance, and the closing
 * balance, which equals what the resident owes when To is today; as CSV in the exports' format
 * and as a PDF. A Member reads their own; administrators any of their community; another
 * community's administrator finds nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DebtorProfile } from '../../../../../src/shared/contract/finance-reads.js';
import { todayInLagos } from '../../../../../src/shared/finance.js';
import { messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import { build } from '../../../support/helper.js';
import { billingEstate, residentRegisteredAt } from '../../../support/ledger-fixtures.js';
import { pdfText } from '../../../support/pdf-text.js';
import { community, type Community } from '../../../support/world/community.js';
import { BILLING, recordPayment, reverse } from '../../../support/world/money.js';
import { sessionOfResident, signedInSuperAdmin } from '../../../support/world/people.js';
import type { Caller } from '../../../support/world/requests.js';

/** The month `back` months before the current one (YYYY-MM). */
function monthAgo(back: number): string {
  const [year, month] = todayInLagos().slice(0, 7).split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last day of a month (YYYY-MM-DD). */
function lastDay(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
}

describe('Statement of account', { timeout: 60_000 }, () => {
  let app: App;
  let estate: Community;
  let residentId: number;
  let member: Caller;
  let neighbour: Caller;
  const [a, b, c] = [monthAgo(3), monthAgo(2), monthAgo(1)];
  const url = (from: string, to: string, format?: string) =>
    `/api/Residents/${residentId}/Statement?From=${from}&To=${to}` +
    (format ? `&Format=${format}` : '');

  beforeAll(async () => {
    app = await build();
    estate = await community(app);
    const { refs } = await billingEstate(estate.admin);
    const registered = '2020-01-01T00:00:00.000Z';
    residentId = (await residentRegisteredAt(app, estate.id, refs, registered, 'Ngozi Okoro'))
      .residentId;
    member = await sessionOfResident(app, residentId);
    neighbour = await sessionOfResident(
      app,
      (await residentRegisteredAt(app, estate.id, refs, registered)).residentId,
    );
    for (const month of [a, b, c]) {
      const billed = await estate.admin.post(BILLING, { month });
      expect([200, 201], billed.body).toContain(billed.statusCode);
    }
    // Charges of 25,000.50 on the 1st of a, b and c.
    await recordPayment(app, estate.admin, residentId, 10000, { paymentDate: `${a}-15` });
    await recordPayment(app, estate.admin, residentId, 30000, { paymentDate: `${b}-10` });
    const bounced = await recordPayment(app, estate.admin, residentId, 500, {
      paymentDate: `${c}-05`,
    });
    await reverse(estate.admin, bounced.id, 'Cheque bounced');
  }, 60_000);
  afterAll(() => app.close());

  it('lists the range with a running balance between the opening and closing balances (CSV)', async () => {
    const response = await estate.admin.get(url(`${b}-01`, lastDay(b), 'csv'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Statement_${residentId}_${b}-01_${lastDay(b)}.csv"`,
    );
    const rows = response.body.trimEnd().split('\r\n');
    expect(rows[0]).toBe('"Date","Description","TransId","Charges","Payments","Balance"');
    expect(rows[1]).toBe(`${b}-01,"Opening balance","","","",15000.50`);
    expect(rows).toHaveLength(5);
    expect(rows[2]).toMatch(new RegExp(`^${b}-01,"Dues .*",".*",25000\\.50,"",40001\\.00$`));
    expect(rows[3]).toMatch(
      new RegExp(
        `^${b}-10,"Payment from Ngozi Okoro by Bank transfer",".*","",30000\\.00,10001\\.00$`,
      ),
    );
    expect(rows[4]).toBe(`${lastDay(b)},"Closing balance","","","",10001.00`);
  });

  it('closes on what the resident owes when To is today, reversals included', async () => {
    const response = await member.get(url(`${a}-01`, todayInLagos(), 'csv'));
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.body.trimEnd().split('\r\n');
    const profile = await estate.admin.get(`/api/Residents/${estate.id}/debtors/${residentId}`);
    const owed = profile.json<DebtorProfile>().amountOwed;
    expect(owed).toBe(35001.5);
    expect(rows.at(-1)).toBe(`${todayInLagos()},"Closing balance","","","",${owed.toFixed(2)}`);
    expect(rows[1]).toMatch(/"Opening balance","","","",0\.00$/);
    // Three charges, three payments, the reversal of the last.
    expect(rows).toHaveLength(2 + 7 + 1);
    expect(
      rows.some((row) => /"Reversal of .*Cheque bounced.*",".*",500\.00,"",35001\.50$/.test(row)),
    ).toBe(true);
  });

  it('draws the same statement as a PDF', async () => {
    const response = await member.get(url(`${b}-01`, lastDay(b)));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    for (const shown of [
      estate.name,
      'Statement of account',
      'Resident: Ngozi Okoro',
      'Opening balance',
      'NGN 15,000.50',
      'NGN 25,000.50',
      'NGN 30,000.00',
      'Closing balance',
      'NGN 10,001.00',
    ]) {
      expect(text).toContain(shown);
    }
  });

  it('lets the resident and administrators read it, and nobody else', async () => {
    const range = url(`${a}-01`, lastDay(a), 'csv');
    const treasurer = (await estate.person('Treasurer')).caller;
    const superAdmin = (await signedInSuperAdmin(app)).caller;
    for (const reader of [member, estate.admin, treasurer, superAdmin]) {
      expect((await reader.get(range)).statusCode).toBe(200);
    }
    const refused = await neighbour.get(range);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: messages.statement.viewPermission });
    const elsewhere = await (await community(app)).admin.get(range);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ message: messages.statement.residentNotFound });
    expect((await app.inject({ method: 'GET', url: range })).statusCode).toBe(401);
  });

  it('refuses a range that ends before it starts, and dates that are no dates', async () => {
    const backwards = await estate.admin.get(url(`${b}-02`, `${b}-01`));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ message: messages.statement.invalidRange });
    expect((await estate.admin.get(url('2026-13-45x', `${b}-01`))).statusCode).toBe(400);
    expect((await estate.admin.get(url(`${b}-01`, `${b}-02`, 'xls'))).statusCode).toBe(400);
  });

  it("lists an imported 'Balance brought forward' with the charges it adds to", async () => {
    const { refs } = await billingEstate(estate.admin);
    const imported = await residentRegisteredAt(app, estate.id, refs, '2020-01-01T00:00:00.000Z');
    // As the residents import writes it (issue 17): owed, no cash, dated the day of the import.
    await app.repos.ledger.insertEntry({
      communityId: estate.id,
      residentId: imported.residentId,
      projectId: null,
      kind: 'opening_balance',
      owedKobo: 1_200_000,
      description: messages.finance.openingBalance,
      transactionId: `NBOPENING${Date.now()}`.slice(0, 14),
      status: 'pending',
      entryDate: `${b}-15`,
      billingMonth: null,
      reversesEntryId: null,
      reversesKind: null,
      createdAt: new Date().toISOString(),
      createdBy: null,
    });
    await recordPayment(app, estate.admin, imported.residentId, 2000, { paymentDate: `${c}-02` });
    const response = await estate.admin.get(
      `/api/Residents/${imported.residentId}/Statement?From=${b}-01&To=${lastDay(c)}&Format=csv`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.body.trimEnd().split('\r\n');
    expect(rows[1]).toMatch(/"Opening balance","","","",0\.00$/);
    expect(rows[2]).toMatch(
      new RegExp(`^${b}-15,"Balance brought forward",".*",12000\\.00,"",12000\\.00$`),
    );
    expect(rows[3]).toMatch(new RegExp(`^${c}-02,"Payment from .*","",2000\\.00,10000\\.00$`));
    expect(rows.at(-1)).toBe(`${lastDay(c)},"Closing balance","","","",10000.00`);
  });
});
