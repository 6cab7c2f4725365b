/**
 * The fake Paystack's control API over HTTP (/_fake/*, JSON bodies), for a browser test or a
 * trial by hand; each is one method of FakePaystack, which tests in the same process call.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { json, readJson } from './http.js';
import type { FakePaystack } from './server.js';
import { transactionJson } from './state.js';

type Body = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const number = (value: unknown) => (typeof value === 'number' ? value : undefined);

const actions: Record<string, (fake: FakePaystack, body: Body) => Promise<unknown> | unknown> = {
  webhook: (fake, b) => fake.setWebhook(String(b.secretKey), String(b.url)),
  complete: (fake, b) =>
    fake.complete(String(b.reference), {
      status: text(b.status) as never,
      amountKobo: number(b.amountKobo),
      currency: text(b.currency),
      webhook: b.webhook !== false,
    }),
  event: (fake, b) =>
    fake.sendEvent(String(b.reference), {
      event: text(b.event),
      times: number(b.times),
      concurrent: b.concurrent === true,
      amountKobo: number(b.amountKobo),
      currency: text(b.currency),
      signature: text(b.signature) as never,
    }),
  'fail-verify': (fake, b) =>
    fake.failVerify(number(b.count) ?? 1, b.mode === 'hang' ? 'hang' : 'error'),
  'fail-initialize': (fake, b) => fake.failInitialize(number(b.count) ?? Infinity),
  restore: (fake) => fake.restore(),
  fee: (fake, b) => fake.setFee(number(b.kobo) ?? null),
};

export async function control(
  fake: FakePaystack,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const name = (request.url ?? '').slice('/_fake/'.length).split('?')[0] ?? '';
  if (request.method === 'GET' && name === 'transactions') {
    return json(response, 200, [...fake.state.transactions.values()].map(transactionJson));
  }
  const action = actions[name];
  if (request.method !== 'POST' || action === undefined) {
    return json(response, 404, { message: `No control ${name}` });
  }
  try {
    const result = await action(fake, await readJson(request));
    json(response, 200, { ok: true, result: result ?? null });
  } catch (error) {
    json(response, 400, { ok: false, message: String(error) });
  }
}
