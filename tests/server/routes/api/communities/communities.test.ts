import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../../src/shared/messages.js';
import { COMMUNITY_ROLES } from '../../../../../src/shared/roles.js';
import type { App } from '../../../../../src/server/app.js';
import {
  bearer,
  build,
  createSuperAdmin,
  createUserWithRole,
  registerCommunity,
  signIn,
} from '../../../support/helper.js';

describe('GET /api/Communities/Getroles and /api/Communities/{comId}', () => {
  let app: App;
  let own: Awaited<ReturnType<typeof registerCommunity>>;
  let other: Awaited<ReturnType<typeof registerCommunity>>;
  let ownToken: string;

  beforeAll(async () => {
    app = await build({ config: { publicUrl: 'https://neighbourly.example.ng' } });
    own = await registerCommunity(app);
    other = await registerCommunity(app);
    ownToken = await signIn(app, own.registration.adminEmail, own.registration.adminPassword);
  });
  afterAll(() => app.close());

  it('lists the roles a community may assign, never Super admin', async () => {
    const response = await app.inject({
      url: '/api/Communities/Getroles',
      headers: bearer(ownToken),
    });
    expect(response.statusCode).toBe(200);
    const roles = response.json<{ id: number; roleName: string }[]>();
    expect(roles.map((role) => role.roleName)).toEqual([...COMMUNITY_ROLES]);
    expect(roles.every((role) => Number.isInteger(role.id))).toBe(true);
  });

  it('requires a session for the roles and the community', async () => {
    for (const url of ['/api/Communities/Getroles', `/api/Communities/${own.community.id}`]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual({ message: messages.auth.signInRequired });
    }
  });

  it('shows a user their own community with bank details and referral link', async () => {
    const response = await app.inject({
      url: `/api/Communities/${own.community.id}`,
      headers: bearer(ownToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: own.community.id,
      communityName: own.registration.communityName,
      communityType: 'CDA',
      bankName: '',
      bankAccountNumber: '',
      referralLink: `https://neighbourly.example.ng/auth/sign-up?ref=${own.community.id}`,
    });
  });

  it('leaves the referral link, which registers another community, out for a Member', async () => {
    const member = await createUserWithRole(app, own.community.id, 'Member');
    const treasurer = await createUserWithRole(app, own.community.id, 'Treasurer');
    const linkFor = async (account: { email: string; password: string }) => {
      const token = await signIn(app, account.email, account.password);
      const response = await app.inject({
        url: `/api/Communities/${own.community.id}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ referralLink: string; communityName: string }>();
    };
    expect(await linkFor(member)).toMatchObject({
      communityName: own.registration.communityName,
      referralLink: '',
    });
    expect((await linkFor(treasurer)).referralLink).toBe(
      `https://neighbourly.example.ng/auth/sign-up?ref=${own.community.id}`,
    );
  });

  it("hides another community's existence: 404 as for an unknown one", async () => {
    const foreign = await app.inject({
      url: `/api/Communities/${other.community.id}`,
      headers: bearer(ownToken),
    });
    const unknown = await app.inject({ url: '/api/Communities/999999', headers: bearer(ownToken) });
    for (const response of [foreign, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.community.loadFailed });
    }
  });

  it('lets the Super admin read any community', async () => {
    const root = await createSuperAdmin(app);
    const token = await signIn(app, root.email, root.password);
    for (const { community } of [own, other]) {
      const response = await app.inject({
        url: `/api/Communities/${community.id}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().id).toBe(community.id);
    }
    const unknown = await app.inject({ url: '/api/Communities/999999', headers: bearer(token) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: messages.community.loadFailed });
  });

  it('refuses ids that are not positive integers with 400', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await app.inject({
        url: `/api/Communities/${id}`,
        headers: bearer(ownToken),
      });
      expect(response.statusCode, id).toBe(400);
      expect(response.json().message, id).toMatch(/^Community must be/);
      expect(Object.keys(response.json().errors), id).toEqual(['comId']);
    }
  });
});
