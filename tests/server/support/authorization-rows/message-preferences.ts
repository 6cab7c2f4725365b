/**
 * A resident's own opt-outs (issue 19): `GET`/`PUT /api/AuthUser/MessagePreferences`. Always the
 * session's own resident record; in the world only the Members and the guard (issue 21: a guard's
 * account is a resident's) have one, so every other signed-in actor gets the 404 of an account
 * without a resident record, and nobody reaches another's.
 */
import { messages } from '../../../../src/shared/messages.js';
import type { Actor, World } from '../world/world.js';
import type { Expectations, Row } from './types.js';

const noResident = { status: 404, message: messages.reminders.noResidentRecord };

const OWN_RESIDENT_ONLY = {
  anonymous: 401,
  member: 200,
  guardA: 200,
  treasurerA: noResident,
  adminA: noResident,
  adminB: noResident,
  superAdmin: noResident,
} as const satisfies Expectations;

/** The opt-outs a PUT by the actor would change (the Member's own; nothing for the others). */
function preferencesOf(world: World, actor: Actor) {
  if (actor === 'anonymous') return async () => null;
  const { id } = world.accounts[actor];
  return () => world.app.repos.messagePreferences.ofAccount(id);
}

export const messagePreferencesRows: Row[] = [
  {
    method: 'GET',
    route: '/api/AuthUser/MessagePreferences',
    request: async () => ({ url: '/api/AuthUser/MessagePreferences' }),
    expect: OWN_RESIDENT_ONLY,
  },
  {
    method: 'PUT',
    route: '/api/AuthUser/MessagePreferences',
    // Saves the actor's own values again, so the other cells see the world unchanged.
    request: async (world, actor) => {
      const current = await preferencesOf(world, actor)();
      return {
        url: '/api/AuthUser/MessagePreferences',
        payload: current ?? { smsOptOut: true, emailRemindersOptOut: true },
        snapshot: preferencesOf(world, actor),
      };
    },
    expect: OWN_RESIDENT_ONLY,
  },
];
