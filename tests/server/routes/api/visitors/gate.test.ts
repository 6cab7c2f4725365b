/**
 * The guard's console (issue 21, points 3 and 5), both databases: every reason a code is refused,
 * another community's code answered exactly as a made-up one, check in and out, a one-time pass
 * used once (also by 20 guards' requests at once), a recurring pass again after check-out,
 * offline replays recorded once, offline times, who may use the console, and never by dues.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import type { CheckResult, Entry } from '../../../../../src/shared/contract/visitors.js';
import { todayInLagos } from '../../../../../src/shared/finance.js';
import { messages } from '../../../../../src/shared/messages.js';
import { lagosInstant } from '../../../../../src/shared/visitor-window-text.js';
import { build, countRows } from '../../../support/helper.js';
import {
  CHECK,
  HOUR,
  check,
  checkInUrl,
  checkOutUrl,
  checkedIn,
  gateEstate,
  makePass,
  movableClock,
  newKey,
  randomCode,
  type GateEstate,
} from '../../../support/visitor-fixtures.js';

const { visitors } = messages;
// Noon in Lagos today: every window of these tests stays inside one Lagos day.
const clock = movableClock(new Date(lagosInstant(todayInLagos(), '12:00')));
const lagosWeekday = () => new Date(clock.now().getTime() + HOUR).getUTCDay();
const untilNextWeek = () => todayInLagos(new Date(clock.now().getTime() + 7 * 24 * HOUR));

describe('The guard’s console', { timeout: 120_000 }, () => {
  let app: App;
  let w: GateEstate;
  let other: GateEstate;

  beforeAll(async () => {
    app = await build({ config: { clock: clock.now } });
    w = await gateEstate(app, clock);
    other = await gateEstate(app, clock);
  });
  afterAll(async () => {
    await app?.close();
  });

  const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);

  it('answers a valid pass with the visitor, the host and their address, ignoring case and dashes', async () => {
    const pass = await w.pass({ visitorName: 'Tunde Visitor' });
    const typed = `${pass.code.slice(0, 3).toLowerCase()}-${pass.code.slice(3)}`;
    const result = await check(w.guard.caller, typed);
    expect(result).toMatchObject({
      valid: true,
      pass: { id: pass.id, visitorName: 'Tunde Visitor', status: 'active', openEntryId: null },
      host: { residentId: w.host.residentId, fullName: 'Hauwa Host' },
    });
    expect(result.reason).toBeUndefined();
    expect(result.host?.address).not.toBe('');
    expect(result.host?.apartment).not.toBe('');
  });

  it('says why not: not yet valid, expired, cancelled, not today', async () => {
    const cases: [string, Promise<{ code: string }>][] = [
      ['not-yet-valid', w.pass({ validFrom: at(1), validTo: at(3) })],
      ['expired', w.pass({ validFrom: at(-3), validTo: at(-1) })],
      ['cancelled', w.pass({ cancelled: true })],
      [
        'not-today',
        w.pass({
          recurrence: { days: [(lagosWeekday() + 1) % 7], until: untilNextWeek() },
        }),
      ],
    ];
    for (const [reason, made] of cases) {
      const result = await check(w.guard.caller, (await made).code);
      expect(result, reason).toMatchObject({ valid: false, reason });
      expect(result.pass, reason).toBeDefined();
    }
  });

  it('answers another community’s code exactly as a made-up one, and text that is no code', async () => {
    const theirs = await other.pass();
    const answers = [];
    for (const code of [theirs.code, randomCode(), 'not a code at all']) {
      const response = await w.guard.caller.post(CHECK, { code });
      expect(response.statusCode).toBe(200);
      answers.push(response.body);
    }
    expect(answers).toEqual(Array(3).fill(JSON.stringify({ valid: false, reason: 'unknown' })));
    expect((await check(other.guard.caller, theirs.code)).valid).toBe(true);
  });

  it('checks a visitor in and out; the pass is then inside, then used', async () => {
    const pass = await w.pass();
    const entry = await checkedIn(w.guard.caller, pass.id);
    expect(entry).toMatchObject({
      kind: 'pass',
      passId: pass.id,
      passCode: pass.code,
      people: 2,
      vehiclePlate: 'LND-123-AB',
      host: { residentId: w.host.residentId, fullName: 'Hauwa Host' },
      checkedInAt: clock.now().toISOString(),
      checkedInBy: 'Test Security',
      checkedOutAt: null,
    });
    const inside = await check(w.guard.caller, pass.code);
    expect(inside).toMatchObject({
      valid: false,
      reason: 'inside',
      pass: { openEntryId: entry.id },
    });
    const out = await w.guard2.caller.post(checkOutUrl(pass.id), {});
    expect(out.statusCode).toBe(200);
    expect(out.json<Entry>()).toMatchObject({ id: entry.id, checkedOutBy: 'Test Security' });
    expect(out.json<Entry>().checkedOutAt).not.toBeNull();
    expect(await check(w.guard.caller, pass.code)).toMatchObject({
      valid: false,
      reason: 'used',
      pass: { status: 'used' },
    });
    const again = await w.guard.caller.post(checkInUrl(pass.id), {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: visitors.reasons.used });
    const outAgain = await w.guard.caller.post(checkOutUrl(pass.id), {});
    expect(outAgain.statusCode).toBe(409);
    expect(outAgain.json()).toMatchObject({ message: visitors.notInside });
  });

  it('refuses a check-in the pass does not allow, with the reason’s words', async () => {
    const expired = await w.pass({ validFrom: at(-3), validTo: at(-1) });
    const response = await w.guard.caller.post(checkInUrl(expired.id), {});
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: visitors.reasons.expired });
    const inside = await w.pass();
    await checkedIn(w.guard.caller, inside.id);
    const twice = await w.guard.caller.post(checkInUrl(inside.id), {});
    expect(twice.json()).toMatchObject({ message: visitors.reasons.inside });
    const theirs = await other.pass();
    const hidden = await w.guard.caller.post(checkInUrl(theirs.id), {});
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ message: visitors.passNotFound });
  });

  it('lets a recurring pass in again on the same day after check-out', async () => {
    const pass = await w.pass({
      recurrence: { days: [0, 1, 2, 3, 4, 5, 6], until: untilNextWeek() },
    });
    await checkedIn(w.guard.caller, pass.id);
    expect((await w.guard.caller.post(checkOutUrl(pass.id), {})).statusCode).toBe(200);
    expect(await check(w.guard.caller, pass.code)).toMatchObject({ valid: true });
    await checkedIn(w.guard2.caller, pass.id);
  });

  it('checks one one-time pass in once when 20 requests of two guards race', async () => {
    const pass = await w.pass();
    const guards = [w.guard.caller, w.guard2.caller];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => guards[i % 2]!.post(checkInUrl(pass.id), {})),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort((x, y) => x - y);
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    const rows = await app.db
      .selectFrom('visitorEntries')
      .select('id')
      .where('passId', '=', pass.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('records an offline check-in replayed again and again once, in sequence and 10 at once', async () => {
    const pass = await w.pass();
    const key = newKey();
    const first = await checkedIn(w.guard.caller, pass.id, { clientKey: key });
    const replay = await w.guard.caller.post(checkInUrl(pass.id), { clientKey: key });
    expect(replay.statusCode).toBe(200);
    expect(replay.json<Entry>()).toEqual(first);

    const racing = await w.pass();
    const raceKey = newKey();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        w.guard.caller.post(checkInUrl(racing.id), { clientKey: raceKey }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort((x, y) => x - y)).toEqual([
      ...Array<number>(9).fill(200),
      201,
    ]);
    expect(new Set(answers.map((a) => a.json<Entry>().id)).size).toBe(1);

    const outKey = newKey();
    const outs = await Promise.all(
      Array.from({ length: 10 }, () =>
        w.guard.caller.post(checkOutUrl(racing.id), { clientKey: outKey }),
      ),
    );
    expect(outs.map((a) => a.statusCode)).toEqual(Array<number>(10).fill(200));
    expect(new Set(outs.map((a) => a.json<Entry>().checkedOutAt)).size).toBe(1);
  });

  it('takes an offline time within a day, and refuses one too old or in the future', async () => {
    const pass = await w.pass({ validFrom: at(-3), validTo: at(2) });
    const twoHoursAgo = at(-2).toISOString();
    const entry = await checkedIn(w.guard.caller, pass.id, {
      at: twoHoursAgo,
      clientKey: newKey(),
    });
    expect(entry.checkedInAt).toBe(twoHoursAgo);
    const later = await w.pass({ validFrom: at(-30), validTo: at(2) });
    for (const when of [at(-25), at(0.1)]) {
      const response = await w.guard.caller.post(checkInUrl(later.id), { at: when.toISOString() });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['at']);
    }
    const before = await w.guard.caller.post(checkOutUrl(pass.id), { at: at(-3).toISOString() });
    expect(before.json<Entry>().checkedOutAt).toBe(twoHoursAgo);
  });

  it('checks in the pass of a resident who owes, and no answer carries money', async () => {
    const owed = await app.db
      .selectFrom('ledgerEntries')
      .select('id')
      .where('residentId', '=', w.host.residentId)
      .execute();
    expect(owed.length).toBeGreaterThan(0);
    const pass = await w.pass();
    const checked = await w.guard.caller.post(CHECK, { code: pass.code });
    const entry = await w.guard.caller.post(checkInUrl(pass.id), {});
    expect(entry.statusCode).toBe(201);
    for (const body of [checked.body, entry.body]) {
      expect(body).not.toMatch(/amount|owing|owed|balance|debt|outstanding/i);
    }
  });

  it('is for guards and administrators only; a guard may not read residents', async () => {
    const pass = await w.pass();
    const member = await w.hostCaller.post(CHECK, { code: pass.code });
    expect(member.statusCode).toBe(403);
    expect((await w.hostCaller.post(checkInUrl(pass.id), {})).statusCode).toBe(403);
    expect((await w.guard.caller.get('/api/Residents')).statusCode).toBe(403);
    const admin = await w.estate.admin.post(CHECK, { code: pass.code });
    expect(admin.json<CheckResult>().valid).toBe(true);
    const written = await countRows(app, 'visitorEntries');
    expect(written).toBeGreaterThan(0);
  });

  it('writes a pass row directly for another resident too (fixture sanity)', async () => {
    const pass = await makePass(app, w.estate.id, w.neighbour.residentId, w.estate.adminUserId, {
      validFrom: at(-1),
      validTo: at(1),
    });
    expect((await check(w.guard.caller, pass.code)).host?.fullName).toBe('Nonso Neighbour');
  });
});
