/**
 * One cap on every amount (issue 12, finding 9), on both databases: a payment, an expense, an
 * apartment type's monthly fee, an advert section's price per day and an advert's amount are
 * each at most ₦1,000,000,000. Above it the answer is 400 with the field's message 'The amount
 * may not exceed ₦1,000,000,000' and nothing is written; the cap itself is accepted. The review's
 * ₦1,000,000,000,000 monthly fee, which made the statistic and the database disagree, is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import { MAX_AMOUNT_NAIRA, todayInLagos } from '../../../../src/shared/finance.js';
import { messages } from '../../../../src/shared/messages.js';
import {
  advertEstate,
  advertFields,
  advertState,
  sectionNamed,
  sectionUrl,
  sendAdvert,
  type AdvertEstate,
} from '../../support/adverts-fixtures.js';
import { build, countRows } from '../../support/helper.js';
import {
  EXPENSES,
  expectRefused,
  expenseBody,
  ledgerWorld,
  pay,
  paymentBody,
  type LedgerWorld,
} from '../../support/ledger-fixtures.js';
import { addApartmentType, apartmentTypeBody } from '../../support/tenant-fixtures.js';

const TOO_LARGE = 'The amount may not exceed ₦1,000,000,000';
const OVER = [MAX_AMOUNT_NAIRA + 0.01, MAX_AMOUNT_NAIRA * 2, 1_000_000_000_000];

describe('the cap on every amount', () => {
  let app: App;
  let ledger: LedgerWorld;
  let adverts: AdvertEstate;

  beforeAll(async () => {
    app = await build();
    ledger = await ledgerWorld(app);
    adverts = await advertEstate(app);
  }, 60_000);
  afterAll(() => app.close());

  it('is one limit with one message, the same for every money field', () => {
    expect(MAX_AMOUNT_NAIRA).toBe(1_000_000_000);
    for (const message of [
      messages.finance.amountTooLarge,
      messages.apartmentType.feeTooLarge,
      messages.advert.amountTooLarge,
    ]) {
      expect(message).toBe(TOO_LARGE);
    }
  });

  it('refuses a payment or an expense above it and accepts the cap itself', async () => {
    const { treasurer, payerA } = ledger;
    for (const amount of OVER) {
      await expectRefused(
        app,
        () => pay(app, treasurer.token, paymentBody(payerA.residentId, { amount })),
        400,
        TOO_LARGE,
        { amount: TOO_LARGE },
      );
      await expectRefused(
        app,
        () => treasurer.post(EXPENSES, expenseBody({ amount })),
        400,
        TOO_LARGE,
        { amount: TOO_LARGE },
      );
    }
    const paid = await pay(
      app,
      treasurer.token,
      paymentBody(payerA.residentId, { amount: MAX_AMOUNT_NAIRA }),
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const spent = await treasurer.post(EXPENSES, expenseBody({ amount: MAX_AMOUNT_NAIRA }));
    expect(spent.statusCode, spent.body).toBe(201);
  });

  it("refuses an apartment type's monthly fee above it (the review's ₦1,000,000,000,000 too)", async () => {
    const admin = ledger.world.a.admin;
    const before = await countRows(app, 'apartmentTypes');
    for (const fee of OVER) {
      const added = await admin.post(
        '/api/Apartments/AddApartmentType',
        apartmentTypeBody({ feePerPerMonth: fee }),
      );
      expect(added.statusCode, String(fee)).toBe(400);
      expect(added.json()).toEqual({ message: TOO_LARGE, errors: { feePerPerMonth: TOO_LARGE } });
    }
    expect(await countRows(app, 'apartmentTypes')).toBe(before);
    const type = await addApartmentType(admin, { feePerPerMonth: MAX_AMOUNT_NAIRA });
    expect(type.feePerPerMonth).toBe(MAX_AMOUNT_NAIRA);
    const raised = await admin.put('/api/Apartments/UpdateApartmentType', {
      ...apartmentTypeBody({ feePerPerMonth: MAX_AMOUNT_NAIRA + 1 }),
      id: type.id,
    });
    expect(raised.statusCode).toBe(400);
    expect(raised.json()).toEqual({ message: TOO_LARGE, errors: { feePerPerMonth: TOO_LARGE } });
  });

  it("refuses an advert section's price per day above it", async () => {
    const { admin, sections } = adverts;
    const section = sectionNamed(sections, 'Sidebar');
    for (const pricePerDay of OVER) {
      const response = await admin.put(sectionUrl(section.id), { name: section.name, pricePerDay });
      expect(response.statusCode, String(pricePerDay)).toBe(400);
      expect(response.json()).toEqual({ message: TOO_LARGE, errors: { pricePerDay: TOO_LARGE } });
    }
  });

  it('refuses an advert whose amount (days × price) is above it, writing nothing', async () => {
    const { admin, sections } = adverts;
    const section = sectionNamed(sections, 'Newsletter');
    const repriced = await admin.put(sectionUrl(section.id), {
      name: section.name,
      pricePerDay: MAX_AMOUNT_NAIRA,
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    const priced = { id: section.id, pricePerDay: MAX_AMOUNT_NAIRA };
    const before = await advertState(app);
    const twoDays = await sendAdvert(app, admin.token, {
      ...advertFields(priced, todayInLagos(), { NumberOfDay: 2 }),
      ResidentId: adverts.neighbour.residentId,
    });
    expect(twoDays.statusCode, twoDays.body).toBe(400);
    expect(twoDays.json()).toEqual({ message: TOO_LARGE, errors: { AdsAmount: TOO_LARGE } });
    expect(await advertState(app)).toEqual(before);
    const oneDay = await sendAdvert(app, admin.token, {
      ...advertFields(priced, todayInLagos(), { NumberOfDay: 1 }),
      ResidentId: adverts.neighbour.residentId,
    });
    expect(oneDay.statusCode, oneDay.body).toBe(201);
  });
});
