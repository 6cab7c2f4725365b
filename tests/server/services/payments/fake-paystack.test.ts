/**
 * The fake Paystack's webhooks (issue 18), which the webhook tests trust: signed as Paystack
 * documents (hex HMAC-SHA512 of the raw body with the secret key), sent to the address set for
 * that key, bent as asked (duplicates, another amount, a bad or missing signature, a refund), and
 * its checkout's Cancel marks the transaction abandoned. Also its /_fake/* control over HTTP.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakePaystack, type FakePaystack } from '../../../../scripts/fake-paystack/server.js';

const KEY = 'sk_test_fakehooks';
interface Received {
  signature: string | undefined;
  body: string;
}

describe('fake Paystack', () => {
  let fake: FakePaystack;
  let sink: Server;
  let received: Received[] = [];

  beforeAll(async () => {
    sink = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        const signature = request.headers['x-paystack-signature'];
        received.push({ signature: typeof signature === 'string' ? signature : undefined, body });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    fake = await startFakePaystack();
    fake.setWebhook(KEY, `http://127.0.0.1:${(sink.address() as AddressInfo).port}/hook`);
  });
  afterAll(async () => {
    await fake.close();
    await new Promise((resolve) => sink.close(resolve));
  });
  beforeEach(() => {
    received = [];
  });

  const hmac = (body: string, key = KEY) => createHmac('sha512', key).update(body).digest('hex');

  it('signs charge.success with the secret key and sends it when a payment completes', async () => {
    const t = fake.seed({
      secretKey: KEY,
      reference: 'NBP-HOOK1',
      email: 'a@b.ng',
      amountKobo: 5_000,
    });
    const [delivery] = await fake.complete(t.reference);
    expect(delivery?.status).toBe(200);
    expect(received).toHaveLength(1);
    const [hook] = received;
    expect(hook!.signature).toBe(hmac(hook!.body));
    expect(JSON.parse(hook!.body)).toMatchObject({
      event: 'charge.success',
      data: { reference: 'NBP-HOOK1', amount: 5_000, currency: 'NGN', status: 'success' },
    });
  });

  it('bends events as asked: duplicates, another amount, bad or missing signatures, a refund', async () => {
    await fake.sendEvent('NBP-HOOK1', { times: 3, concurrent: true });
    await fake.sendEvent('NBP-HOOK1', { amountKobo: 1 });
    await fake.sendEvent('NBP-HOOK1', { signature: 'bad' });
    await fake.sendEvent('NBP-HOOK1', { signature: 'missing' });
    await fake.sendEvent('NBP-HOOK1', { event: 'refund.processed' });
    expect(received).toHaveLength(7);
    expect(new Set(received.slice(0, 3).map((hook) => hook.body)).size).toBe(1);
    expect(JSON.parse(received[3]!.body).data.amount).toBe(1);
    expect(received[4]!.signature).toMatch(/^[0-9a-f]{128}$/);
    expect(received[4]!.signature).not.toBe(hmac(received[4]!.body));
    expect(received[5]!.signature).toBeUndefined();
    expect(JSON.parse(received[6]!.body)).toMatchObject({
      event: 'refund.processed',
      data: { transaction_reference: 'NBP-HOOK1', status: 'processed' },
    });
    expect(received[6]!.signature).toBe(hmac(received[6]!.body));
  });

  it('answers its control calls over HTTP, and Cancel abandons a checkout', async () => {
    const control = (name: string, body: object) =>
      fetch(`${fake.url}/_fake/${name}`, { method: 'POST', body: JSON.stringify(body) });
    const t = fake.seed({
      secretKey: KEY,
      reference: 'NBP-HOOK2',
      email: 'a@b.ng',
      amountKobo: 700,
    });
    expect(
      (await control('event', { reference: 'NBP-HOOK2', event: 'charge.dispute.create' })).status,
    ).toBe(200);
    expect(JSON.parse(received[0]!.body).event).toBe('charge.dispute.create');
    const cancelled = await fetch(`${fake.url}/checkout/${t.accessCode}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(cancelled.status).toBe(303);
    expect(fake.transaction('NBP-HOOK2')?.status).toBe('abandoned');
    expect((await control('nothing', {})).status).toBe(404);
    const listed = await (await fetch(`${fake.url}/_fake/transactions`)).json();
    expect(listed).toEqual(
      expect.arrayContaining([expect.objectContaining({ reference: 'NBP-HOOK2' })]),
    );
  });
});
