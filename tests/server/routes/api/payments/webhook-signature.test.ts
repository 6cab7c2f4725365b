/**
 * The webhook's signature (issue 18, point 3), both databases: only `x-paystack-signature`, the
 * hex HMAC-SHA512 of the raw body under the community's own secret key, is accepted. A forged or
 * missing signature, the timestamped `t=…,v1=…` form (not in Paystack's documentation), another
 * community's key, an unknown community or one without settings: 401, and nothing is written.
 * A signed event is stored once: a duplicate delivery is answered 200 and not stored again; an
 * event type we do not handle is stored and ignored.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import { messages } from '../../../../../src/shared/messages.js';
import type { FakePaystack } from '../../../../../scripts/fake-paystack/server.js';
import { community } from '../../../support/world/community.js';
import {
  appWithFake,
  deliver,
  processed,
  secretKey,
  setUpPayments,
  storedEvents,
} from '../../../support/webhook-fixtures.js';

describe('Paystack webhook signature', { timeout: 60_000 }, () => {
  let app: App;
  let fake: FakePaystack;
  let communityId: number;
  let otherId: number;
  let bareId: number;
  const key = secretKey();
  const otherKey = secretKey();
  const logLines: string[] = [];

  beforeAll(async () => {
    ({ app, fake } = await appWithFake(logLines));
    communityId = (await community(app)).id;
    otherId = (await community(app)).id;
    bareId = (await community(app)).id;
    await setUpPayments(app, communityId, key);
    await setUpPayments(app, otherId, otherKey);
  }, 60_000);
  afterAll(() => app.close());

  function charge(signWith = key) {
    const t = fake.seed({ secretKey: signWith, email: 'payer@example.com', amountKobo: 500_000 });
    return fake.event(t.reference, { event: 'charge.success' });
  }

  async function refusedAndNothingWritten(target: number, event: ReturnType<typeof charge>) {
    const response = await deliver(app, target, event);
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toEqual({ message: messages.webhook.badSignature });
    await processed(app);
    expect(await storedEvents(app, target)).toEqual([]);
  }

  it('refuses a forged signature (signed with another key)', async () => {
    const t = fake.seed({ secretKey: key, email: 'a@example.com', amountKobo: 1000 });
    await refusedAndNothingWritten(communityId, fake.event(t.reference, { signature: 'bad' }));
  });

  it('logs a refusal as a warning, without the secret key or the body', async () => {
    const t = fake.seed({ secretKey: key, email: 'logged@example.com', amountKobo: 4321 });
    const event = fake.event(t.reference, { signature: 'bad' });
    logLines.length = 0;
    await refusedAndNothingWritten(communityId, event);
    const warnings = logLines.filter((line) => line.includes('Paystack webhook refused'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40, communityId });
    const logged = logLines.join('\n');
    for (const secret of [
      key,
      t.reference,
      'logged@example.com',
      event.headers['x-paystack-signature']!,
    ]) {
      expect(logged).not.toContain(secret);
    }
  });

  it('refuses a missing signature', async () => {
    const t = fake.seed({ secretKey: key, email: 'a@example.com', amountKobo: 1000 });
    await refusedAndNothingWritten(communityId, fake.event(t.reference, { signature: 'missing' }));
  });

  it("refuses the timestamped t=…,v1=… form, which Paystack's documentation does not have", async () => {
    const event = charge();
    const t = Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha512', key).update(`${t}.${event.body}`).digest('hex');
    const headers = { ...event.headers, 'x-paystack-signature': `t=${t},v1=${v1}` };
    await refusedAndNothingWritten(communityId, { ...event, headers });
  });

  it("refuses a body changed after signing, and another community's key", async () => {
    const event = charge();
    await refusedAndNothingWritten(communityId, { ...event, body: event.body.replace('5', '6') });
    await refusedAndNothingWritten(communityId, charge(otherKey));
  });

  it('refuses a community without payment settings, and one that does not exist', async () => {
    await refusedAndNothingWritten(bareId, charge());
    const response = await deliver(app, 999_999, charge());
    expect(response.statusCode).toBe(401);
  });

  it('stores a signed event once: a duplicate is answered 200 and not stored again', async () => {
    const t = fake.seed({ secretKey: otherKey, email: 'b@example.com', amountKobo: 2000 });
    const event = fake.event(t.reference, { event: 'subscription.create' });
    for (let i = 0; i < 3; i += 1) {
      const response = await deliver(app, otherId, event);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: messages.webhook.received });
    }
    await processed(app);
    const stored = await storedEvents(app, otherId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      eventType: 'subscription.create',
      eventKey: `subscription.create:${t.id}`,
      outcome: 'ignored',
    });
    expect(stored[0]?.processedAt).not.toBeNull();
  });
});
