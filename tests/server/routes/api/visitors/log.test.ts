/**
 * The entry log (issue 21, point 4), both databases: newest first, paged; a range of Lagos days
 * (default the last week; order and length checked); search over visitor, phone, plate, code,
 * host and guard; a Member sees only their own visitors, guards and administrators all of their
 * community's; the CSV export with the same filters, times in Lagos.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import type { Entry, Log } from '../../../../../src/shared/contract/visitors.js';
import { todayInLagos } from '../../../../../src/shared/finance.js';
import { messages } from '../../../../../src/shared/messages.js';
import { lagosInstant } from '../../../../../src/shared/visitor-window-text.js';
import { build } from '../../../support/helper.js';
import {
  HOUR,
  LOG,
  WALK_INS,
  checkOutUrl,
  checkedIn,
  gateEstate,
  movableClock,
  type GateEstate,
} from '../../../support/visitor-fixtures.js';
import { expectCreated, type Caller } from '../../../support/world/requests.js';

const { visitors } = messages;
const TODAY = todayInLagos();
const NOON = new Date(lagosInstant(TODAY, '12:00'));
const clock = movableClock(NOON);
const DAY = 24 * HOUR;
const daysAgo = (days: number) => todayInLagos(new Date(NOON.getTime() - days * DAY));

async function logOf(as: Caller, query = ''): Promise<Log> {
  return expectCreated<Log>(await as.get(`${LOG}${query}`), `log ${query}`, 200);
}
const names = (log: Log) => log.records.map((entry) => entry.visitorName);

describe('The entry log', { timeout: 120_000 }, () => {
  let app: App;
  let w: GateEstate;
  let other: GateEstate;
  let passCode: string;

  beforeAll(async () => {
    app = await build({ config: { clock: clock.now } });
    w = await gateEstate(app, clock);
    other = await gateEstate(app, clock);
    await app.db
      .updateTable('users')
      .set({ fullName: 'Garba Guard' })
      .where('id', '=', w.guard2.id)
      .execute();
    const walkIn = async (as: Caller, residentId: number, visitorName: string) =>
      expectCreated<Entry>(await as.post(WALK_INS, { residentId, visitorName }), visitorName);
    clock.set(new Date(NOON.getTime() - 10 * DAY));
    await walkIn(w.guard.caller, w.host.residentId, 'Old Visitor');
    clock.set(new Date(NOON.getTime() - 3 * HOUR));
    for (const name of ['Page One', 'Page Two', 'Page Three']) {
      await walkIn(w.guard.caller, w.host.residentId, name);
      clock.advance(60_000);
    }
    clock.set(new Date(NOON.getTime() - HOUR));
    const pass = await w.pass({ visitorName: 'Emeka Electrician', vehiclePlate: 'KJA-777-XY' });
    passCode = pass.code;
    await checkedIn(w.guard.caller, pass.id);
    clock.set(NOON);
    await w.guard2.caller.post(checkOutUrl(pass.id), {});
    await walkIn(w.guard2.caller, w.neighbour.residentId, 'Funke Friend');
    await walkIn(other.guard.caller, other.host.residentId, 'Elsewhere Visitor');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('shows a guard the last week of the community, newest first, paged', async () => {
    const log = await logOf(w.guard.caller);
    expect(names(log)).toEqual([
      'Funke Friend',
      'Emeka Electrician',
      'Page Three',
      'Page Two',
      'Page One',
    ]);
    expect(log.records[1]).toMatchObject({
      kind: 'pass',
      passCode,
      vehiclePlate: 'KJA-777-XY',
      checkedInBy: 'Test Security',
      checkedOutBy: 'Garba Guard',
    });
    const page2 = await logOf(w.guard.caller, '?PageSize=2&PageNumber=2');
    expect(page2.totalRecordCount).toBe(5);
    expect(names(page2)).toEqual(['Page Three', 'Page Two']);
    expect(names(await logOf(w.estate.admin))).toHaveLength(5);
  });

  it('reads a range of Lagos days, both included, and refuses a backwards or too long one', async () => {
    const back = await logOf(w.guard.caller, `?From=${daysAgo(10)}&To=${daysAgo(10)}`);
    expect(names(back)).toEqual(['Old Visitor']);
    expect(await logOf(w.guard.caller, `?From=${daysAgo(10)}`)).toMatchObject({
      totalRecordCount: 6,
    });
    expect((await logOf(w.guard.caller, `?To=${daysAgo(1)}`)).totalRecordCount).toBe(0);
    const refusals: [string, string][] = [
      [`?From=${TODAY}&To=${daysAgo(1)}`, visitors.rangeOrder],
      [`?From=${daysAgo(400)}&To=${TODAY}`, visitors.rangeTooLong],
    ];
    for (const [query, message] of refusals) {
      const response = await w.guard.caller.get(`${LOG}${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { To: message } });
    }
    const notADay = await w.guard.caller.get(`${LOG}?From=2026-02-30`);
    expect(notADay.statusCode).toBe(400);
  });

  it('searches visitor, phone, plate, code, host and guard names', async () => {
    const search = async (text: string) =>
      names(await logOf(w.guard.caller, `?SearchText=${encodeURIComponent(text)}`));
    expect(await search('emeka')).toEqual(['Emeka Electrician']);
    expect(await search('kja-777')).toEqual(['Emeka Electrician']);
    expect(await search(passCode.toLowerCase())).toEqual(['Emeka Electrician']);
    expect(await search('08031234567')).toEqual(['Emeka Electrician']);
    expect(await search('Nonso')).toEqual(['Funke Friend']);
    expect(await search('garba')).toEqual(['Funke Friend', 'Emeka Electrician']);
  });

  it('lists who is inside now (Inside=true), however long ago they came', async () => {
    expect(names(await logOf(w.guard.caller, '?Inside=true'))).toEqual([
      'Funke Friend',
      'Page Three',
      'Page Two',
      'Page One',
      'Old Visitor',
    ]);
    // With a range, inside among the visits of those days only.
    expect(names(await logOf(w.guard.caller, `?Inside=true&From=${TODAY}`))).toEqual([
      'Funke Friend',
      'Page Three',
      'Page Two',
      'Page One',
    ]);
    // A Member: their own household's visitors inside.
    expect(names(await logOf(w.hostCaller, '?Inside=true'))).toEqual([
      'Page Three',
      'Page Two',
      'Page One',
      'Old Visitor',
    ]);
    expect(names(await logOf(other.guard.caller, '?Inside=true'))).toEqual(['Elsewhere Visitor']);
  });

  it('shows a Member only the visits to their own household', async () => {
    expect(names(await logOf(w.neighbourCaller))).toEqual(['Funke Friend']);
    const hosts = (await logOf(w.hostCaller)).records.map((entry) => entry.host.residentId);
    expect(hosts).toHaveLength(4);
    expect(new Set(hosts)).toEqual(new Set([w.host.residentId]));
    expect(names(await logOf(other.estate.admin))).toEqual(['Elsewhere Visitor']);
    const named = await other.estate.admin.get(`${LOG}?communityId=${w.estate.id}`);
    expect(named.statusCode).toBe(403);
  });

  it('exports the same entries as CSV, times in Lagos', async () => {
    const response = await w.guard.caller.get(`${LOG}/Export?SearchText=emeka`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('visitor-log.csv');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '"In","Out","Visitor","Phone","People","Vehicle","Host","Address","Apartment","Kind",' +
        '"Code","Checked in by","Checked out by"',
    );
    expect(lines[1]).toContain(`"${TODAY} 11:00","${TODAY} 12:00","Emeka Electrician"`);
    expect(lines[1]).toContain(
      `"${visitors.passKind}","${passCode}","Test Security","Garba Guard"`,
    );
    expect(lines.slice(2)).toEqual(['']);
    const member = await w.neighbourCaller.get(`${LOG}/Export`);
    expect(member.body.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(member.body).toContain('Funke Friend');
    const wrong = await w.guard.caller.get(`${LOG}/Export?From=${TODAY}&To=${daysAgo(2)}`);
    expect(wrong.statusCode).toBe(400);
  });

  it('exports more entries than one batch', async () => {
    const rows = Array.from({ length: 1100 }, (_, i) => ({
      communityId: w.estate.id,
      kind: 'walk-in' as const,
      passId: null,
      residentId: w.host.residentId,
      visitorName: `Bulk ${i}`,
      visitorPhone: null,
      people: 1,
      vehiclePlate: null,
      checkedInAt: new Date(NOON.getTime() - 5 * DAY + i * 1000).toISOString(),
      checkedInBy: w.guard.id,
      checkedOutAt: null,
      checkedOutBy: null,
      clientKey: null,
      outClientKey: null,
      recordedAt: NOON.toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 100) {
      await app.db
        .insertInto('visitorEntries')
        .values(rows.slice(i, i + 100))
        .execute();
    }
    const response = await w.guard.caller.get(`${LOG}/Export?SearchText=bulk`);
    const lines = response.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1101);
    expect(lines[1]).toContain('"Bulk 1099"');
    expect(lines[1100]).toContain('"Bulk 0"');
  });
});
