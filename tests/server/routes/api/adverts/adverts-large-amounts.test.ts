/**
 * Large advert amounts (fuzzer, seed 479928379): days × a large price per day is worked out in
 * whole kobo, so a placement is never a 500 ('An advert amount is not a whole number of kobo').
 * An AdsAmount that disagrees is refused with 400 advert.amountMismatch and writes nothing (no
 * advert, file row, ledger row or file under DATA_DIR/uploads); the right one is placed, with
 * its exact amount, even where the naira do not convert to kobo exactly as JS numbers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../../src/shared/messages.js';
import { todayInLagos } from '../../../../../src/shared/finance.js';
import type { App } from '../../../../../src/server/app.js';
import {
  advertEstate,
  advertState,
  placedAdvert,
  sectionNamed,
  sectionUrl,
  sendAdvert,
  type AdvertEstate,
} from '../../../support/adverts-fixtures.js';
import { build } from '../../../support/helper.js';

const { advert } = messages;

describe('adverts with large amounts', () => {
  let app: App;
  let estate: AdvertEstate;
  let today: string;

  beforeAll(async () => {
    app = await build();
    estate = await advertEstate(app);
    today = todayInLagos();
  }, 60_000);
  afterAll(() => app.close());

  /** The Newsletter section at that price per day (naira) while `run` runs. */
  async function atPrice(pricePerDay: number, run: (sectionId: number) => Promise<void>) {
    const newsletter = sectionNamed(estate.sections, 'Newsletter');
    const setPrice = (price: number) =>
      estate.admin.put(sectionUrl(newsletter.id), { name: newsletter.name, pricePerDay: price });
    const set = await setPrice(pricePerDay);
    expect(set.statusCode, set.body).toBe(200);
    try {
      await run(newsletter.id);
    } finally {
      await setPrice(newsletter.pricePerDay);
    }
  }

  const fields = (sectionId: number, days: number, amount: string) => ({
    Name: 'Admiralty Way',
    StartDate: today,
    ResidentId: estate.neighbour.residentId,
    SectionId: sectionId,
    NumberOfDay: days,
    AdsAmount: amount,
  });

  // [price per day (naira), days, the amount exactly]: days × price in naira as a JS number is
  // not 100 × a whole number of kobo within nairaToKobo's tolerance.
  const cases: [number, number, string][] = [
    [10_000_000.01, 14, '140000000.14'],
    [3_083_486.85, 187, '576612040.95'],
    [483_638.01, 305, '147509593.05'],
  ];

  for (const [price, days, exact] of cases) {
    it(`refuses a disagreeing AdsAmount for ${days} days at ₦${price} with 400, writing nothing`, async () => {
      await atPrice(price, async (sectionId) => {
        for (const amount of ['0.01', '140000000.13', `${exact}1`, '999999999.99']) {
          const before = await advertState(app);
          const response = await sendAdvert(
            app,
            estate.admin.token,
            fields(sectionId, days, amount),
          );
          expect(response.statusCode, `${amount}: ${response.body}`).toBe(400);
          expect(response.json()).toEqual({ message: advert.amountMismatch });
          expect(await advertState(app)).toEqual(before);
        }
      });
    });

    it(`places the advert for ${days} days at ₦${price} at exactly ₦${exact}`, async () => {
      await atPrice(price, async (sectionId) => {
        for (const amount of [exact, `${exact}00`]) {
          const placed = await placedAdvert(
            app,
            estate.admin.token,
            fields(sectionId, days, amount),
          );
          expect(placed).toMatchObject({ cost: Number(exact), amount: Number(exact) });
          const stored = await app.db
            .selectFrom('adverts')
            .select('amountKobo')
            .where('id', '=', placed.id)
            .executeTakeFirstOrThrow();
          expect(String(stored.amountKobo)).toBe(exact.replace('.', ''));
        }
      });
    });
  }

  it('refuses days × price above the cap with amountTooLarge, writing nothing', async () => {
    await atPrice(1_000_000_000, async (sectionId) => {
      const before = await advertState(app);
      const response = await sendAdvert(
        app,
        estate.admin.token,
        fields(sectionId, 365, '999999999.99'),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ message: advert.amountTooLarge });
      expect(await advertState(app)).toEqual(before);
    });
  });
});
