/**
 * Placing adverts (issue 6): the amount the server computes (days × the section's price per day,
 * × 1 when the price is 0), refusals that write nothing (no advert, file row, ledger row or file
 * under DATA_DIR/uploads) and the upload rules. Who may place an advert for whom, another
 * community's section or resident, and the images: adverts-placing-rights.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import type { Advert } from '../../../../../src/shared/contract/adverts.js';
import type { DebtorProfile } from '../../../../../src/shared/contract/finance-reads.js';
import { todayInLagos } from '../../../../../src/shared/finance.js';
import { fieldLabel, messages } from '../../../../../src/shared/messages.js';
import {
  advertEstate,
  type AdvertEstate,
  advertFields,
  dayAfter,
  expectAdvertRefused,
  graphics,
  logo,
  placedAdvert,
  sectionNamed,
  sectionUrl,
  sendAdvert,
} from '../../../support/adverts-fixtures.js';
import { bigPng, GIF, JPEG, PDF, SVG, TEXT, WEBP } from '../../../support/files-fixtures.js';
import { build } from '../../../support/helper.js';

const { advert } = messages;
const required = { message: advert.required };
const FILE_URL = /^\/api\/Files\/[0-9a-f]{32}$/;

describe('placing adverts', () => {
  let app: App;
  let estate: AdvertEstate;
  let today: string;

  beforeAll(async () => {
    app = await build();
    estate = await advertEstate(app);
    today = todayInLagos();
  }, 60_000);
  afterAll(() => app.close());

  const sidebar = () => sectionNamed(estate.sections, 'Sidebar');

  /** Sends the form as `token` and expects a refusal that changed nothing. */
  const expectRefused = (
    ...args: Parameters<typeof expectAdvertRefused> extends [unknown, ...infer Rest] ? Rest : never
  ) => expectAdvertRefused(app, ...args);

  it('gives a new community the default sections', () => {
    expect(estate.sections).toEqual([
      { id: expect.any(Number), name: 'Dashboard banner', pricePerDay: 2000 },
      { id: expect.any(Number), name: 'Sidebar', pricePerDay: 1000 },
      { id: expect.any(Number), name: 'Newsletter', pricePerDay: 500 },
    ]);
    const idsB = estate.sectionsB.map((section) => section.id);
    expect(estate.sections.some((section) => idsB.includes(section.id))).toBe(false);
  });

  it('places an advert for a resident: the amount is days × price and the fee is owed', async () => {
    const response = await sendAdvert(
      app,
      estate.admin.token,
      advertFields(sidebar(), today, {
        NumberOfDay: 7,
        ResidentId: estate.neighbour.residentId,
        Name: '  Tunde Tailoring  ',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<Advert>();
    expect(placed).toEqual({
      id: expect.any(Number),
      communityId: estate.community.id,
      name: 'Tunde Tailoring',
      startDate: today,
      endDate: dayAfter(today, 6),
      numberOfDay: 7,
      cost: 7000,
      amount: 7000,
      status: 'Pending',
      section: 'Sidebar',
      sectionId: sidebar().id,
      residentId: estate.neighbour.residentId,
      advertiser: 'Tunde Neighbour',
      graphics: expect.stringMatching(FILE_URL),
      logo: expect.stringMatching(FILE_URL),
      paid: false,
      feeTransactionId: expect.stringMatching(/^NB[A-Z2-9]{12}$/),
      createdDate: expect.any(String),
    });
    expect(placed.graphics).not.toBe(placed.logo);

    const row = await app.db
      .selectFrom('adverts')
      .selectAll()
      .where('id', '=', placed.id)
      .executeTakeFirstOrThrow();
    const fee = await app.db
      .selectFrom('ledgerEntries')
      .selectAll()
      .where('id', '=', row.feeEntryId)
      .executeTakeFirstOrThrow();
    expect({
      ...fee,
      debitKobo: Number(fee.debitKobo),
      owedKobo: Number(fee.owedKobo),
    }).toMatchObject({
      communityId: estate.community.id,
      residentId: estate.neighbour.residentId,
      projectId: null,
      kind: 'advert_fee',
      debitKobo: 0,
      owedKobo: 700_000,
      status: 'pending',
      entryDate: today,
      transactionId: placed.feeTransactionId,
      description: 'Advert fee: Tunde Tailoring (Sidebar, 7 days)',
    });
    expect(Number(fee.creditKobo)).toBe(0);
    expect(row.paymentEntryId).toBeNull();
    const files = await app.db
      .selectFrom('files')
      .selectAll()
      .where('id', 'in', [row.graphicsFileId, row.logoFileId])
      .execute();
    expect(files.map((file) => [file.kind, file.communityId, file.contentType])).toEqual([
      ['image', estate.community.id, 'image/png'],
      ['image', estate.community.id, 'image/png'],
    ]);

    // The advertiser owes the fee (debtors), and no cash moved.
    const debtor = await estate.admin.get(
      `/api/Residents/${estate.community.id}/debtors/${estate.neighbour.residentId}`,
    );
    expect(debtor.json<DebtorProfile>().amountOwed).toBe(7000);
    const statistic = await estate.admin.get(`/api/Communities/${estate.community.id}/Statistics`);
    expect(statistic.json()).toMatchObject({ totalIncome: 0, availableBalance: 0 });
  });

  it('writes "1 day" for a one-day advert', async () => {
    const placed = await placedAdvert(
      app,
      estate.admin.token,
      advertFields(sidebar(), today, { NumberOfDay: 1, ResidentId: estate.neighbour.residentId }),
    );
    expect(placed).toMatchObject({ cost: 1000, endDate: today, numberOfDay: 1 });
    const fee = await app.db
      .selectFrom('ledgerEntries')
      .select('description')
      .where('transactionId', '=', placed.feeTransactionId)
      .executeTakeFirstOrThrow();
    expect(fee.description).toBe('Advert fee: Mama Put Kitchen (Sidebar, 1 day)');
  });

  it('counts ₦1 a day when the section is free (the spec fallback) and keeps kobo exact', async () => {
    const newsletter = sectionNamed(estate.sections, 'Newsletter');
    const setPrice = (pricePerDay: number) =>
      estate.admin.put(sectionUrl(newsletter.id), { name: newsletter.name, pricePerDay });
    try {
      expect((await setPrice(0)).statusCode).toBe(200);
      const free = { id: newsletter.id, pricePerDay: 0 };
      const fields = advertFields(free, today, {
        NumberOfDay: 5,
        ResidentId: estate.neighbour.residentId,
      });
      expect(fields.AdsAmount).toBe(5);
      expect(await placedAdvert(app, estate.admin.token, fields)).toMatchObject({
        cost: 5,
        amount: 5,
      });
      await expectRefused(estate.admin.token, { ...fields, AdsAmount: 0 }, 400, {
        message: advert.amountMismatch,
      });

      expect((await setPrice(333.33)).statusCode).toBe(200);
      const odd = advertFields({ id: newsletter.id, pricePerDay: 333.33 }, today, {
        NumberOfDay: 3,
        ResidentId: estate.neighbour.residentId,
      });
      expect(odd.AdsAmount).toBe(999.99);
      expect(await placedAdvert(app, estate.admin.token, odd)).toMatchObject({ cost: 999.99 });
    } finally {
      await setPrice(500);
    }
  });

  it('refuses an AdsAmount that disagrees with the section price, writing nothing', async () => {
    const fields = advertFields(sidebar(), today, {
      NumberOfDay: 4,
      ResidentId: estate.neighbour.residentId,
    });
    for (const AdsAmount of [3999.99, 4000.01, 2000, 12.345, 1e9]) {
      await expectRefused(estate.admin.token, { ...fields, AdsAmount }, 400, {
        message: advert.amountMismatch,
      });
    }
    // 4000 written with decimals is the same amount.
    expect(
      await placedAdvert(app, estate.admin.token, { ...fields, AdsAmount: '4000.00' }),
    ).toMatchObject({ cost: 4000 });
  });

  it('refuses a form with a field or a file missing, writing nothing', async () => {
    const fields = advertFields(sidebar(), today, { ResidentId: estate.neighbour.residentId });
    // The spec's one message; the field at fault marked (missing: by its label).
    const on = (name: string, text: string = required.message) => ({
      ...required,
      errors: { [name]: text },
    });
    for (const name of ['Name', 'StartDate', 'SectionId', 'NumberOfDay', 'AdsAmount']) {
      const without = Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name));
      const missing = on(name, `${fieldLabel(name)} is required`);
      await expectRefused(estate.admin.token, without, 400, missing);
      await expectRefused(estate.admin.token, { ...fields, [name]: '  ' }, 400, on(name));
    }
    await expectRefused(estate.admin.token, fields, 400, on('Graphics'), [logo()]);
    await expectRefused(estate.admin.token, fields, 400, on('AdsLogo'), [graphics()]);
    await expectRefused(estate.admin.token, fields, 400, on('Graphics'), []);
    // An empty file is a file not chosen.
    await expectRefused(estate.admin.token, fields, 400, on('Graphics'), [
      graphics(Buffer.alloc(0)),
      logo(),
    ]);
    for (const [name, value] of [
      ['SectionId', 'abc'],
      ['ResidentId', 'x1'],
      ['AdsAmount', 'a lot'],
      ['AdsAmount', '-3000'],
      ['StartDate', 'next week'],
      ['StartDate', '2026-02-30'],
    ] as const) {
      await expectRefused(estate.admin.token, { ...fields, [name]: value }, 400, on(name));
    }
    const tooLong = on('Name', 'Name must be at most 100 characters long');
    await expectRefused(estate.admin.token, { ...fields, Name: 'N'.repeat(101) }, 400, tooLong);
  });

  it('refuses a number of days outside 1..365', async () => {
    for (const NumberOfDay of ['0', '366', '2.5', 'ten', '-1']) {
      const fields = advertFields(sidebar(), today, {
        ResidentId: estate.neighbour.residentId,
        NumberOfDay,
        AdsAmount: 1000,
      });
      await expectRefused(estate.admin.token, fields, 400, {
        message: advert.invalidDays,
        errors: { NumberOfDay: advert.invalidDays },
      });
    }
    const longest = await placedAdvert(
      app,
      estate.admin.token,
      advertFields(sidebar(), today, {
        ResidentId: estate.neighbour.residentId,
        NumberOfDay: 365,
      }),
    );
    expect(longest).toMatchObject({ cost: 365_000, endDate: dayAfter(today, 364) });
  });

  it('refuses a start date in the past and takes the Lagos day of a date-time', async () => {
    const yesterday = dayAfter(today, -1);
    const fields = advertFields(sidebar(), today, { ResidentId: estate.neighbour.residentId });
    const startInPast = { message: advert.startInPast, errors: { StartDate: advert.startInPast } };
    await expectRefused(estate.admin.token, { ...fields, StartDate: yesterday }, 400, startInPast);
    await expectRefused(
      estate.admin.token,
      { ...fields, StartDate: `${yesterday}T12:00:00Z` },
      400,
      startInPast,
    );
    // 23:30 UTC yesterday is 00:30 today in Lagos.
    const lateUtc = await placedAdvert(app, estate.admin.token, {
      ...fields,
      StartDate: `${yesterday}T23:30:00.000Z`,
    });
    expect(lateUtc.startDate).toBe(today);
    const local = await placedAdvert(app, estate.admin.token, {
      ...fields,
      StartDate: `${dayAfter(today, 10)}T09:00:00`,
    });
    expect(local).toMatchObject({ startDate: dayAfter(today, 10), status: 'Pending' });
  });

  it('refuses uploads as the upload rules say, writing nothing', async () => {
    const fields = advertFields(sidebar(), today, { ResidentId: estate.neighbour.residentId });
    const imageType = (field: string) => ({
      message: messages.upload.imageType,
      errors: { [field]: messages.upload.imageType },
    });
    const wrong: [Buffer, string][] = [
      [TEXT, 'notes.png'],
      [GIF, 'anim.gif'],
      [SVG, 'vector.svg'],
      [PDF, 'flyer.pdf'],
    ];
    for (const [bytes, name] of wrong) {
      await expectRefused(estate.admin.token, fields, 400, imageType('Graphics'), [
        graphics(bytes, name),
        logo(),
      ]);
      await expectRefused(estate.admin.token, fields, 400, imageType('AdsLogo'), [
        graphics(),
        logo(bytes, name),
      ]);
    }
    const tooLarge = {
      message: messages.upload.tooLarge,
      errors: { Graphics: messages.upload.tooLarge },
    };
    await expectRefused(estate.admin.token, fields, 413, tooLarge, [
      graphics(bigPng(5 * 1024 * 1024 + 1)),
      logo(),
    ]);
    // JPEG and WebP are images too; exactly 5 MB is allowed.
    const accepted = await sendAdvert(app, estate.admin.token, fields, [
      graphics(JPEG, 'photo.jpg'),
      logo(WEBP, 'logo.webp'),
    ]);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const largest = await sendAdvert(app, estate.admin.token, fields, [
      graphics(bigPng(5 * 1024 * 1024)),
      logo(),
    ]);
    expect(largest.statusCode, largest.body).toBe(201);
  });
});
