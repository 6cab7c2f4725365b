/**
 * Walk-ins at the gate (issue 21, point 3), both databases: recorded with the host of the guard's
 * community only, the host alone told in the app (once, however often the phone replays it),
 * checked out by the entry's id, and the residents a guard may pick from (names and places only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import type { NoticeList } from '../../../../../src/shared/contract/notices.js';
import type { Entry } from '../../../../../src/shared/contract/visitors.js';
import { messages } from '../../../../../src/shared/messages.js';
import { build } from '../../../support/helper.js';
import {
  HOSTS,
  WALK_INS,
  entryCheckOutUrl,
  gateEstate,
  movableClock,
  newKey,
  type GateEstate,
} from '../../../support/visitor-fixtures.js';
import { expectCreated, type Caller } from '../../../support/world/requests.js';

const { visitors } = messages;
const clock = movableClock();

async function noticesOf(as: Caller, visitor: string) {
  const response = await as.get(`/api/Notices?SearchText=${encodeURIComponent(visitor)}`);
  expect(response.statusCode).toBe(200);
  return response.json<NoticeList>().records;
}

describe('Walk-ins', { timeout: 120_000 }, () => {
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

  const walkIn = (visitorName: string, extra: object = {}) => ({
    residentId: w.host.residentId,
    visitorName,
    visitorPhone: '08021112222',
    ...extra,
  });

  it('records a walk-in and tells the host alone, in the app', async () => {
    const response = await w.guard.caller.post(WALK_INS, walkIn('Musa Plumber', { people: 2 }));
    const entry = expectCreated<Entry>(response, 'walk-in');
    expect(entry).toMatchObject({
      kind: 'walk-in',
      passId: null,
      passCode: null,
      visitorName: 'Musa Plumber',
      people: 2,
      host: { residentId: w.host.residentId, fullName: 'Hauwa Host' },
      checkedInBy: 'Test Security',
      checkedOutAt: null,
    });
    const [notice, ...more] = await noticesOf(w.hostCaller, 'Musa Plumber');
    expect(more).toHaveLength(0);
    expect(notice).toMatchObject({
      audience: 'host',
      title: visitors.walkInNoticeTitle.replace('%{visitor}', 'Musa Plumber'),
      createdByName: 'Test Security',
      readAt: null,
    });
    expect(notice!.body).toContain('Musa Plumber came to the gate at ');
    expect(notice!.body).toContain('let in by Test Security');
    expect(await noticesOf(w.neighbourCaller, 'Musa Plumber')).toEqual([]);
    expect(await noticesOf(other.hostCaller, 'Musa Plumber')).toEqual([]);
  });

  it('refuses a host who is not a resident of the community, writing nothing', async () => {
    const response = await w.guard.caller.post(
      WALK_INS,
      walkIn('Nobody', { residentId: other.host.residentId }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { residentId: visitors.residentNotFound } });
    expect(await noticesOf(other.hostCaller, 'Nobody')).toEqual([]);
  });

  it('keeps the host audience for the gate: administrators cannot post to it', async () => {
    const response = await w.estate.admin.post('/api/Notices', {
      title: 'To one resident',
      body: 'Hello',
      audience: 'host',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['audience']);
  });

  it('records a replayed walk-in once and tells the host once (in sequence and 10 at once)', async () => {
    const key = newKey();
    const first = expectCreated<Entry>(
      await w.guard.caller.post(WALK_INS, walkIn('Ada Tailor', { clientKey: key })),
      'walk-in',
    );
    const again = await w.guard.caller.post(WALK_INS, walkIn('Ada Tailor', { clientKey: key }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);

    const raceKey = newKey();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        w.guard.caller.post(WALK_INS, walkIn('Bayo Driver', { clientKey: raceKey })),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort((x, y) => x - y)).toEqual([
      ...Array<number>(9).fill(200),
      201,
    ]);
    expect(new Set(answers.map((a) => a.json<Entry>().id)).size).toBe(1);
    expect(await noticesOf(w.hostCaller, 'Ada Tailor')).toHaveLength(1);
    expect(await noticesOf(w.hostCaller, 'Bayo Driver')).toHaveLength(1);
  });

  it('checks a walk-in out by its entry, once; a replay answers the same', async () => {
    const entry = expectCreated<Entry>(
      await w.guard.caller.post(WALK_INS, walkIn('Chika Cook')),
      'walk-in',
    );
    const key = newKey();
    const out = await w.guard2.caller.post(entryCheckOutUrl(entry.id), { clientKey: key });
    expect(out.statusCode).toBe(200);
    expect(out.json<Entry>()).toMatchObject({ id: entry.id, checkedOutBy: 'Test Security' });
    const replay = await w.guard2.caller.post(entryCheckOutUrl(entry.id), { clientKey: key });
    expect(replay.json()).toEqual(out.json());
    const twice = await w.guard.caller.post(entryCheckOutUrl(entry.id), {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: visitors.notInside });
    const hidden = await other.guard.caller.post(entryCheckOutUrl(entry.id), {});
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ message: visitors.entryNotFound });
  });

  it('lists hosts by name, address or apartment, with no phone, e-mail or money', async () => {
    const byName = await w.guard.caller.get(`${HOSTS}?SearchText=hauwa`);
    expect(byName.statusCode).toBe(200);
    const { records, totalRecordCount } = byName.json<{
      records: object[];
      totalRecordCount: number;
    }>();
    expect(totalRecordCount).toBe(1);
    expect(Object.keys(records[0]!).sort()).toEqual([
      'address',
      'apartment',
      'fullName',
      'residentId',
    ]);
    const host = records[0] as { address: string; apartment: string };
    const byAddress = await w.guard.caller.get(
      `${HOSTS}?SearchText=${encodeURIComponent(host.address)}`,
    );
    expect(
      byAddress.json<{ records: { fullName: string }[] }>().records.map((r) => r.fullName),
    ).toContain('Hauwa Host');
    const all = await w.guard.caller.get(HOSTS);
    const names = all.json<{ records: { fullName: string }[] }>().records.map((r) => r.fullName);
    expect(names).toEqual(expect.arrayContaining(['Hauwa Host', 'Nonso Neighbour']));
    const ids = all.json<{ records: { residentId: number }[] }>().records.map((r) => r.residentId);
    expect(ids).not.toContain(other.host.residentId);
    expect(all.body).not.toMatch(/phone|mail|amount|owing|balance/i);
    expect((await w.hostCaller.get(HOSTS)).statusCode).toBe(403);
    expect((await w.hostCaller.post(WALK_INS, walkIn('Sneaky'))).statusCode).toBe(403);
  });
});
