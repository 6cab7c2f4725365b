/**
 * Several server processes on one database (issue 20), on PostgreSQL: two real servers (A and B,
 * support in two-servers.ts) on one database, one fake S3 and one fake Paystack. A session made on
 * one works on the other and ends on both when signed out; a file uploaded through one is served
 * by the other; sign-in limits count the failures made on both; one Idempotency-Key sent to both
 * records one payment; a month billed on both at once is charged once; a webhook delivered to both
 * at once pays once; the reminder schedule's billing, ticked by both, runs once. (SQLite serves one
 * process: tests/server/jobs/two-processes.test.ts shows a second one refused.)
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER } from '../../../src/shared/csrf.js';
import type { App } from '../../../src/server/app.js';
import type { BillingResult } from '../../../src/shared/contract/ledger-writes.js';
import type { Landlord } from '../../../src/shared/contract/landlords.js';
import { webhookPath } from '../../../src/shared/payments.js';
import { deliver } from '../../../scripts/fake-paystack/webhooks.js';
import { waitFor } from '../jobs/wait.js';
import { SCHEDULE, duesEstate, scheduleEffects } from '../reminders/support.js';
import {
  communityWithApartment,
  landlordForm,
  multipart,
  photo,
  png,
} from '../support/files-fixtures.js';
import { bearer, registerCommunity, usePostgres } from '../support/helper.js';
import {
  BILLING,
  PAYMENTS,
  billingEstate,
  currentMonth,
  paymentBody,
  residentRegisteredAt,
} from '../support/ledger-fixtures.js';
import {
  paymentsOf,
  secretKey,
  setUpPayments,
  startedPayment,
} from '../support/webhook-fixtures.js';
import { community, type Community } from '../support/world/community.js';
import { TICK_MS, call, jsonOf, startTwoServers, type TwoServers } from './two-servers.js';

const LOGIN = '/api/AuthUser/login';
const PROFILE = '/api/AuthUser/Profile';
const LOGOUT = '/api/AuthUser/logout';
/** The default sign-in limit per (account, address) pair. */
const PAIR = 10;

/** The community's ledger entries of one kind, read on the shared database. */
function entriesOf(home: App, communityId: number, kind: 'payment' | 'charge') {
  return home.db
    .selectFrom('ledgerEntries')
    .select('residentId')
    .where('communityId', '=', communityId)
    .where('kind', '=', kind)
    .execute();
}

describe.runIf(usePostgres)('two server processes on one database', { timeout: 120_000 }, () => {
  let servers: TwoServers;
  /** A community whose reminder schedule bills the month, set before the servers start. */
  let scheduled: Community;

  beforeAll(async () => {
    servers = await startTwoServers(async (home) => {
      ({ estate: scheduled } = await duesEstate(home, 2));
      const on = { enabled: true, billingDay: 1, reminderDays: [], channels: [] };
      const saved = await scheduled.admin.put(SCHEDULE, on);
      expect(saved.statusCode, saved.body).toBe(200);
    });
  }, 120_000);
  afterAll(() => servers?.close());

  /** `count` calls split between A and B (A first), all sent at once. */
  const split = <T>(count: number, send: (server: TwoServers['a']) => Promise<T>) =>
    Promise.all(Array.from({ length: count }, (_, i) => send(i % 2 === 0 ? servers.a : servers.b)));

  const login = (server: TwoServers['a'], email: string, password: string) =>
    call(server, 'POST', LOGIN, { json: { UserUniqueId: email, PassWord: password } });

  it('a session made on A works on B, and signing out on A ends it on B (Bearer)', async () => {
    const { registration } = await registerCommunity(servers.home);
    const signedIn = await login(servers.a, registration.adminEmail, registration.adminPassword);
    expect(signedIn.status).toBe(200);
    const auth = bearer(jsonOf<{ authToken: string }>(signedIn).authToken);
    expect((await call(servers.b, 'GET', PROFILE, { headers: auth })).status).toBe(200);
    const out = await call(servers.a, 'POST', LOGOUT, { headers: auth });
    expect(out.status).toBe(200);
    expect((await call(servers.b, 'GET', PROFILE, { headers: auth })).status).toBe(401);
    expect((await call(servers.a, 'GET', PROFILE, { headers: auth })).status).toBe(401);
  });

  it("the browser's session cookie made on B works on A, and signing out on B ends it on A", async () => {
    const { registration } = await registerCommunity(servers.home);
    const signedIn = await login(servers.b, registration.adminEmail, registration.adminPassword);
    expect(signedIn.status).toBe(200);
    const cookies = signedIn.response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .filter((pair) => !pair.endsWith('='));
    const csrf = cookies.find((pair) => pair.startsWith(`${CSRF_COOKIE}=`))!.split('=')[1]!;
    const browser = { cookie: cookies.join('; ') };
    expect((await call(servers.a, 'GET', PROFILE, { headers: browser })).status).toBe(200);
    const out = await call(servers.b, 'POST', LOGOUT, {
      headers: { ...browser, [CSRF_HEADER]: csrf },
    });
    expect(out.status).toBe(200);
    expect((await call(servers.a, 'GET', PROFILE, { headers: browser })).status).toBe(401);
  });

  it('counts sign-in failures made on both servers against one limit', async () => {
    const { registration } = await registerCommunity(servers.home);
    const guesses = await split(30, (server) =>
      login(server, registration.adminEmail, 'a wrong guess'),
    );
    expect(guesses.map((answer) => answer.status).sort()).toEqual([
      ...Array<number>(PAIR).fill(401),
      ...Array<number>(30 - PAIR).fill(429),
    ]);
    for (const server of [servers.a, servers.b]) {
      const right = await login(server, registration.adminEmail, registration.adminPassword);
      expect(right.status).toBe(429);
    }
  });

  it('records one payment for 50 requests with one Idempotency-Key split between them', async () => {
    const estate = await community(servers.home);
    const { refs } = await billingEstate(estate.admin);
    const { residentId } = await residentRegisteredAt(servers.home, estate.id, refs);
    const key = randomUUID();
    const answers = await split(50, (server) =>
      call(server, 'POST', PAYMENTS, {
        headers: { ...estate.auth, 'idempotency-key': key },
        json: paymentBody(residentId, { amount: 4321.5 }),
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(50).fill(201));
    expect(new Set(answers.map((answer) => answer.bytes.toString())).size).toBe(1);
    expect(await entriesOf(servers.home, estate.id, 'payment')).toHaveLength(1);
  });

  it('charges a month once when it is billed on both servers at once', async () => {
    const estate = await community(servers.home);
    const { refs } = await billingEstate(estate.admin);
    for (let i = 0; i < 3; i += 1) await residentRegisteredAt(servers.home, estate.id, refs);
    const month = currentMonth();
    const answers = await split(20, (server) =>
      call(server, 'POST', BILLING, { headers: estate.auth, json: { month } }),
    );
    for (const answer of answers) expect([200, 201]).toContain(answer.status);
    const charged = answers.map((answer) => jsonOf<BillingResult>(answer).chargedCount);
    expect(charged.reduce((total, count) => total + count, 0)).toBe(3);
    const charges = await entriesOf(servers.home, estate.id, 'charge');
    expect(charges).toHaveLength(3);
    expect(new Set(charges.map((charge) => charge.residentId)).size).toBe(3);
  });

  it('pays once for a webhook delivered to both servers at once', async () => {
    const estate = await community(servers.home);
    const key = secretKey();
    await setUpPayments(servers.home, estate.id, key);
    const payer = await estate.resident(await estate.home(), { fullName: 'Ada Payer' });
    const reference = await startedPayment(servers.home, servers.fake, {
      communityId: estate.id,
      residentId: payer.residentId,
      key,
      amountKobo: 1_250_000,
    });
    const event = servers.fake.event(reference);
    const deliveries = await split(20, (server) =>
      deliver(`${server.url}${webhookPath(estate.id)}`, event),
    );
    expect(deliveries.map((delivery) => delivery.status)).toEqual(Array<number>(20).fill(200));
    const events = () =>
      servers.home.db
        .selectFrom('paymentEvents')
        .select(['processedAt', 'outcome'])
        .where('reference', '=', reference)
        .execute();
    await waitFor(
      async () => (await events()).every((row) => row.processedAt !== null),
      'the event processed',
      30_000,
    );
    const payments = await paymentsOf(servers.home, reference);
    expect(payments).toHaveLength(1);
    expect(Number(payments[0]!.creditKobo)).toBe(1_250_000);
    expect((await events()).map((row) => row.outcome)).toEqual(['credited']);
  });

  it('serves a file uploaded through A from B, byte for byte', async () => {
    const estate = await communityWithApartment(servers.home);
    const form = await multipart(landlordForm(estate), [photo(png(0x5a))]);
    const sent = await call(servers.a, 'POST', '/api/Landlords', {
      headers: { ...estate.auth, ...form.headers },
      body: form.payload,
    });
    expect(sent.status, sent.bytes.toString()).toBe(201);
    const image = jsonOf<Landlord>(sent).image!;
    const fromA = await call(servers.a, 'GET', image, { headers: estate.auth });
    const fromB = await call(servers.b, 'GET', image, { headers: estate.auth });
    expect(fromA.status).toBe(200);
    expect(fromB.status).toBe(200);
    expect(fromB.response.headers.get('content-type')).toBe('image/png');
    expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
    expect(fromB.bytes.length).toBeGreaterThan(0);
  });

  it("bills once when the reminder schedule's tick runs on both servers", async () => {
    // Each server looks every TICK_MS: after the run, both have looked several more times.
    const effects = () => scheduleEffects(servers.home, scheduled.id);
    await waitFor(async () => (await effects()).runs.length === 1, 'the billing run', 30_000);
    await new Promise((resolve) => setTimeout(resolve, 5 * TICK_MS));
    const { charges, runs } = await effects();
    expect(runs).toEqual([{ runKey: `billing:${currentMonth()}`, noticeId: null }]);
    expect(charges).toHaveLength(2);
    const audits = await servers.home.db
      .selectFrom('auditLog')
      .select('id')
      .where('communityId', '=', scheduled.id)
      .where('action', '=', 'billing')
      .execute();
    expect(audits).toHaveLength(1);
  }, 60_000);
});
