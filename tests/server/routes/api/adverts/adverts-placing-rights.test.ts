/**
 * Placing adverts (issue 6), who and where: another community's section or resident refused,
 * writing nothing; who may place an advert for whom (Members for themselves, every administrator
 * role, the Super admin in a named community, nobody anonymous); and the advert images and list
 * being readable by the whole community.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import type { Advert } from '../../../../../src/shared/contract/adverts.js';
import { todayInLagos } from '../../../../../src/shared/finance.js';
import { messages } from '../../../../../src/shared/messages.js';
import {
  advertEstate,
  type AdvertEstate,
  advertFields,
  ADVERTS,
  CREATE_ADVERT,
  expectAdvertRefused,
  placedAdvert,
  sectionNamed,
} from '../../../support/adverts-fixtures.js';
import { greyOf } from '../../../support/files-fixtures.js';
import { bearer, build, createMember, signIn } from '../../../support/helper.js';
import { caller } from '../../../support/world/requests.js';

const { advert } = messages;
const required = { message: advert.required };
const wrongCommunity = { message: messages.reference.wrongCommunity };

describe('placing adverts: who and where', () => {
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

  it("refuses another community's section or resident, writing nothing", async () => {
    const sectionOfB = sectionNamed(estate.sectionsB, 'Sidebar');
    await expectRefused(
      estate.admin.token,
      advertFields(sectionOfB, today, { ResidentId: estate.neighbour.residentId }),
      400,
      wrongCommunity,
    );
    await expectRefused(
      estate.admin.token,
      advertFields(sidebar(), today, { ResidentId: estate.residentB.residentId }),
      400,
      wrongCommunity,
    );
    const missingIds: Record<string, number>[] = [
      { SectionId: 2_147_483_647 },
      { ResidentId: 2_147_483_647 },
    ];
    for (const missing of missingIds) {
      await expectRefused(
        estate.admin.token,
        advertFields(sidebar(), today, { ResidentId: estate.neighbour.residentId, ...missing }),
        400,
        wrongCommunity,
      );
    }
    // B's Admin cannot place an advert in A's section for A's resident either.
    await expectRefused(
      estate.b.admin.token,
      advertFields(sidebar(), today, { ResidentId: estate.neighbour.residentId }),
      400,
      wrongCommunity,
    );
  });

  it('lets a Member place an advert for themselves only', async () => {
    const own = await placedAdvert(app, estate.member.token, advertFields(sidebar(), today));
    expect(own).toMatchObject({
      residentId: estate.memberResident.residentId,
      advertiser: 'Ngozi Advertiser',
      communityId: estate.community.id,
      status: 'Pending',
    });
    const named = await placedAdvert(
      app,
      estate.member.token,
      advertFields(sidebar(), today, { ResidentId: estate.memberResident.residentId }),
    );
    expect(named.residentId).toBe(estate.memberResident.residentId);
    await expectRefused(
      estate.member.token,
      advertFields(sidebar(), today, { ResidentId: estate.neighbour.residentId }),
      400,
      wrongCommunity,
    );
    // A community named in the form is ignored for everyone but the Super admin.
    const elsewhere = await placedAdvert(
      app,
      estate.member.token,
      advertFields(sidebar(), today, { CommunityId: estate.b.id }),
      `${CREATE_ADVERT}?communityId=${estate.b.id}`,
    );
    expect(elsewhere.communityId).toBe(estate.community.id);
  });

  it('refuses a Member without a resident record, and an administrator naming no one', async () => {
    const account = await createMember(app, estate.community.id);
    const token = await signIn(app, account.email, account.password);
    await expectRefused(token, advertFields(sidebar(), today), 400, required);
    await expectRefused(estate.admin.token, advertFields(sidebar(), today), 400, required);
  });

  it('lets every administrator role place one for any resident of the community', async () => {
    const placed = await placedAdvert(
      app,
      estate.treasurer.token,
      advertFields(sidebar(), today, { ResidentId: estate.memberResident.residentId }),
    );
    expect(placed).toMatchObject({
      residentId: estate.memberResident.residentId,
      communityId: estate.community.id,
    });
  });

  it('lets the Super admin place one in a community they name', async () => {
    const fields = advertFields(sidebar(), today, { ResidentId: estate.neighbour.residentId });
    await expectRefused(estate.root.token, fields, 400, {
      message: messages.reference.chooseCommunity,
    });
    const placed = await placedAdvert(app, estate.root.token, {
      ...fields,
      CommunityId: estate.community.id,
    });
    expect(placed.communityId).toBe(estate.community.id);
    const byQuery = await placedAdvert(
      app,
      estate.root.token,
      fields,
      `${CREATE_ADVERT}?communityId=${estate.community.id}`,
    );
    expect(byQuery.communityId).toBe(estate.community.id);
    // Naming B with A's section and resident: refused.
    await expectRefused(
      estate.root.token,
      { ...fields, CommunityId: estate.b.id },
      400,
      wrongCommunity,
    );
  });

  it('refuses anonymous callers and bodies that are not multipart', async () => {
    const anonymous = await app.inject({ method: 'POST', url: CREATE_ADVERT, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const json = await estate.admin.post(CREATE_ADVERT, { Name: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('serves the advert images to every signed-in user of the community only', async () => {
    const placed = await placedAdvert(app, estate.member.token, advertFields(sidebar(), today));
    const readers = [estate.member, estate.treasurer, estate.admin, estate.root];
    for (const reader of readers) {
      const image = await reader.get(placed.graphics);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      // Stored decoded and written again (issue 12): the same pixels, not the same bytes.
      expect(await greyOf(image.rawPayload)).toBe(0x20);
      expect(await greyOf((await reader.get(placed.logo)).rawPayload)).toBe(0x40);
    }
    const outsider = await estate.b.admin.get(placed.graphics);
    expect(outsider.statusCode).toBe(404);
    const memberOfB = await createMember(app, estate.b.id);
    const other = caller(app, await signIn(app, memberOfB.email, memberOfB.password));
    expect((await other.get(placed.logo)).statusCode).toBe(404);
    expect((await app.inject({ url: placed.graphics })).statusCode).toBe(401);
  });

  it('shows the advert in the community list to Members too', async () => {
    const list = await app.inject({ url: ADVERTS, headers: bearer(estate.member.token) });
    expect(list.statusCode).toBe(200);
    const page = list.json<{ records: Advert[]; totalRecordCount: number }>();
    expect(page.totalRecordCount).toBeGreaterThan(5);
    expect(page.records.every((record) => record.communityId === estate.community.id)).toBe(true);
  });
});
