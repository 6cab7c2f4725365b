/**
 * Exactly once across servers (issue 18, point 4): two apps on one PostgreSQL database (as two
 * servers behind a load balancer) settle the same Paystack success 25 times each at once; the
 * ledger's unique provider reference leaves one payment, one receipt number and one e-mail.
 * PostgreSQL only, as the session cache's test across servers: several servers share PostgreSQL,
 * and two SQLite apps in one process block each other (better-sqlite3 waits for a lock
 * synchronously, so the holder can never finish); one server's concurrency is settle.test.ts's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import { startFakePaystack, type FakePaystack } from '../../../../scripts/fake-paystack/server.js';
import { build, createTestTarget, usePostgres, type TestTarget } from '../../support/helper.js';
import { paidOnline, setUpPayments } from '../../support/online-payments-fixtures.js';
import { mailTo } from '../../support/residents-fixtures.js';
import { community } from '../../support/world/community.js';
import { sessionOfResident } from '../../support/world/people.js';

describe.runIf(usePostgres)('settling on two servers at once', { timeout: 120_000 }, () => {
  let fake: FakePaystack;
  let target: TestTarget;
  let first: App;
  let second: App;

  beforeAll(async () => {
    fake = await startFakePaystack();
    target = await createTestTarget();
    const config = { paystackBaseUrl: fake.url, providerTimeoutMs: 30_000 };
    first = await build({ target, config });
    second = await build({ target, config });
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await target?.dispose();
    await fake?.close();
  });

  it('credits one payment, numbered once and mailed once', async () => {
    const estate = await community(first);
    const secretKey = await setUpPayments(first, estate.id, 'payer');
    const payer = await estate.resident(await estate.home(), { fullName: 'Two Servers' });
    const started = await paidOnline(fake, await sessionOfResident(first, payer.residentId), {
      amount: 4_200,
    });
    const transaction = await first.payments.paystack.verify(secretKey, started.reference);
    expect(transaction?.status).toBe('success');
    const results = await Promise.all(
      [first, second].flatMap((app) =>
        Array.from({ length: 25 }, () => app.payments.settle(estate.id, transaction!)),
      ),
    );
    const entries = await first.db
      .selectFrom('ledgerEntries')
      .select('id')
      .where('providerReference', '=', started.reference)
      .execute();
    expect(entries).toHaveLength(1);
    expect(results.filter((result) => result.outcome === 'credited')).toHaveLength(1);
    for (const result of results) expect(result.entryId).toBe(entries[0]!.id);
    const receipts = await first.db
      .selectFrom('receipts')
      .select('number')
      .where('entryId', '=', entries[0]!.id)
      .execute();
    expect(receipts).toHaveLength(1);
    const mails = await mailTo(first, payer.email);
    expect(mails.filter((mail) => mail.includes(receipts[0]!.number))).toHaveLength(1);
  });
});
