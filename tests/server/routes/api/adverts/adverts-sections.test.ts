/**
 * Advert sections and the advert list (issue 6): the default sections (at registration, and
 * from migration 006 for communities that existed before it), the section edit rules, and the
 * list's search, paging and tenant rules (the Super admin sees every community or names one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Advert, AdvertSection } from '../../../../../src/shared/contract/adverts.js';
import type { PagedList } from '../../../../../src/shared/contract/paging.js';
import { todayInLagos } from '../../../../../src/shared/finance.js';
import { messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import * as migration006 from '../../../../../src/server/db/migrations/006_adverts.js';
import {
  ADVERTS,
  advertEstate,
  advertFields,
  placedAdvert,
  sectionNamed,
  sectionUrl,
  sectionsOf,
  sectionsUrl,
  type AdvertEstate,
} from '../../../support/adverts-fixtures.js';
import { build, registerCommunity } from '../../../support/helper.js';

const { advert } = messages;
const DEFAULTS = [
  { name: 'Dashboard banner', pricePerDay: 2000 },
  { name: 'Sidebar', pricePerDay: 1000 },
  { name: 'Newsletter', pricePerDay: 500 },
];

describe('default advert sections', () => {
  it('are added by migration 006 to the communities that existed before it', async () => {
    const app = await build();
    try {
      const first = await registerCommunity(app);
      const second = await registerCommunity(app);
      // Back to before 006 (the communities stay), then 006 again.
      const raw = app.db.withoutPlugins();
      await migration006.down(raw);
      await migration006.up(raw, app.dialect);
      for (const { community } of [first, second]) {
        const rows = await app.db
          .selectFrom('advertSections')
          .select(['name', 'pricePerDayKobo'])
          .where('communityId', '=', community.id)
          .orderBy('id')
          .execute();
        expect(
          rows.map((row) => ({ name: row.name, pricePerDay: Number(row.pricePerDayKobo) / 100 })),
        ).toEqual(DEFAULTS);
      }
      expect(await app.db.selectFrom('adverts').selectAll().execute()).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('are added with each new community, which can still be deleted', async () => {
    const app = await build();
    try {
      const { community } = await registerCommunity(app);
      const rows = await app.repos.advertSections.list(community.id);
      expect(
        rows.map(({ name, pricePerDayKobo }) => ({ name, pricePerDay: pricePerDayKobo / 100 })),
      ).toEqual(DEFAULTS);
      // Sections alone do not keep a community: they go with it.
      await app.db.deleteFrom('users').where('communityId', '=', community.id).execute();
      expect(await app.repos.communities.isInUse(community.id)).toBe(false);
      expect(await app.repos.communities.delete(community.id)).toBe(true);
      expect(await app.repos.advertSections.list(community.id)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('advert sections and the advert list', () => {
  let app: App;
  let estate: AdvertEstate;
  let today: string;

  beforeAll(async () => {
    app = await build();
    estate = await advertEstate(app);
    today = todayInLagos();
  }, 60_000);
  afterAll(() => app.close());

  it('shows the sections to every signed-in user of the community and the Super admin', async () => {
    for (const reader of [estate.member, estate.treasurer, estate.admin, estate.root]) {
      const response = await reader.get(sectionsUrl(estate.community.id));
      expect(response.statusCode).toBe(200);
      expect(response.json<AdvertSection[]>().map(({ name }) => name)).toEqual(
        DEFAULTS.map(({ name }) => name),
      );
    }
    const refused = await estate.b.admin.get(sectionsUrl(estate.community.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.auth.forbidden });
    expect((await app.inject({ url: sectionsUrl(estate.community.id) })).statusCode).toBe(401);
  });

  it('lets administrators rename a section and change its price; placed adverts keep theirs', async () => {
    const sidebar = sectionNamed(estate.sections, 'Sidebar');
    const placed = await placedAdvert(
      app,
      estate.admin.token,
      advertFields(sidebar, today, { ResidentId: estate.neighbour.residentId, Name: 'Before' }),
    );
    const response = await estate.treasurer.put(sectionUrl(sidebar.id), {
      name: '  Right column  ',
      pricePerDay: 1500.5,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: sidebar.id, name: 'Right column', pricePerDay: 1500.5 });
    expect(
      sectionNamed(await sectionsOf(estate.member, estate.community.id), 'Right column'),
    ).toEqual({ id: sidebar.id, name: 'Right column', pricePerDay: 1500.5 });

    const list = await estate.admin.get(`${ADVERTS}?SearchText=Before`);
    const [listed] = list.json<PagedList<Advert>>().records;
    expect(listed).toMatchObject({ id: placed.id, cost: 3000, section: 'Right column' });
    // New adverts use the new price; the old price is refused.
    const fields = advertFields({ id: sidebar.id, pricePerDay: 1500.5 }, today, {
      ResidentId: estate.neighbour.residentId,
    });
    expect(await placedAdvert(app, estate.admin.token, fields)).toMatchObject({ cost: 4501.5 });

    const root = await estate.root.put(sectionUrl(sidebar.id), {
      name: 'Sidebar',
      pricePerDay: 1000,
    });
    expect(root.json()).toEqual({ id: sidebar.id, name: 'Sidebar', pricePerDay: 1000 });
  });

  it('refuses section edits that break the rules, changing nothing', async () => {
    const banner = sectionNamed(estate.sections, 'Dashboard banner');
    const read = async () =>
      sectionNamed(await sectionsOf(estate.admin, estate.community.id), 'Dashboard banner');
    const before = await read();
    // The status, the message, and the field the answer marks.
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ name: 'Newsletter', pricePerDay: 10 }, 409, advert.sectionNameTaken, 'name'],
      [{ name: '', pricePerDay: 10 }, 400, advert.sectionRequired, 'name'],
      [{ name: '   ', pricePerDay: 10 }, 400, advert.sectionRequired, 'name'],
      [{ name: 'N'.repeat(61), pricePerDay: 10 }, 400, advert.sectionRequired, 'name'],
      [{ name: 'Top', pricePerDay: -1 }, 400, advert.sectionRequired, 'pricePerDay'],
      [{ name: 'Top', pricePerDay: 1.234 }, 400, advert.sectionRequired, 'pricePerDay'],
      [{ name: 'Top', pricePerDay: 'ten' }, 400, advert.sectionRequired, 'pricePerDay'],
      [{ name: 'Top' }, 400, advert.sectionRequired, 'pricePerDay'],
      [{ pricePerDay: 10 }, 400, advert.sectionRequired, 'name'],
    ];
    for (const [body, status, message, field] of cases) {
      const response = await estate.admin.put(sectionUrl(banner.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json()).toMatchObject({ message });
      expect(Object.keys(response.json().errors), JSON.stringify(body)).toEqual([field]);
    }
    expect(await read()).toEqual(before);

    const member = await estate.member.put(sectionUrl(banner.id), { name: 'Top', pricePerDay: 1 });
    expect(member.statusCode).toBe(403);
    const otherCommunity = await estate.b.admin.put(sectionUrl(banner.id), {
      name: 'Top',
      pricePerDay: 1,
    });
    expect(otherCommunity.statusCode).toBe(404);
    expect(otherCommunity.json()).toEqual({ message: advert.sectionNotFound });
    const missing = await estate.admin.put(sectionUrl(2_147_483_647), {
      name: 'Top',
      pricePerDay: 1,
    });
    expect(missing.json()).toEqual(otherCommunity.json());
    expect(await read()).toEqual(before);

    // A name used in another community is fine; a 60-character name and a free section too.
    const inB = sectionNamed(estate.sectionsB, 'Dashboard banner');
    const renamedB = await estate.b.admin.put(sectionUrl(inB.id), {
      name: 'Sidebar ',
      pricePerDay: 0,
    });
    expect(renamedB.statusCode, renamedB.body).toBe(409); // B has its own Sidebar
    const longName = await estate.b.admin.put(sectionUrl(inB.id), {
      name: 'L'.repeat(60),
      pricePerDay: 0,
    });
    expect(longName.json()).toEqual({ id: inB.id, name: 'L'.repeat(60), pricePerDay: 0 });
    const sameAsA = await estate.b.admin.put(sectionUrl(inB.id), {
      name: 'Dashboard banner',
      pricePerDay: 2000,
    });
    expect(sameAsA.statusCode).toBe(200);
  });

  it('searches the list over the advert and section names, pages it, newest first', async () => {
    const newsletter = sectionNamed(estate.sections, 'Newsletter');
    const sidebar = sectionNamed(estate.sections, 'Sidebar');
    const tag = `Q${Date.now().toString(36)}`;
    const names = [`${tag} Suya Spot`, `${tag} suya 100%_off`, `${tag} Laundry`];
    const ids: number[] = [];
    for (const [index, Name] of names.entries()) {
      const placed = await placedAdvert(
        app,
        estate.admin.token,
        advertFields(index === 2 ? newsletter : sidebar, today, {
          ResidentId: estate.neighbour.residentId,
          Name,
        }),
      );
      ids.push(placed.id);
    }
    const search = async (text: string, extra = '') => {
      const response = await estate.member.get(
        `${ADVERTS}?SearchText=${encodeURIComponent(text)}${extra}`,
      );
      expect(response.statusCode).toBe(200);
      return response.json<PagedList<Advert>>();
    };
    expect((await search(`${tag} SUYA`)).records.map((r) => r.id)).toEqual([ids[1], ids[0]]);
    expect((await search('100%_')).records.map((r) => r.id)).toEqual([ids[1]]);
    expect((await search(`${tag} Laundry`)).records.map((r) => r.name)).toEqual([names[2]]);
    // The section's name is searched too.
    const inNewsletter = await search('newsLETTER', '&PageSize=100');
    expect(inNewsletter.records.every((r) => r.section === 'Newsletter')).toBe(true);
    expect(inNewsletter.records.map((r) => r.id)).toContain(ids[2]);
    expect((await search('no such advert anywhere')).totalRecordCount).toBe(0);

    const all = await search('', '&PageSize=100');
    expect(all.records.map((r) => r.id)).toEqual(
      [...all.records.map((r) => r.id)].sort((a, b) => b - a),
    );
    const page2 = await search('', '&PageSize=2&PageNumber=2');
    expect(page2).toEqual({
      records: all.records.slice(2, 4),
      totalRecordCount: all.totalRecordCount,
    });
    const beyond = await search('', `&PageSize=100&PageNumber=50`);
    expect(beyond).toEqual({ records: [], totalRecordCount: all.totalRecordCount });
  });

  it('keeps each community to its own adverts; the Super admin sees all or names one', async () => {
    const inB = await placedAdvert(
      app,
      estate.b.admin.token,
      advertFields(sectionNamed(estate.sectionsB, 'Newsletter'), today, {
        ResidentId: estate.residentB.residentId,
        Name: 'Only in B',
      }),
    );
    const ofA = await estate.admin.get(`${ADVERTS}?PageSize=100`);
    const recordsA = ofA.json<PagedList<Advert>>().records;
    expect(recordsA.length).toBeGreaterThan(0);
    expect(recordsA.every((r) => r.communityId === estate.community.id)).toBe(true);
    const ofB = await estate.b.admin.get(`${ADVERTS}?PageSize=100`);
    expect(ofB.json<PagedList<Advert>>().records.map((r) => r.id)).toEqual([inB.id]);

    const everything = await estate.root.get(`${ADVERTS}?PageSize=100`);
    const allIds = everything.json<PagedList<Advert>>().records.map((r) => r.id);
    expect(allIds).toContain(inB.id);
    expect(allIds).toEqual(expect.arrayContaining(recordsA.map((r) => r.id)));
    const named = await estate.root.get(`${ADVERTS}?PageSize=100&communityId=${estate.b.id}`);
    expect(named.json<PagedList<Advert>>().records.map((r) => r.id)).toEqual([inB.id]);

    for (const outsider of [estate.member, estate.admin]) {
      const refused = await outsider.get(`${ADVERTS}?communityId=${estate.b.id}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: messages.auth.forbidden });
    }
    const own = await estate.member.get(`${ADVERTS}?communityId=${estate.community.id}`);
    expect(own.statusCode).toBe(200);
    expect((await app.inject({ url: ADVERTS })).statusCode).toBe(401);
  });
});
