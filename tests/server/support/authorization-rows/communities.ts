/** Communities: registration is public; the list is for administrators; only the Super admin edits. */
import { messages } from '../../../../src/shared/messages.js';
import { registration } from '../helper.js';
import { fresh } from '../world/world.js';
import { SIGNED_IN, type Row } from './types.js';

const permission = { status: 403, message: messages.community.permission };
const forbidden = { status: 403, message: messages.auth.forbidden };

export const communityRows: Row[] = [
  {
    method: 'GET',
    route: '/api/Communities/Getroles',
    request: async () => ({ url: '/api/Communities/Getroles' }),
    expect: SIGNED_IN,
  },
  {
    method: 'POST',
    route: '/api/Communities/CreateCommunity',
    // Public sign-up (the Super admin's add-new uses it too): a new community each time.
    request: async () => ({
      url: '/api/Communities/CreateCommunity',
      payload: { ...registration() },
    }),
    expect: {
      anonymous: 201,
      member: 201,
      treasurerA: 201,
      adminA: 201,
      adminB: 201,
      superAdmin: 201,
    },
  },
  {
    method: 'GET',
    route: '/api/Communities',
    request: async () => ({ url: '/api/Communities' }),
    expect: {
      anonymous: 401,
      member: forbidden,
      treasurerA: 200,
      adminA: 200,
      adminB: 200, // their own community only (tenant canaries)
      superAdmin: 200,
    },
  },
  {
    method: 'GET',
    route: '/api/Communities/{comId}',
    label: 'community A',
    request: async (world) => ({ url: `/api/Communities/${world.a.id}` }),
    expect: {
      anonymous: 401,
      member: 200,
      treasurerA: 200,
      adminA: 200,
      // 404 as for a missing community (the route's documented answer; not the 403 of
      // `{communityId}` paths in the contract).
      adminB: { status: 404, message: messages.community.loadFailed },
      superAdmin: 200,
    },
  },
  {
    method: 'PUT',
    route: '/api/Communities',
    label: 'community A',
    // Keeps A's name and address; only the portal link changes when the Super admin saves.
    request: async (world, actor) => ({
      url: '/api/Communities',
      payload: {
        id: world.a.id,
        communityName: world.a.communityName,
        communityAddress: `${world.a.marker} 1 Close`,
        portal: `https://portal.example.ng/${actor}`,
      },
      snapshot: () => world.app.repos.communities.findById(world.a.id),
    }),
    expect: {
      anonymous: 401,
      member: permission,
      treasurerA: permission,
      adminA: permission,
      adminB: permission,
      superAdmin: 200,
    },
  },
  {
    method: 'DELETE',
    route: '/api/Communities/{comId}',
    label: 'a fresh empty community',
    request: async (world) => ({ url: `/api/Communities/${await fresh.emptyCommunity(world)}` }),
    expect: {
      anonymous: 401,
      member: forbidden,
      treasurerA: forbidden,
      adminA: forbidden,
      adminB: forbidden,
      superAdmin: 200,
    },
  },
];
