/**
 * Creating visitor passes (issue 21, point 2), both databases: a Member for their own household,
 * an administrator for any resident of the community; the code, the QR image and the text to
 * share; recurring passes; each rule broken answers 400 on its field and writes nothing; the
 * Security role is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import { messages } from '../../../../../src/shared/messages.js';
import { PASS_WINDOW_MAX_HOURS } from '../../../../../src/shared/limits/index.js';
import { lagosInstant } from '../../../../../src/shared/visitor-window-text.js';
import { VISITOR_CODE_ALPHABET } from '../../../../../src/shared/visitors.js';
import { build, countRows } from '../../../support/helper.js';
import { decodeQrDataUrl } from '../../../support/qr-decode.js';
import {
  PASSES,
  createPass,
  lagosDate,
  passBody,
  passEstate,
  type PassEstate,
} from './passes-fixtures.js';

const { visitors } = messages;
const PEOPLE_RANGE = 'Number of people must be between 1 and 50';
const CODE_SHAPE = new RegExp(`^[${VISITOR_CODE_ALPHABET}]{6}$`);

describe('Creating a visitor pass', { timeout: 60_000 }, () => {
  let app: App;
  let w: PassEstate;

  beforeAll(async () => {
    app = await build();
    w = await passEstate(app);
  }, 60_000);
  afterAll(() => app.close());

  it('a Member creates one for their own household: code, QR image and the text to share', async () => {
    const day = lagosDate(1);
    const response = await w.member.post(
      PASSES,
      passBody({ visitorPhone: '+234 803 123 4567', vehiclePlate: ' lsd  123 xy ' }),
    );
    expect(response.statusCode).toBe(201);
    const pass = response.json();
    expect(pass).toMatchObject({
      residentId: w.host.residentId,
      hostName: 'Ngozi Adebayo',
      visitorName: 'Chidi Okafor',
      visitorPhone: '08031234567',
      vehiclePlate: 'LSD 123 XY',
      people: 2,
      recurrence: null,
      status: 'active',
      validFrom: lagosInstant(day, '10:00'),
      validTo: lagosInstant(day, '18:00'),
    });
    expect(pass.code).toMatch(CODE_SHAPE);
    expect(pass.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    // The guard's camera reads the code back from the image.
    expect(decodeQrDataUrl(pass.qrDataUrl)).toBe(pass.code);
    expect(pass.shareText).toContain(`Hello Chidi Okafor, Ngozi Adebayo has invited you to`);
    expect(pass.shareText).toContain(w.estate.name);
    expect(pass.shareText).toContain(`Your gate code is ${pass.code}, valid on`);
    expect(pass.shareText).toContain(', 10:00 to 18:00.');
    // GET answers the same pass, with the same QR and text.
    const again = await w.member.get(`${PASSES}/${pass.id}`);
    expect(again.json()).toEqual(pass);
  });

  it("a Member naming their own record is fine; naming a neighbour's is refused (403)", async () => {
    const own = await w.member.post(PASSES, passBody({ residentId: w.host.residentId }));
    expect(own.statusCode).toBe(201);
    const before = await countRows(app, 'visitorPasses');
    const other = await w.member.post(PASSES, passBody({ residentId: w.neighbour.residentId }));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(messages.auth.forbidden);
    expect(await countRows(app, 'visitorPasses')).toBe(before);
  });

  it('the Admin creates one for any resident of the community, and must name one', async () => {
    const pass = await createPass(w.estate.admin, { residentId: w.neighbour.residentId });
    expect(pass).toMatchObject({ residentId: w.neighbour.residentId, hostName: 'Tunde Bello' });
    expect(pass.shareText).toContain('Tunde Bello has invited you');
    const unnamed = await w.estate.admin.post(PASSES, passBody());
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors).toEqual({ residentId: visitors.residentRequired });
  });

  it("another community's resident is no host here (400 on residentId)", async () => {
    const other = await passEstate(app);
    const response = await w.estate.admin.post(
      PASSES,
      passBody({ residentId: other.host.residentId }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: visitors.residentNotFound,
      errors: { residentId: visitors.residentNotFound },
    });
  });

  it('a recurring pass: its days, hours and last day in words', async () => {
    const until = lagosDate(40);
    const pass = await createPass(w.member, { recurrence: { days: [5, 1, 3], until } });
    expect(pass.recurrence).toEqual({ days: [1, 3, 5], until });
    expect(pass.status).toBe('active');
    const [year, month, day] = until.split('-').map(Number);
    const monthName = new Date(Date.UTC(year!, month! - 1, day)).toLocaleString('en-GB', {
      month: 'short',
      timeZone: 'UTC',
    });
    expect(pass.shareText).toContain(
      `valid Mon, Wed and Fri, 10:00 to 18:00, until ${day} ${monthName} ${year}.`,
    );
  });

  it('codes are 6 characters of the alphabet, different for each pass', async () => {
    const codes = new Set<string>();
    for (let index = 0; index < 30; index += 1) {
      const pass = await createPass(w.member);
      expect(pass.code).toMatch(CODE_SHAPE);
      codes.add(pass.code);
    }
    expect(codes.size).toBe(30);
  });

  it('a guard (Security) may not create passes', async () => {
    const response = await w.guard.post(PASSES, passBody({ residentId: w.host.residentId }));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.auth.forbidden);
  });
});

describe('A pass refused names its field and writes nothing', { timeout: 60_000 }, () => {
  let app: App;
  let w: PassEstate;

  beforeAll(async () => {
    app = await build();
    w = await passEstate(app);
  }, 60_000);
  afterAll(() => app.close());

  const tomorrow = () => lagosDate(1);
  const at = (days: number, time: string) => lagosInstant(lagosDate(days), time);

  const cases: [string, () => Record<string, unknown>, string, string][] = [
    [
      'a blank visitor name',
      () => ({ visitorName: '   ' }),
      'visitorName',
      'Visitor’s name is required',
    ],
    [
      'the end before the start',
      () => ({ validFrom: at(1, '18:00'), validTo: at(1, '10:00') }),
      'validTo',
      visitors.windowOrder,
    ],
    [
      'a window too long',
      () => ({ validFrom: at(1, '10:00'), validTo: at(5, '10:00') }),
      'validTo',
      visitors.windowTooLong.replace('%{hours}', String(PASS_WINDOW_MAX_HOURS)),
    ],
    [
      'a window over',
      () => ({ validFrom: at(-2, '10:00'), validTo: at(-2, '18:00') }),
      'validTo',
      visitors.windowPast,
    ],
    [
      'a start more than a year ahead',
      () => ({ validFrom: at(400, '10:00'), validTo: at(400, '18:00') }),
      'validFrom',
      visitors.startTooFar,
    ],
    [
      'a recurring window over two days',
      () => ({
        validFrom: at(1, '22:00'),
        validTo: at(2, '06:00'),
        recurrence: { days: [1], until: lagosDate(30) },
      }),
      'validTo',
      visitors.recurringSameDay,
    ],
    [
      'a recurring pass with no day',
      () => ({ recurrence: { days: [], until: lagosDate(30) } }),
      'recurrence',
      visitors.daysRequired,
    ],
    [
      'a last day before the first',
      () => ({
        validFrom: at(3, '08:00'),
        validTo: at(3, '16:00'),
        recurrence: { days: [1], until: tomorrow() },
      }),
      'recurrence',
      visitors.untilOrder,
    ],
    [
      'a last day more than a year ahead',
      () => ({ recurrence: { days: [1], until: lagosDate(400) } }),
      'recurrence',
      visitors.untilTooFar,
    ],
    [
      'a phone that is not Nigerian',
      () => ({ visitorPhone: '12345' }),
      'visitorPhone',
      messages.phone.invalid,
    ],
    ['no people', () => ({ people: 0 }), 'people', PEOPLE_RANGE],
    ['too many people', () => ({ people: 51 }), 'people', PEOPLE_RANGE],
  ];

  it.each(cases)('%s', async (_name, overrides, field, message) => {
    const before = await countRows(app, 'visitorPasses');
    const response = await w.member.post(PASSES, passBody(overrides()));
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(Object.keys(errors)).toEqual([field]);
    if (message !== '') {
      expect(errors[field]).toBe(message);
      expect(response.json().message).toBe(message);
    }
    expect(await countRows(app, 'visitorPasses')).toBe(before);
  });
});
