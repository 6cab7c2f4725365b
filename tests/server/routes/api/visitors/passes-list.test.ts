/**
 * Listing, reading and cancelling visitor passes (issue 21, point 2), both databases: a Member
 * sees their household's passes only, administrators the community's, another community nothing;
 * the status filter (active, used, cancelled, expired) pages right; a cancelled pass stays,
 * cancelled; a second cancel is 409; another's pass is 404, as a missing one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import type { Pass, PassList, SharedPass } from '../../../../../src/shared/contract/visitors.js';
import { messages } from '../../../../../src/shared/messages.js';
import { createPass as createPassService } from '../../../../../src/server/services/visitors/passes.js';
import { build } from '../../../support/helper.js';
import { signedInSuperAdmin } from '../../../support/world/people.js';
import type { Caller } from '../../../support/world/requests.js';
import {
  PASSES,
  createPass,
  passBody,
  passEstate,
  visit,
  type PassEstate,
} from './passes-fixtures.js';

const { visitors } = messages;
const DAY_MS = 24 * 60 * 60 * 1000;

async function list(as: Caller, query = ''): Promise<PassList> {
  const response = await as.get(`${PASSES}?PageSize=100${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}
const ids = (passes: { id: number }[]) => passes.map((pass) => pass.id);

describe('Visitor pass lists, status and cancelling', { timeout: 90_000 }, () => {
  let app: App;
  let w: PassEstate;
  let other: PassEstate;
  // The host's: active, used (checked in and out), cancelled, expired, recurring used (active).
  const mine: Record<string, SharedPass> = {};
  let neighbours: SharedPass;

  beforeAll(async () => {
    app = await build();
    w = await passEstate(app);
    other = await passEstate(app);
    mine.active = await createPass(w.member, { visitorName: 'Amaka Active' });
    mine.used = await createPass(w.member, { visitorName: 'Uche Used' });
    await visit(app, mine.used, w.estate.adminUserId, true);
    mine.cancelled = await createPass(w.member, { visitorName: 'Kemi Cancelled' });
    expect((await w.member.delete(`${PASSES}/${mine.cancelled.id}`)).statusCode).toBe(200);
    // Created three days ago for the day after: over now.
    const then = new Date(Date.now() - 3 * DAY_MS);
    mine.expired = await createPassService(
      app.repos,
      {
        userId: w.host.userId,
        communityId: w.estate.id,
        residentId: w.host.residentId,
        administers: false,
      },
      {
        visitorName: 'Ebere Expired',
        validFrom: new Date(then.getTime() + DAY_MS).toISOString(),
        validTo: new Date(then.getTime() + DAY_MS + 3_600_000).toISOString(),
        people: 1,
      },
      { now: then },
    );
    mine.recurring = await createPass(w.member, {
      visitorName: 'Rita Recurring',
      recurrence: {
        days: [0, 1, 2, 3, 4, 5, 6],
        until: new Date(Date.now() + 20 * DAY_MS).toISOString().slice(0, 10),
      },
    });
    await visit(app, mine.recurring, w.estate.adminUserId, true);
    neighbours = await createPass(w.neighbourCaller, { visitorName: 'Nnamdi Neighbour' });
    await createPass(other.member, { visitorName: 'Bisi Elsewhere' });
  }, 90_000);
  afterAll(() => app.close());

  it('a Member sees their household’s passes only, newest first, each with its status', async () => {
    const page = await list(w.member);
    const order = ['recurring', 'expired', 'cancelled', 'used', 'active'].map((k) => mine[k]!.id);
    expect(ids(page.records).sort()).toEqual([...order].sort());
    expect(page.totalRecordCount).toBe(5);
    const statuses = Object.fromEntries(page.records.map((p: Pass) => [p.visitorName, p.status]));
    expect(statuses).toEqual({
      'Amaka Active': 'active',
      'Uche Used': 'used',
      'Kemi Cancelled': 'cancelled',
      'Ebere Expired': 'expired',
      'Rita Recurring': 'active',
    });
    const created = page.records.map((p) => p.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('the status filter keeps exactly the passes in that status', async () => {
    const expectStatus = async (status: string, expected: SharedPass[]) => {
      const page = await list(w.member, `&status=${status}`);
      expect(ids(page.records).sort()).toEqual(ids(expected).sort());
      expect(page.totalRecordCount).toBe(expected.length);
    };
    await expectStatus('active', [mine.active!, mine.recurring!]);
    await expectStatus('used', [mine.used!]);
    await expectStatus('cancelled', [mine.cancelled!]);
    await expectStatus('expired', [mine.expired!]);
  });

  it('the Admin sees the whole community; SearchText finds visitor, code and host', async () => {
    const page = await list(w.estate.admin);
    expect(page.totalRecordCount).toBe(6);
    expect(ids(page.records)).toContain(neighbours.id);
    expect(ids((await list(w.estate.admin, '&SearchText=nnamdi')).records)).toEqual([
      neighbours.id,
    ]);
    const byCode = await list(w.estate.admin, `&SearchText=${mine.used!.code.toLowerCase()}`);
    expect(ids(byCode.records)).toEqual([mine.used!.id]);
    const byHost = await list(w.estate.admin, '&SearchText=Tunde Bello');
    expect(ids(byHost.records)).toEqual([neighbours.id]);
    // A host's name is found as typed without its accents, as every name search.
    const accented = await w.estate.resident(w.home, { fullName: 'Adéyẹmí Ọlá' });
    const pass = await createPass(w.estate.admin, { residentId: accented.residentId });
    const plain = await list(w.estate.admin, '&SearchText=adeyemi ola');
    expect(ids(plain.records)).toEqual([pass.id]);
    await w.estate.admin.delete(`${PASSES}/${pass.id}`);
  });

  it("another community's Admin sees none of them; the Super admin names the community", async () => {
    const page = await list(other.estate.admin);
    expect(page.records.map((p) => p.visitorName)).toEqual(['Bisi Elsewhere']);
    const refused = await other.estate.admin.get(`${PASSES}?communityId=${w.estate.id}`);
    expect(refused.statusCode).toBe(403);
    const root = (await signedInSuperAdmin(app)).caller;
    const community = (await list(w.estate.admin)).totalRecordCount;
    expect((await list(root, `&communityId=${w.estate.id}`)).totalRecordCount).toBe(community);
    expect((await root.get(`${PASSES}/${neighbours.id}`)).statusCode).toBe(200);
  });

  it('a pass of another household or community is not found, as a missing one', async () => {
    for (const [as, id] of [
      [w.member, neighbours.id],
      [other.estate.admin, mine.active!.id],
      [w.member, 999_999],
    ] as const) {
      for (const method of ['get', 'delete'] as const) {
        const response = await as[method](`${PASSES}/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: visitors.passNotFound });
      }
    }
    expect((await w.estate.admin.get(`${PASSES}/${neighbours.id}`)).json().status).toBe('active');
  });

  it('cancelling: the pass stays, cancelled; a second time is 409', async () => {
    const pass = await createPass(w.estate.admin, { residentId: w.neighbour.residentId });
    const first = await w.neighbourCaller.delete(`${PASSES}/${pass.id}`);
    expect(first.json()).toEqual({ message: visitors.passCancelled });
    expect((await w.estate.admin.get(`${PASSES}/${pass.id}`)).json().status).toBe('cancelled');
    const again = await w.estate.admin.delete(`${PASSES}/${pass.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: visitors.alreadyCancelled });
    const row = await app.db
      .selectFrom('visitorPasses')
      .select(['cancelledBy', 'cancelledAt'])
      .where('id', '=', pass.id)
      .executeTakeFirstOrThrow();
    expect(row.cancelledBy).toBe(w.neighbour.userId);
    expect(row.cancelledAt).not.toBeNull();
  });

  it('a guard (Security) reads and cancels no passes', async () => {
    for (const response of [
      await w.guard.get(PASSES),
      await w.guard.get(`${PASSES}/${mine.active!.id}`),
      await w.guard.delete(`${PASSES}/${mine.active!.id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: messages.auth.forbidden });
    }
  });
});

describe('Pages beyond the first and codes of many passes', { timeout: 120_000 }, () => {
  let app: App;
  let w: PassEstate;
  const created: SharedPass[] = [];

  beforeAll(async () => {
    app = await build();
    w = await passEstate(app);
    for (let index = 0; index < 300; index += 1) {
      created.push(await createPass(w.member, { visitorName: `Visitor ${index}` }));
    }
  }, 120_000);
  afterAll(() => app.close());

  it('300 passes of one community have 300 different codes', () => {
    expect(new Set(created.map((pass) => pass.code)).size).toBe(300);
  });

  it('pages, filtered, cover each pass once, newest first', async () => {
    for (let index = 0; index < 7; index += 1) {
      await w.member.delete(`${PASSES}/${created[index * 40]!.id}`);
    }
    const seen: number[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const response = await w.member.get(
        `${PASSES}?status=active&PageSize=100&PageNumber=${page}`,
      );
      const body: PassList = response.json();
      expect(body.totalRecordCount).toBe(293);
      expect(body.records.every((p) => p.status === 'active')).toBe(true);
      seen.push(...ids(body.records));
    }
    expect(seen).toHaveLength(293);
    expect(new Set(seen).size).toBe(293);
    expect(seen[0]).toBe(created.at(-1)!.id);
  });
});

describe('A taken code is drawn again', () => {
  let app: App;
  let w: PassEstate;

  beforeAll(async () => {
    app = await build();
    w = await passEstate(app);
  }, 60_000);
  afterAll(() => app.close());

  it('the unique index refuses the taken code and the pass gets the next one', async () => {
    const first = await createPass(w.member);
    const draws = [first.code, first.code, 'QWERTY'];
    const who = {
      userId: w.host.userId,
      communityId: w.estate.id,
      residentId: w.host.residentId,
      administers: false,
    };
    const pass = await createPassService(app.repos, who, passBody(), {
      codes: () => draws.shift()!,
    });
    expect(pass.code).toBe('QWERTY');
    expect(draws).toEqual([]);
    // The same code in another community is no clash.
    const other = await passEstate(app);
    const elsewhere = await createPassService(
      app.repos,
      { ...who, communityId: other.estate.id, residentId: other.host.residentId },
      passBody(),
      { codes: () => first.code },
    );
    expect(elsewhere.code).toBe(first.code);
  });
});
