/**
 * Guessing codes at the gate (issue 21), both databases: at most GATE_WRONG_CODES_PER_MINUTE
 * wrong codes a minute per guard and per community; once either is full every check by that
 * guard (or at that gate), a right code included, answers 429 until the minute has passed. Right
 * codes never count; another community's gate is not touched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import {
  GATE_WRONG_CODES_PER_MINUTE,
  GATE_WRONG_CODES_WINDOW_MS,
} from '../../../../../src/shared/limits/index.js';
import { messages } from '../../../../../src/shared/messages.js';
import { SECURITY } from '../../../../../src/shared/roles.js';
import { build } from '../../../support/helper.js';
import {
  CHECK,
  check,
  gateEstate,
  movableClock,
  randomCode,
  type GateEstate,
} from '../../../support/visitor-fixtures.js';
import type { Caller } from '../../../support/world/requests.js';

const clock = movableClock();
const LIMIT = GATE_WRONG_CODES_PER_MINUTE;

async function wrongCodes(as: Caller, count: number) {
  for (let i = 0; i < count; i += 1) {
    expect(await check(as, randomCode())).toEqual({ valid: false, reason: 'unknown' });
  }
}

async function expectBlocked(as: Caller, code: string) {
  const response = await as.post(CHECK, { code });
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message: messages.visitors.tooManyWrongCodes });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('Wrong codes at the gate', { timeout: 120_000 }, () => {
  let app: App;

  beforeAll(async () => {
    app = await build({ config: { clock: clock.now } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('blocks a guard after the limit of wrong codes, right codes too, until the minute passes', async () => {
    const w: GateEstate = await gateEstate(app, clock);
    const pass = await w.pass();
    // Right codes never count.
    for (let i = 0; i < LIMIT + 2; i += 1)
      expect((await check(w.guard.caller, pass.code)).valid).toBe(true);
    await wrongCodes(w.guard.caller, LIMIT);
    await expectBlocked(w.guard.caller, randomCode());
    await expectBlocked(w.guard.caller, pass.code);
    clock.advance(GATE_WRONG_CODES_WINDOW_MS + 1000);
    expect((await check(w.guard.caller, pass.code)).valid).toBe(true);
    expect(await check(w.guard.caller, randomCode())).toEqual({ valid: false, reason: 'unknown' });
  });

  it('counts per community: guards sharing a gate share its limit; another gate is free', async () => {
    const w = await gateEstate(app, clock);
    const other = await gateEstate(app, clock);
    const third = await w.estate.person(SECURITY);
    const pass = await w.pass();
    await wrongCodes(w.guard.caller, LIMIT / 2);
    await wrongCodes(w.guard2.caller, LIMIT / 2);
    await expectBlocked(third.caller, pass.code);
    await expectBlocked(w.estate.admin, pass.code);
    const theirs = await other.pass();
    expect((await check(other.guard.caller, theirs.code)).valid).toBe(true);
    clock.advance(GATE_WRONG_CODES_WINDOW_MS + 1000);
    expect((await check(third.caller, pass.code)).valid).toBe(true);
  });

  it('counts per guard: a guard at the limit stays blocked while the gate’s others check', async () => {
    const w = await gateEstate(app, clock);
    const pass = await w.pass();
    await wrongCodes(w.guard.caller, LIMIT);
    // Forget the gate's count (as if those guesses were spread over more gates): the guard's holds.
    await app.throttleStore.clear(`gate:community:${w.estate.id}`);
    await expectBlocked(w.guard.caller, pass.code);
    expect((await check(w.guard2.caller, pass.code)).valid).toBe(true);
  });

  it('admits exactly the limit of wrong codes sent at once', async () => {
    const w = await gateEstate(app, clock);
    const answers = await Promise.all(
      Array.from({ length: LIMIT + 5 }, () => w.guard.caller.post(CHECK, { code: randomCode() })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });
});
