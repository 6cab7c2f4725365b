/**
 * Adverts (issue 6). Reads: every signed-in role of the community (Members included) and the
 * Super admin; naming another community is 403. Placing an advert: any signed-in user of the
 * community (a Member for their own resident; B's Admin naming A's section and resident: 400
 * reference.wrongCommunity); the Super admin names the community. Editing a section and recording
 * a payment: administrators of the record's community (B's Admin: 404) and the Super admin. A
 * refused write must leave the adverts, the ledger and the section as they were (`snapshot`).
 */
import { messages } from '../../../../src/shared/messages.js';
import { countRows } from '../helper.js';
import { advertRequest, freshAdvert, sectionOf } from '../world/adverts-world.js';
import type { World } from '../world/world.js';
import {
  SIGNED_IN,
  actorsCommunity,
  staysInA,
  type Expectations,
  type Expected,
  type Row,
} from './types.js';

const forbidden = { status: 403, message: messages.auth.forbidden };
const wrongCommunity = { status: 400, message: messages.reference.wrongCommunity };
const chooseCommunity = { status: 400, message: messages.reference.chooseCommunity };

/** Naming community A: A's users and the Super admin; B's Admin 403. */
const ofA: Expectations = { ...SIGNED_IN, adminB: forbidden };

/** Administrators of A and the Super admin `ok`; B's Admin `adminB`; Members 403. */
const administered = (ok: Expected, adminB: Expected): Expectations => ({
  anonymous: 401,
  member: forbidden,
  treasurerA: ok,
  adminA: ok,
  adminB,
  superAdmin: ok,
});

/** What a refused advert write must not change. */
const advertsOf = (world: World) => async () => ({
  adverts: await countRows(world.app, 'adverts'),
  entries: await countRows(world.app, 'ledgerEntries'),
});

export const advertRows: Row[] = [
  {
    method: 'GET',
    route: '/api/Adverts',
    request: async () => ({ url: '/api/Adverts' }),
    expect: SIGNED_IN,
  },
  {
    method: 'GET',
    route: '/api/Adverts',
    label: '?communityId=A',
    request: async (world) => ({ url: `/api/Adverts?communityId=${world.a.id}` }),
    expect: ofA,
  },
  {
    method: 'GET',
    route: '/api/Adverts/{communityId}/GetCommunityAdverts',
    label: 'A',
    request: async (world) => ({ url: `/api/Adverts/${world.a.id}/GetCommunityAdverts` }),
    expect: ofA,
  },
  {
    method: 'GET',
    route: '/api/Adverts/{communityId}/GetAdvertSections',
    label: 'A',
    request: async (world) => ({ url: `/api/Adverts/${world.a.id}/GetAdvertSections` }),
    expect: ofA,
  },
  {
    method: 'POST',
    route: '/api/Adverts/CreateAdvert',
    label: "A's section for A's Member's resident, CommunityId A",
    request: async (world) => ({
      url: '/api/Adverts/CreateAdvert',
      ...(await advertRequest(world, 'a', { CommunityId: world.a.id })),
      snapshot: advertsOf(world),
    }),
    expect: {
      anonymous: 401,
      member: 201,
      treasurerA: 201,
      adminA: 201,
      adminB: wrongCommunity,
      superAdmin: 201,
    },
    landsIn: actorsCommunity,
  },
  {
    method: 'POST',
    route: '/api/Adverts/CreateAdvert',
    label: "A's section for A's Member's resident, no CommunityId",
    request: async (world) => ({
      url: '/api/Adverts/CreateAdvert',
      ...(await advertRequest(world, 'a')),
      snapshot: advertsOf(world),
    }),
    expect: {
      anonymous: 401,
      member: 201,
      treasurerA: 201,
      adminA: 201,
      adminB: wrongCommunity,
      superAdmin: chooseCommunity,
    },
    landsIn: actorsCommunity,
  },
  {
    method: 'PUT',
    route: '/api/Adverts/Sections/{id}',
    label: "A's Newsletter section (same name, new price)",
    request: async (world) => {
      const section = await sectionOf(world, 'a', 'Newsletter');
      return {
        url: `/api/Adverts/Sections/${section.id}`,
        payload: { name: 'Newsletter', pricePerDay: 750 },
        snapshot: () => world.app.repos.advertSections.findById(section.id, null),
      };
    },
    expect: administered(200, { status: 404, message: messages.advert.sectionNotFound }),
  },
  {
    method: 'POST',
    route: '/api/Adverts/{id}/Payment',
    label: 'a fresh advert of A',
    request: async (world) => {
      const advert = await freshAdvert(world);
      return {
        url: `/api/Adverts/${advert.id}/Payment`,
        payload: { method: 'Bank transfer', reference: `${world.a.marker}-MATRIX` },
        snapshot: advertsOf(world),
      };
    },
    expect: administered(201, { status: 404, message: messages.advert.notFound }),
    landsIn: staysInA,
  },
  {
    method: 'GET',
    route: '/api/Files/{fileId}',
    label: "a fresh advert's image of A",
    request: async (world) => ({ url: (await freshAdvert(world)).graphics }),
    expect: {
      anonymous: 401,
      member: 200,
      treasurerA: 200,
      adminA: 200,
      adminB: { status: 404, message: messages.upload.notFound },
      superAdmin: 200,
    },
  },
];
