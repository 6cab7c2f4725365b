import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../src/shared/messages.js';
import {
  ADMIN,
  ADMINISTRATORS,
  ANY_COMMUNITY_USER,
  EXCO_ROLES,
  MEMBER,
  SUPER_ADMIN,
} from '../../../../src/shared/roles.js';
import type { App } from '../../../../src/server/app.js';
import {
  communityForPath,
  communityForQuery,
  communityForWrite,
  maySee,
  readScope,
} from '../../../../src/server/plugins/app/tenancy.js';
import { Refusal } from '../../../../src/server/services/refusal.js';
import { isForeignKeyViolation } from '../../../../src/server/repositories/constraints.js';
import { escapeLike } from '../../../../src/server/repositories/search.js';
import { pageOf } from '../../../../src/shared/contract/paging.js';
import { deleteUnlessInUse } from '../../../../src/server/services/property/property-records.js';
import { build } from '../../support/helper.js';
import { addAddress, addStreet, createWorld, type World } from '../../support/tenant-fixtures.js';

const EXISTING = [1, 2];

/** A request as the tenant helpers see it: a session user and the community lookup. */
function requestAs(roleName: string, communityId: number | null): FastifyRequest {
  return {
    user: { id: 1, roleName, communityId, fullName: '', email: null, mobileNumber: null },
    routeOptions: { url: '/test' },
    server: { repos: { communities: { exists: async (id: number) => EXISTING.includes(id) } } },
  } as unknown as FastifyRequest;
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(Refusal);
  const { reason, message } = error as Refusal;
  return { reason, message };
}

const forbidden = { reason: 'forbidden', message: messages.auth.forbidden };

describe('tenancy helpers', () => {
  const root = requestAs(SUPER_ADMIN, null);
  const admin = requestAs(ADMIN, 1);

  it('names the roles once', () => {
    expect(ADMINISTRATORS).toEqual([SUPER_ADMIN, ADMIN, ...EXCO_ROLES]);
    expect(ANY_COMMUNITY_USER).toContain(MEMBER);
    expect(ADMINISTRATORS).not.toContain(MEMBER);
  });

  it('communityForPath: own community, or any existing one for the Super admin', async () => {
    expect(await communityForPath(admin, 1)).toBe(1);
    expect(await refusal(communityForPath(admin, 2))).toEqual(forbidden);
    expect(await communityForPath(root, 2)).toBe(2);
    expect(await refusal(communityForPath(root, 99))).toEqual(forbidden);
  });

  it('communityForQuery: null = all for the Super admin; others their own only', async () => {
    expect(await communityForQuery(root, undefined)).toBeNull();
    expect(await communityForQuery(root, 2)).toBe(2);
    expect(await refusal(communityForQuery(root, 99))).toEqual(forbidden);
    expect(await communityForQuery(admin, undefined)).toBe(1);
    expect(await communityForQuery(admin, 1)).toBe(1);
    expect(await refusal(communityForQuery(admin, 2))).toEqual(forbidden);
    expect(await communityForQuery(requestAs(MEMBER, 2), undefined)).toBe(2);
  });

  it('communityForWrite: the session decides, except for the Super admin who must name one', async () => {
    expect(await communityForWrite(admin, 2)).toBe(1);
    expect(await communityForWrite(admin, undefined)).toBe(1);
    expect(await refusal(communityForWrite(root, undefined))).toEqual({
      reason: 'invalid',
      message: messages.reference.chooseCommunity,
    });
    expect(await refusal(communityForWrite(root, null))).toMatchObject({ reason: 'invalid' });
    expect(await communityForWrite(root, 2)).toBe(2);
    expect(await refusal(communityForWrite(root, 99))).toEqual(forbidden);
  });

  it('readScope and maySee', () => {
    expect(readScope(root)).toBeNull();
    expect(readScope(admin)).toBe(1);
    expect(maySee(root, 2)).toBe(true);
    expect(maySee(admin, 1)).toBe(true);
    expect(maySee(admin, 2)).toBe(false);
    expect(() => readScope(requestAs(ADMIN, null))).toThrow(Refusal);
  });

  it('pageOf fills in the defaults; escapeLike escapes the wildcards', () => {
    expect(pageOf({})).toEqual({ limit: 10, offset: 0 });
    expect(pageOf({ PageSize: 10, PageNumber: 3 })).toEqual({ limit: 10, offset: 20 });
    expect(pageOf({ PageSize: 25 })).toEqual({ limit: 25, offset: 0 });
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});

describe('tenant rules against the database', () => {
  let app: App;
  let world: World;

  beforeAll(async () => {
    app = await build();
    world = await createWorld(app);
  });
  afterAll(() => app.close());

  it('recognises the foreign-key violation of each database', async () => {
    const street = await addStreet(world.a.admin);
    await addAddress(world.a.admin, street.id);
    const error = await app.repos.streets.delete(street.id).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).not.toBeNull();
    expect(isForeignKeyViolation(error)).toBe(true);
    expect(isForeignKeyViolation(new Error('other'))).toBe(false);
    expect(isForeignKeyViolation({ code: '23505' })).toBe(false);
  });

  it('answers inUse when the database refuses a delete the check missed', async () => {
    const street = await addStreet(world.a.admin);
    await addAddress(world.a.admin, street.id);
    const outcome = await deleteUnlessInUse(
      app.repos,
      (repos) => ({ isInUse: async () => false, delete: (id) => repos.streets.delete(id) }),
      street.id,
    );
    expect(outcome).toBe('inUse');
    expect(await app.repos.streets.findById(street.id, null)).not.toBeNull();
  });

  it('answers tenant refusals as { message } with their status', async () => {
    const response = await world.a.admin.get(`/api/Streets/Community/${world.b.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: messages.auth.forbidden });
  });
});
