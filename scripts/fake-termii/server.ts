/**
 * A fake Termii (issue 19) for tests and local trials: Termii's send API (POST /api/sms/send) on a
 * random local port, keeping every message it accepts, with failures and delays on demand. Also
 * over HTTP for a browser test or a trial by hand: GET /_fake/messages, POST /_fake/fail
 * {count, status}, POST /_fake/delay {ms}. It never reaches the internet.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { json, readJson } from '../fake-paystack/http.js';

/** A message as Termii received it (the api key kept apart, for the tests that check it). */
export interface FakeSms {
  messageId: string;
  apiKey: string;
  to: string;
  from: string;
  sms: string;
  type: string;
  channel: string;
}

/** A failure to answer with: an HTTP status, or 'not-json' (a 200 whose body is a web page). */
export type FakeFailure = number | 'not-json';

export interface FakeTermii {
  url: string;
  /** Every message accepted, oldest first. */
  messages: FakeSms[];
  /** The next `count` sends answer `status` (e.g. 400, 401, 503) instead of being accepted. */
  failNext(count: number, status: FakeFailure): void;
  /** Each answer waits this long first (0: none), to test the sender's timeout. */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

const DIGITS_234 = /^234\d{10}$/;

export async function startFakeTermii(options: { port?: number; apiKey?: string } = {}) {
  const messages: FakeSms[] = [];
  const failures: FakeFailure[] = [];
  let delayMs = 0;

  async function send(request: IncomingMessage, response: ServerResponse) {
    const body = await readJson(request);
    const failure = failures.shift();
    if (failure === 'not-json') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<html><body>Bad gateway</body></html>');
    }
    if (failure !== undefined) {
      return json(response, failure, { message: `Fake failure ${failure}` });
    }
    const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
    if (options.apiKey !== undefined && text('api_key') !== options.apiKey) {
      return json(response, 401, { message: 'Invalid API key' });
    }
    if (!DIGITS_234.test(text('to')))
      return json(response, 400, { message: 'Invalid phone number' });
    if (text('from') === '' || text('sms') === '') {
      return json(response, 400, { message: 'from and sms are required' });
    }
    const messageId = randomBytes(8).toString('hex');
    messages.push({
      messageId,
      apiKey: text('api_key'),
      to: text('to'),
      from: text('from'),
      sms: text('sms'),
      type: text('type'),
      channel: text('channel'),
    });
    json(response, 200, {
      code: 'ok',
      message_id: messageId,
      message: 'Successfully Sent',
      balance: 9,
      user: 'Fake',
    });
  }

  async function control(request: IncomingMessage, response: ServerResponse) {
    const path = request.url ?? '';
    if (request.method === 'GET' && path === '/_fake/messages')
      return json(response, 200, messages);
    const body = await readJson(request);
    if (path === '/_fake/fail') {
      fake.failNext(
        Number(body.count ?? 1),
        body.status === 'not-json' ? 'not-json' : Number(body.status ?? 503),
      );
      return json(response, 200, { ok: true });
    }
    if (path === '/_fake/delay') {
      fake.setDelay(Number(body.ms ?? 0));
      return json(response, 200, { ok: true });
    }
    json(response, 404, { message: 'No such control' });
  }

  const server: Server = createServer((request, response) => {
    const path = request.url ?? '';
    const handle = path.startsWith('/_fake/')
      ? control
      : request.method === 'POST' && path === '/api/sms/send'
        ? send
        : async () => json(response, 404, { message: 'Not found' });
    const run =
      path.startsWith('/_fake/') || delayMs === 0
        ? Promise.resolve()
        : new Promise((resolve) => setTimeout(resolve, delayMs));
    run
      .then(() => handle(request, response))
      .catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500);
        response.end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));

  const fake: FakeTermii = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    messages,
    failNext(count, status) {
      failures.push(...Array.from({ length: count }, () => status));
    },
    setDelay(ms) {
      delayMs = ms;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
