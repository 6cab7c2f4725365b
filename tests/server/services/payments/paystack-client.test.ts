/**
 * The Paystack client against the fake Paystack (issue 18): what each call answers, and that an
 * outage, a 5xx, a hang past the timeout or a refused key is ProviderUnavailable (never a guess).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaystack, type FakePaystack } from '../../../../scripts/fake-paystack/server.js';
import {
  ProviderUnavailable,
  paystackClient,
  type PaystackClient,
} from '../../../../src/server/services/payments/paystack-client.js';
import { paystackFeeKobo } from '../../../../src/shared/payments.js';

const KEY = 'sk_test_client1';
let fake: FakePaystack;
let client: PaystackClient;

beforeAll(async () => {
  fake = await startFakePaystack();
  fake.acceptKeys(KEY, 'sk_test_other');
  // Long enough for a busy machine; the hang test uses its own short one.
  client = paystackClient({ baseUrl: fake.url, timeoutMs: 5_000 });
});
afterAll(async () => fake.close());

const start = (reference: string, amountKobo = 512_300) =>
  client.initialize(KEY, {
    email: 'ada@example.ng',
    amountKobo,
    reference,
    callbackUrl: 'http://localhost:3000/dashboard/payments/return',
    metadata: { residentId: 1 },
  });

describe('paystack client', () => {
  it('initializes, then verifies what the checkout paid, with its fee and payer', async () => {
    const started = await start('NBP-CLIENT1');
    expect(started.authorizationUrl).toBe(`${fake.url}/checkout/${started.accessCode}`);
    expect(await client.verify(KEY, 'NBP-CLIENT1')).toMatchObject({
      status: 'ongoing',
      amountKobo: 512_300,
      paidAt: '',
    });
    await fake.complete('NBP-CLIENT1');
    const paid = await client.verify(KEY, 'NBP-CLIENT1');
    expect(paid).toMatchObject({
      status: 'success',
      reference: 'NBP-CLIENT1',
      amountKobo: 512_300,
      currency: 'NGN',
      feesKobo: paystackFeeKobo(512_300),
      customerEmail: 'ada@example.ng',
    });
    expect(Date.parse(paid?.paidAt ?? '')).not.toBeNaN();
  });

  it('answers null for a reference Paystack does not know, or another key’s', async () => {
    expect(await client.verify(KEY, 'NBP-NEVER')).toBeNull();
    expect(await client.verify('sk_test_other', 'NBP-CLIENT1')).toBeNull();
  });

  it('lists every transaction of a period, page after page', async () => {
    for (let i = 0; i < 105; i += 1)
      fake.seed({ secretKey: 'sk_test_other', email: 'x@y.ng', amountKobo: 100 + i });
    const all = await client.listTransactions('sk_test_other', {
      from: '2000-01-01',
      to: '2999-12-31',
    });
    expect(all).toHaveLength(105);
    expect(new Set(all.map((t) => t.amountKobo)).size).toBe(105);
    // A bare `to` date is the whole of that day; a period before today has none of them.
    const today = new Date().toISOString().slice(0, 10);
    expect(await client.listTransactions('sk_test_other', { from: today, to: today })).toHaveLength(
      105,
    );
    expect(
      await client.listTransactions('sk_test_other', { from: '2000-01-01', to: '2000-01-31' }),
    ).toEqual([]);
  });

  it('is ProviderUnavailable on an outage, a 5xx, a hang past the timeout or a refused key', async () => {
    fake.failInitialize(1);
    await expect(start('NBP-CLIENT2')).rejects.toBeInstanceOf(ProviderUnavailable);
    fake.failVerify(1, 'error');
    await expect(client.verify(KEY, 'NBP-CLIENT1')).rejects.toBeInstanceOf(ProviderUnavailable);
    fake.failVerify(1, 'hang');
    const impatient = paystackClient({ baseUrl: fake.url, timeoutMs: 300 });
    await expect(impatient.verify(KEY, 'NBP-CLIENT1')).rejects.toThrow(/timed out/);
    const refused = client.verify('sk_test_unknown', 'NBP-CLIENT1');
    await expect(refused).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(refused).rejects.not.toThrow(/sk_test/);
    // The next call is answered again.
    expect((await client.verify(KEY, 'NBP-CLIENT1'))?.status).toBe('success');
  });

  it('is ProviderUnavailable when nothing listens', async () => {
    const gone = paystackClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 300 });
    await expect(gone.verify(KEY, 'NBP-CLIENT1')).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});
