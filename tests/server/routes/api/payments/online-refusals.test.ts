/**
 * Pay now's refusals (issue 18, point 2), on both databases against the fake Paystack: a Member
 * paying for another household (403), a zero, negative, over-limit or fractional-kobo amount (400
 * on the amount field), a resident without an e-mail, another community's project, and Paystack
 * down during initialize (503, nothing recorded). Each refusal leaves no online payment behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import type { FakePaystack } from '../../../../../scripts/fake-paystack/server.js';
import {
  ONLINE,
  appWithFakePaystack,
  setUpPayments,
} from '../../../support/online-payments-fixtures.js';
import { community, type Community } from '../../../support/world/community.js';
import {
  sessionOfResident,
  signedInSuperAdmin,
  type TestResident,
} from '../../../support/world/people.js';
import type { Caller } from '../../../support/world/requests.js';

const { onlinePayment } = messages;

describe('Pay now refusals', { timeout: 90_000 }, () => {
  let app: App;
  let fake: FakePaystack;
  let estate: Community;
  let member: Caller;
  let neighbour: TestResident;

  beforeAll(async () => {
    ({ app, fake } = await appWithFakePaystack());
    estate = await community(app);
    await setUpPayments(app, estate.id, 'payer');
    const home = await estate.home();
    const payer = await estate.resident(home);
    neighbour = await estate.resident(home);
    member = await sessionOfResident(app, payer.residentId);
  }, 90_000);
  afterAll(() => app.close());

  const onlineRows = () =>
    app.db.selectFrom('onlinePayments').selectAll().where('communityId', '=', estate.id).execute();

  it('refuses a Member paying for another household (403), writing nothing', async () => {
    const before = (await onlineRows()).length;
    for (const response of [
      await member.post(ONLINE, { residentId: neighbour.residentId, amount: 100 }),
      await member.get(`${ONLINE}/Options?ResidentId=${neighbour.residentId}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: onlinePayment.otherHousehold });
    }
    expect(await onlineRows()).toHaveLength(before);
  });

  it("asks the Super admin to name the community for the options, then answers that one's", async () => {
    const root = (await signedInSuperAdmin(app)).caller;
    const unnamed = await root.get(`${ONLINE}/Options`);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({ message: messages.reference.chooseCommunity });
    const named = await root.get(
      `${ONLINE}/Options?communityId=${estate.id}&ResidentId=${neighbour.residentId}`,
    );
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({
      available: true,
      feeBearer: 'payer',
      residentId: neighbour.residentId,
    });
  });

  it('refuses a zero, negative, over-limit or fractional-kobo amount on the amount field', async () => {
    for (const amount of [0, -5, 1e12, 10.005]) {
      const response = await member.post(ONLINE, { amount });
      expect(response.statusCode, String(amount)).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['amount']);
    }
  });

  it('refuses a resident without an e-mail, and another community’s project', async () => {
    await app.db
      .updateTable('users')
      .set({ email: null })
      .where('id', '=', neighbour.userId)
      .execute();
    const noEmail = await estate.admin.post(ONLINE, {
      residentId: neighbour.residentId,
      amount: 100,
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({ message: onlinePayment.needsEmail });
    const elsewhere = await community(app);
    const home = await elsewhere.home();
    const exco = await elsewhere.resident(home, { roleName: 'Chairman' });
    const project = await elsewhere.project(exco.residentId);
    const wrong = await member.post(ONLINE, { amount: 100, projectId: project.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: messages.reference.wrongCommunity });
  });

  it('says Paystack is down and records nothing when initialize fails', async () => {
    const before = await onlineRows();
    fake.failInitialize();
    try {
      const response = await member.post(ONLINE, { amount: 100 });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: onlinePayment.providerDown });
    } finally {
      fake.restore();
    }
    expect(await onlineRows()).toEqual(before);
  });

  it("says the community's key was refused, and records nothing, when Paystack answers 401", async () => {
    // The fuzz run found a live key Paystack refuses answered 503 "try again shortly", which no
    // retry would mend: the Admin has to check the keys.
    const before = await onlineRows();
    fake.acceptKeys('sk_test_someoneelse');
    try {
      const response = await member.post(ONLINE, { amount: 100 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: onlinePayment.keyRefused });
    } finally {
      fake.restore();
    }
    expect(await onlineRows()).toEqual(before);
  });
});
