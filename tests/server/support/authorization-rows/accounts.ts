/**
 * Accounts (issue 7): the public password reset, and the routes of a signed-in user's own account
 * (profile, password change: guards too, issue 21), plus an Admin's bank details. Nobody can
 * reach another account through them: the account is always the session's.
 */
import { messages } from '../../../../src/shared/messages.js';
import { unique } from '../helper.js';
import type { Actor, World } from '../world/world.js';
import { SIGNED_IN, type Row } from './types.js';

const EVERYONE_OK = {
  anonymous: 200,
  member: 200,
  treasurerA: 200,
  adminA: 200,
  adminB: 200,
  superAdmin: 200,
} as const;

const invalidCode = { status: 400, message: messages.reset.invalidCode };
const forbidden = { status: 403, message: messages.auth.forbidden };

/** The account row the actor's profile routes would change (none for anonymous). */
function accountOf(world: World, actor: Actor) {
  if (actor === 'anonymous') return async () => null;
  const { id } = world.accounts[actor];
  return () => world.app.repos.users.findProfile(id);
}

const newPhone = () => `081${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

export const accountRows: Row[] = [
  {
    method: 'POST',
    route: '/api/AuthUser/ForgotPassword',
    // Public, and one answer for every identifier (this one names no account).
    request: async (_world, actor) => ({
      url: '/api/AuthUser/ForgotPassword',
      payload: { userUniqueId: `nobody-${actor}-${unique()}@example.ng` },
    }),
    expect: EVERYONE_OK,
  },
  {
    method: 'POST',
    route: '/api/AuthUser/ResetPassword',
    // Public: reached by everyone, and a wrong code is refused whoever sends it. Each actor tries
    // its own account (anonymous the probe): wrong codes count per account, and the actors
    // outnumber the 10 one account may send in an hour.
    request: async (world, actor) => {
      const email = actor === 'anonymous' ? world.loginProbe.email : world.accounts[actor].email;
      return {
        url: '/api/AuthUser/ResetPassword',
        payload: {
          userUniqueId: email,
          otp: 'ZZZZ',
          newPassword: 'not the account password',
          confirmPassword: 'not the account password',
        },
        snapshot: () => world.app.repos.users.findByEmail(email),
      };
    },
    expect: {
      anonymous: invalidCode,
      member: invalidCode,
      treasurerA: invalidCode,
      adminA: invalidCode,
      adminB: invalidCode,
      superAdmin: invalidCode,
    },
  },
  {
    method: 'GET',
    route: '/api/AuthUser/Profile',
    request: async () => ({ url: '/api/AuthUser/Profile' }),
    expect: { ...SIGNED_IN, guardA: 200 },
  },
  {
    method: 'PUT',
    route: '/api/AuthUser/Profile',
    // Saves the actor's own values again (a phone where the account has none).
    request: async (world, actor) => {
      const current = await accountOf(world, actor)();
      return {
        url: '/api/AuthUser/Profile',
        payload: {
          fullName: current?.fullName ?? 'Anonymous Caller',
          title: current?.title ?? '',
          email: current?.email ?? `anonymous-${unique()}@example.ng`,
          mobileNumber: current?.mobileNumber ?? newPhone(),
        },
        snapshot: accountOf(world, actor),
      };
    },
    expect: { ...SIGNED_IN, guardA: 200 },
  },
  {
    method: 'POST',
    route: '/api/AuthUser/ChangePassword',
    // A wrong current password: every signed-in role reaches the check, nothing changes (a
    // successful change would end the sessions the other cells use).
    request: async (world, actor) => ({
      url: '/api/AuthUser/ChangePassword',
      payload: { currentPassword: 'not the password', newPassword: 'another password' },
      snapshot: async () =>
        actor === 'anonymous'
          ? null
          : world.app.repos.users.findPasswordHash(world.accounts[actor].id),
    }),
    expect: {
      anonymous: 401,
      member: { status: 400, message: messages.profile.wrongPassword },
      guardA: { status: 400, message: messages.profile.wrongPassword },
      treasurerA: { status: 400, message: messages.profile.wrongPassword },
      adminA: { status: 400, message: messages.profile.wrongPassword },
      adminB: { status: 400, message: messages.profile.wrongPassword },
      superAdmin: { status: 400, message: messages.profile.wrongPassword },
    },
  },
  {
    method: 'PUT',
    route: '/api/Communities/BankDetails',
    // Always the Admin's own community (B's Admin changes B); a body's communityId is ignored.
    request: async (world, actor) => ({
      url: '/api/Communities/BankDetails',
      payload: {
        bankName: `${actor} Bank`,
        bankAccountNumber: '0123456789',
        // A guarded change (issue 12): the actor's own password again.
        currentPassword: actor === 'anonymous' ? 'any password' : world.accounts[actor].password,
        communityId: world.a.id,
      },
      snapshot: () => world.app.repos.communities.findById(world.a.id),
    }),
    expect: {
      anonymous: 401,
      member: forbidden,
      treasurerA: forbidden,
      adminA: 200,
      adminB: 200,
      superAdmin: forbidden,
    },
  },
  {
    method: 'PUT',
    route: '/api/Communities/Settings',
    // Issue 16: "Members see who paid", always the Admin's own community (B's Admin changes B).
    request: async (world) => ({
      url: '/api/Communities/Settings',
      payload: { membersSeeWhoPaid: true },
      snapshot: () => world.app.repos.communities.findById(world.a.id),
    }),
    expect: {
      anonymous: 401,
      member: forbidden,
      treasurerA: forbidden,
      adminA: 200,
      adminB: 200,
      superAdmin: forbidden,
    },
  },
  {
    method: 'PUT',
    route: '/api/Communities/BankDetails',
    label: 'with a wrong current password',
    request: async (world, actor) => ({
      url: '/api/Communities/BankDetails',
      payload: {
        bankName: `${actor} Bank`,
        bankAccountNumber: '0123456789',
        currentPassword: 'not the password',
      },
      snapshot: async () => [
        await world.app.repos.communities.findById(world.a.id),
        await world.app.repos.communities.findById(world.b.id),
      ],
    }),
    expect: {
      anonymous: 401,
      member: forbidden,
      treasurerA: forbidden,
      adminA: { status: 400, message: messages.profile.wrongPassword },
      adminB: { status: 400, message: messages.profile.wrongPassword },
      superAdmin: forbidden,
    },
  },
];
