/**
 * Notices (issue 19, point 1): every signed-in user of a community reads the notices addressed
 * to them (administrators all of the community's); administrators post and read the deliveries;
 * B's Admin finds nothing of A's (404, or 403 naming A's community in the query). Read marks the
 * reader's own recipient row: only A's Member is addressed (the others have no resident record).
 */
import { messages } from '../../../../src/shared/messages.js';
import { writeNotice } from '../../../../src/server/services/notices/post-notice.js';
import type { World } from '../world/world.js';
import type { Row } from './types.js';

const forbidden = { status: 403, message: messages.auth.forbidden };
const notFound = { status: 404, message: messages.notices.notFound };
const NOTICES = '/api/Notices';

/** A notice of A's to everyone (its Member among them), in the app only. */
async function noticeOfA(world: World): Promise<number> {
  const written = await world.app.repos.transaction((repos) =>
    writeNotice(repos, {
      communityId: world.a.id,
      kind: 'notice',
      title: 'Matrix notice',
      body: 'For everyone',
      audience: 'everyone',
      streetIds: [],
      channels: [],
      attachmentFileId: null,
      createdBy: null,
    }),
  );
  return written.noticeId;
}

export const noticeRows: Row[] = [
  {
    method: 'GET',
    route: NOTICES,
    request: async (world) => ({ url: `${NOTICES}?communityId=${world.a.id}` }),
    expect: {
      anonymous: 401,
      member: 200,
      treasurerA: 200,
      adminA: 200,
      adminB: forbidden,
      superAdmin: 200,
    },
  },
  {
    method: 'POST',
    route: NOTICES,
    request: async (world) => ({
      url: `${NOTICES}?communityId=${world.a.id}`,
      payload: { title: 'Matrix', body: 'Hello', audience: 'everyone' },
    }),
    expect: {
      anonymous: 401,
      member: forbidden,
      treasurerA: 201,
      adminA: 201,
      adminB: 201,
      superAdmin: 201,
    },
  },
  {
    method: 'GET',
    route: `${NOTICES}/{id}`,
    request: async (world) => ({ url: `${NOTICES}/${await noticeOfA(world)}` }),
    expect: {
      anonymous: 401,
      member: 200,
      treasurerA: 200,
      adminA: 200,
      adminB: notFound,
      superAdmin: 200,
    },
  },
  {
    method: 'POST',
    route: `${NOTICES}/{id}/Read`,
    request: async (world) => ({ url: `${NOTICES}/${await noticeOfA(world)}/Read` }),
    expect: {
      anonymous: 401,
      member: 200,
      treasurerA: notFound,
      adminA: notFound,
      adminB: notFound,
      superAdmin: notFound,
    },
  },
  {
    method: 'GET',
    route: `${NOTICES}/{id}/Deliveries`,
    request: async (world) => ({ url: `${NOTICES}/${await noticeOfA(world)}/Deliveries` }),
    expect: {
      anonymous: 401,
      member: forbidden,
      treasurerA: 200,
      adminA: 200,
      adminB: notFound,
      superAdmin: 200,
    },
  },
];
