/**
 * The Termii sender against the fake Termii (issue 19): the message as Termii's send API takes it,
 * the transactional route, a 4xx refused (SmsRejected), an outage, a 5xx, a hang past the timeout
 * or a body not Termii's unavailable (SmsUnavailable), and the api key in no error or log line,
 * also through the app (SMS_PROVIDER=termii) with the log at its most talkative.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTermii, type FakeTermii } from '../../../scripts/fake-termii/server.js';
import { SmsRejected, SmsUnavailable } from '../../../src/server/sms/sms-sender.js';
import { termiiSender } from '../../../src/server/sms/termii-sender.js';
import type { App } from '../../../src/server/app.js';
import { build } from '../support/helper.js';

const KEY = 'TLtermiiSecretKey0123456789abcdef';
const TO = '+2348031234567';
let fake: FakeTermii;

beforeAll(async () => {
  fake = await startFakeTermii({ apiKey: KEY });
});
afterAll(async () => fake.close());
afterEach(() => {
  fake.setDelay(0);
  fake.messages.length = 0;
});

// Long enough for a busy machine; the hang test uses its own short one.
const sender = (options: { apiKey?: string; timeoutMs?: number; baseUrl?: string } = {}) =>
  termiiSender({
    apiKey: options.apiKey ?? KEY,
    senderId: 'Estate',
    baseUrl: options.baseUrl ?? fake.url,
    timeoutMs: options.timeoutMs ?? 5_000,
  });

/** The error `send` throws (fails the test when it resolves). */
async function failure(send: Promise<void>): Promise<Error> {
  const error = await send.then(
    () => new Error('expected the send to fail'),
    (thrown: unknown) => thrown as Error,
  );
  if (error.message === 'expected the send to fail') throw error;
  return error;
}

/** Every way the error could be shown or logged. */
const shown = (error: Error) =>
  [error.message, String(error), error.stack ?? '', JSON.stringify(error)].join('\n');

describe('termii sender', () => {
  it("sends Termii's shape: the number without its plus, the sender id, plain, generic", async () => {
    await sender().send({ to: TO, text: 'Estate meeting on Saturday', transactional: false });
    expect(fake.messages).toEqual([
      {
        messageId: expect.any(String),
        apiKey: KEY,
        to: '2348031234567',
        from: 'Estate',
        sms: 'Estate meeting on Saturday',
        type: 'plain',
        channel: 'generic',
      },
    ]);
  });

  it("sends reminders by the transactional route ('dnd')", async () => {
    await sender().send({ to: TO, text: 'You owe N5,000', transactional: true });
    expect(fake.messages.map((message) => message.channel)).toEqual(['dnd']);
  });

  it("refuses on a 4xx with Termii's reason, never the key", async () => {
    fake.failNext(1, 400);
    const refused = await failure(sender().send({ to: TO, text: 'Hello', transactional: false }));
    expect(refused).toBeInstanceOf(SmsRejected);
    expect(refused.message).toContain('Fake failure 400');

    // A wrong key: Termii's 401 names no key, and neither does the error.
    const wrongKey = 'TLwrongKey9876543210';
    const badKey = await failure(
      sender({ apiKey: wrongKey }).send({ to: TO, text: 'Hello', transactional: false }),
    );
    expect(badKey).toBeInstanceOf(SmsRejected);
    expect(badKey.message).toContain('Invalid API key');
    expect(shown(badKey)).not.toContain(wrongKey);
    expect(fake.messages).toEqual([]);
  });

  it('is unavailable on a 5xx, a body that is not JSON, a hang past the timeout, no server', async () => {
    const send = (options: Parameters<typeof sender>[0] = {}) =>
      failure(sender(options).send({ to: TO, text: 'Hello', transactional: true }));

    fake.failNext(1, 503);
    const outage = await send();
    expect(outage).toBeInstanceOf(SmsUnavailable);
    expect(outage.message).toContain('HTTP 503');

    fake.failNext(1, 'not-json');
    expect(await send()).toBeInstanceOf(SmsUnavailable);

    fake.setDelay(1_000);
    const hang = await send({ timeoutMs: 100 });
    expect(hang).toBeInstanceOf(SmsUnavailable);
    expect(hang.message).toContain('timed out');
    fake.setDelay(0);

    const closed = await startFakeTermii();
    const gone = closed.url;
    await closed.close();
    const nobody = await send({ baseUrl: gone });
    expect(nobody).toBeInstanceOf(SmsUnavailable);
    expect(nobody.message).toContain('no connection');

    for (const error of [outage, hang, nobody]) expect(shown(error)).not.toContain(KEY);
    expect(fake.messages).toEqual([]);
  });

  it('sends again once Termii is back', async () => {
    fake.failNext(1, 500);
    const message = { to: TO, text: 'Retry me', transactional: false };
    expect(await failure(sender().send(message))).toBeInstanceOf(SmsUnavailable);
    await sender().send(message);
    expect(fake.messages.map((sent) => sent.sms)).toEqual(['Retry me']);
  });
});

describe('app.sms with SMS_PROVIDER=termii', () => {
  let app: App;
  const lines: string[] = [];

  beforeAll(async () => {
    app = await build({
      config: {
        logger: 'trace',
        logStream: { write: (line: string) => void lines.push(line) },
        sms: { provider: 'termii', apiKey: KEY, senderId: 'Estate', baseUrl: fake.url },
      },
    });
  }, 30_000);
  afterAll(() => app.close());

  it('sends through Termii, and the key is in no log line or error', async () => {
    expect(app.sms.provider).toBe('termii');
    await app.sms.send({ to: TO, text: 'From the app', transactional: false });
    expect(fake.messages.map((message) => [message.to, message.sms])).toEqual([
      ['2348031234567', 'From the app'],
    ]);
    fake.failNext(1, 400);
    const refused = await failure(app.sms.send({ to: TO, text: 'No', transactional: false }));
    app.log.error({ err: refused }, 'SMS refused');
    expect(lines.join('\n')).toContain('SMS refused');
    expect(lines.join('\n')).not.toContain(KEY);
    expect(shown(refused)).not.toContain(KEY);
  });
});
