/**
 * Health, readiness and sessions: the public routes and the ones every signed-in user may call
 * (guards too: their own session, issue 21).
 */
import { messages } from '../../../../src/shared/messages.js';
import { freshToken } from '../world/world.js';
import { SIGNED_IN, type Row } from './types.js';

const EVERYONE = {
  anonymous: 200,
  member: 200,
  treasurerA: 200,
  adminA: 200,
  adminB: 200,
  superAdmin: 200,
} as const;

export const systemRows: Row[] = [
  {
    method: 'GET',
    route: '/api/health',
    request: async () => ({ url: '/api/health' }),
    expect: EVERYONE,
  },
  {
    method: 'GET',
    route: '/api/ready',
    request: async () => ({ url: '/api/ready' }),
    expect: EVERYONE,
  },
  {
    method: 'POST',
    route: '/api/AuthUser/login',
    // Public: whoever sends it, a correct e-mail and password sign in (a session is no key here).
    request: async (world) => ({
      url: '/api/AuthUser/login',
      payload: { UserUniqueId: world.loginProbe.email, PassWord: world.loginProbe.password },
    }),
    expect: EVERYONE,
  },
  {
    method: 'POST',
    route: '/api/AuthUser/logout',
    // Ends a fresh session of the actor, so the actor's own token stays valid for other cells.
    request: async (world, actor) => ({
      url: '/api/AuthUser/logout',
      token: await freshToken(world, actor),
    }),
    expect: {
      ...SIGNED_IN,
      anonymous: { status: 401, message: messages.auth.signInRequired },
      guardA: 200,
    },
  },
  {
    method: 'GET',
    route: '/api/AuthUser/me',
    request: async () => ({ url: '/api/AuthUser/me' }),
    expect: { ...SIGNED_IN, guardA: 200 },
  },
];
