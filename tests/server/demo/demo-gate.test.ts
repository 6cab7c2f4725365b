/**
 * The demo's gate (issue 21): `npm run seed:demo` adds a guard who signs in as Security and sees
 * nothing but their own account, and visitor passes and entries at a real estate's pace (for the
 * default 200 residents ~150 passes and ~400 entries), written as the gate would have left them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app.js';
import { demoSummary } from '../../../src/server/cli/demo.js';
import {
  planDemoCommunity,
  seedDemoCommunity,
  type DemoSeedResult,
} from '../../../src/server/demo/index.js';
import { VISITOR_CODE_LENGTH } from '../../../src/shared/limits/visitors.js';
import { lastValidAt, parseDays } from '../../../src/shared/pass-validity.js';
import { SECURITY } from '../../../src/shared/roles.js';
import { looksLikeVisitorCode } from '../../../src/shared/visitors.js';
import { bearer, build, signIn } from '../support/helper.js';

const PASSWORD = 'demo password for tests';
const TODAY = '2026-06-17';
const DAY = 86_400_000;

describe('the demo gate', () => {
  let app: App;
  let result: DemoSeedResult;

  beforeAll(async () => {
    app = await build();
    result = await seedDemoCommunity(app.db, { password: PASSWORD, residents: 30 });
  }, 30_000);
  afterAll(() => app.close());

  const passesOf = (communityId: number) =>
    app.db.selectFrom('visitorPasses').selectAll().where('communityId', '=', communityId).execute();
  const entriesOf = (communityId: number) =>
    app.db
      .selectFrom('visitorEntries')
      .selectAll()
      .where('communityId', '=', communityId)
      .execute();

  it('plans ~150 passes and ~400 entries for the default 200 residents, the same each time', () => {
    const plan = planDemoCommunity({ password: PASSWORD, today: TODAY });
    const { passes, entries } = plan.gate;
    expect(passes).toHaveLength(150);
    expect(entries.length).toBeGreaterThanOrEqual(380);
    expect(entries.length).toBeLessThanOrEqual(450);
    const recurring = passes.filter((pass) => pass.recurrenceDays.length > 0);
    expect(recurring.length).toBeGreaterThanOrEqual(3);
    expect(recurring.length).toBeLessThanOrEqual(15);
    expect(passes.filter((pass) => pass.cancelled).length).toBeGreaterThan(0);
    const walkIns = entries.filter((entry) => entry.pass === null);
    expect(walkIns.length).toBeGreaterThanOrEqual(40);
    // From 60 days back to 14 days ahead; every entry before today.
    const today = Date.parse(`${TODAY}T00:00:00+01:00`);
    for (const pass of passes) {
      expect(Date.parse(pass.validFrom)).toBeGreaterThan(today - 61 * DAY);
      expect(Date.parse(pass.validFrom)).toBeLessThan(today + 15 * DAY);
      expect(Date.parse(pass.createdAt)).toBeLessThan(today);
    }
    for (const entry of entries) expect(Date.parse(entry.checkedInAt)).toBeLessThan(today);
    expect(planDemoCommunity({ password: PASSWORD, today: TODAY }).gate).toEqual(plan.gate);
    expect(plan.guard).toMatchObject({
      fullName: 'Musa Abubakar',
      email: 'guard@demo.neighbourly.ng',
    });
  });

  it('writes the passes with codes of the alphabet, unique in the community, and their end', async () => {
    const passes = await passesOf(result.communityId);
    expect(passes).toHaveLength(result.counts.visitorPasses);
    expect(result.counts.visitorPasses).toBe(23);
    expect(new Set(passes.map((pass) => pass.code)).size).toBe(passes.length);
    for (const pass of passes) {
      expect(pass.code).toHaveLength(VISITOR_CODE_LENGTH);
      expect(looksLikeVisitorCode(pass.code), pass.code).toBe(true);
      const recurrenceDays = parseDays(pass.recurrenceDays);
      expect(pass.lastValidAt).toBe(lastValidAt({ ...pass, recurrenceDays }));
      expect(pass.cancelledBy === null).toBe(pass.cancelledAt === null);
    }
    expect(passes.some((pass) => pass.recurrenceDays !== '')).toBe(true);
    // The demo Member's own: their cleaner's (recurring) and four visits.
    const members = passes.filter((pass) => pass.residentId === result.member.residentId);
    expect(members.length).toBeGreaterThanOrEqual(5);
    expect(members.some((pass) => pass.recurrenceDays !== '')).toBe(true);
    expect(members.some((pass) => pass.validFrom > new Date().toISOString())).toBe(true);
  });

  it('writes the entries, checked in and out by the guard, walk-ins and two still inside', async () => {
    const entries = await entriesOf(result.communityId);
    expect(entries).toHaveLength(result.counts.visitorEntries);
    expect(entries.length).toBeGreaterThanOrEqual(55);
    const guard = await app.repos.users.findByEmail(result.guard.email);
    expect(entries.every((entry) => entry.checkedInBy === guard!.id)).toBe(true);
    const walkIns = entries.filter((entry) => entry.kind === 'walk-in');
    expect(walkIns).toHaveLength(result.counts.walkIns);
    expect(walkIns.every((entry) => entry.passId === null)).toBe(true);
    const passIds = new Set((await passesOf(result.communityId)).map((pass) => pass.id));
    const onPasses = entries.filter((entry) => entry.kind === 'pass');
    expect(onPasses.length).toBeGreaterThan(0);
    expect(onPasses.every((entry) => passIds.has(entry.passId!))).toBe(true);
    const inside = entries.filter((entry) => entry.checkedOutAt === null);
    expect(inside).toHaveLength(2);
    for (const entry of entries) {
      expect(entry.checkedInAt < new Date().toISOString()).toBe(true);
      if (entry.checkedOutAt !== null) expect(entry.checkedOutAt > entry.checkedInAt).toBe(true);
    }
  });

  it('lets the guard sign in as Security, with no resident record and nothing but their account', async () => {
    expect(result.guard).toMatchObject({ fullName: 'Musa Abubakar', password: PASSWORD });
    const token = await signIn(app, result.guard.email, PASSWORD);
    const me = await app.inject({ url: '/api/AuthUser/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      roleName: SECURITY,
      communityId: result.communityId,
      residentId: null,
    });
    for (const url of ['/api/Residents', '/api/Wallets', '/api/Notices']) {
      expect((await app.inject({ url, headers: bearer(token) })).statusCode, url).toBe(403);
    }
    // Never billed: the residents are the plan's, the guard not among them.
    expect(result.counts.residents).toBe(30);
  });

  it('prints the guard login and the gate in the summary', () => {
    const summary = demoSummary(result, 'http://localhost:3000', 1, false);
    expect(summary).toContain(`Guard:   ${result.guard.email}   password: ${PASSWORD}`);
    expect(summary).toContain(
      `${result.counts.visitorPasses} visitor passes and ${result.counts.visitorEntries} entries`,
    );
  });
});
