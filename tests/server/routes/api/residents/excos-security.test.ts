/**
 * Guards (issue 21, point 1): the Security role is given and taken through /api/Residents/Excos as
 * an exco role is, by administrators only; a guard signs in as Security and reaches their own
 * session and profile, never residents, money, notices, statistics or the committee's lists. A
 * guard keeps their resident record: notices to everyone reach them (as dues do, by apartment),
 * the excos' do not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Exco } from '../../../../../src/shared/contract/excos.js';
import { messages } from '../../../../../src/shared/messages.js';
import { MEMBER, ROLE_IDS, SECURITY } from '../../../../../src/shared/roles.js';
import type { App } from '../../../../../src/server/app.js';
import { build } from '../../../support/helper.js';
import {
  createResident,
  residentCaller,
  residentRefs,
  roleOfResident,
  type ResidentRefs,
  type TestResident,
} from '../../../support/people-fixtures.js';
import { createWorld, type Caller, type World } from '../../../support/tenant-fixtures.js';

const LIST = '/api/Residents/Excos';

describe('Excos: appointing guards (Security)', () => {
  let app: App;
  let world: World;
  let refsA: ResidentRefs;
  let member: Caller;

  beforeAll(async () => {
    app = await build();
    world = await createWorld(app);
    refsA = await residentRefs(world.a.admin);
    const memberResident = await createResident(app, world.a.id, refsA, {
      password: 'member password',
    });
    member = await residentCaller(app, memberResident);
  }, 30_000);
  afterAll(() => app.close());

  const resident = (fullName: string) =>
    createResident(app, world.a.id, refsA, { fullName, password: `${fullName} password` });
  const appoint = (as: Caller, residentId: number) =>
    as.post(LIST, { residentId, roleId: ROLE_IDS[SECURITY] });

  it('lists Security among the roles a community gives', async () => {
    const response = await world.a.admin.get('/api/Communities/Getroles');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual(expect.objectContaining({ id: 9, roleName: SECURITY }));
  });

  it('appoints a guard; they sign in as Security and are in the list (found by role)', async () => {
    const guard: TestResident = await resident('Musa Abubakar');
    const response = await appoint(world.a.admin, guard.residentId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Exco>()).toMatchObject({
      id: guard.residentId,
      fullName: 'Musa Abubakar',
      roleName: SECURITY,
    });
    expect(await roleOfResident(app, guard.residentId)).toBe(SECURITY);

    const login = await app.inject({
      method: 'POST',
      url: '/api/AuthUser/login',
      payload: { UserUniqueId: guard.email, PassWord: guard.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ roleName: SECURITY, communityId: world.a.id });
    const asGuard = await residentCaller(app, guard);
    const me = await asGuard.get('/api/AuthUser/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ roleName: SECURITY, residentId: guard.residentId });

    const found = await world.a.admin.get(`${LIST}?SearchText=security`);
    expect(found.json<{ records: Exco[] }>().records.map((exco) => exco.id)).toEqual([
      guard.residentId,
    ]);
  });

  it('refuses a guard everything but their own session and profile (403, nothing read)', async () => {
    const guard = await resident('Ibrahim Sule');
    expect((await appoint(world.a.admin, guard.residentId)).statusCode).toBe(200);
    const asGuard = await residentCaller(app, guard);
    const { id } = world.a;
    const refused = [
      '/api/Residents',
      `/api/Residents/${guard.residentId}`,
      LIST,
      '/api/Wallets',
      '/api/Notices',
      `/api/Residents/${id}/debtors`,
      `/api/Residents/${id}/Transactions`,
      `/api/Communities/${id}/Statistics`,
      '/api/Projects',
      '/api/Streets',
      '/api/Communities/Getroles',
    ];
    for (const url of refused) {
      const response = await asGuard.get(url);
      expect(response.statusCode, url).toBe(403);
      // The access table's refusal, in the family's words ("... to view resident info").
      expect(Object.keys(response.json()), url).toEqual(['message']);
    }
    const other = await resident('Other Resident');
    const write = await appoint(asGuard, other.residentId);
    expect(write.statusCode).toBe(403);
    expect(await roleOfResident(app, other.residentId)).toBe(MEMBER);
    // Their own account: the profile, and the opt-outs of notices to their resident record.
    for (const url of ['/api/AuthUser/Profile', '/api/AuthUser/MessagePreferences']) {
      expect((await asGuard.get(url)).statusCode, url).toBe(200);
    }
  });

  it('lets administrators appoint a guard, not Members; nobody appoints themselves', async () => {
    const byOfficer = await resident('Chidi Okafor');
    const treasurer = await createResident(app, world.a.id, refsA, {
      roleName: 'Treasurer',
      password: 'treasurer password',
    });
    const asTreasurer = await residentCaller(app, treasurer);
    expect((await appoint(asTreasurer, byOfficer.residentId)).statusCode).toBe(200);
    expect(await roleOfResident(app, byOfficer.residentId)).toBe(SECURITY);

    const byMember = await resident('Emeka Obi');
    const refused = await appoint(member, byMember.residentId);
    expect(refused.statusCode).toBe(403);
    expect(await roleOfResident(app, byMember.residentId)).toBe(MEMBER);

    const own = await appoint(asTreasurer, treasurer.residentId);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: messages.resident.ownRole });
    expect(await roleOfResident(app, treasurer.residentId)).toBe('Treasurer');
  });

  it('removes the Security role as an exco role: a Member again on the next request', async () => {
    const guard = await resident('Yusuf Bello');
    expect((await appoint(world.a.admin, guard.residentId)).statusCode).toBe(200);
    const asGuard = await residentCaller(app, guard);
    expect((await asGuard.get('/api/Residents')).statusCode).toBe(403);

    const removed = await world.a.admin.delete(`${LIST}/${guard.residentId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: messages.exco.removed });
    expect(await roleOfResident(app, guard.residentId)).toBe(MEMBER);
    expect((await asGuard.get('/api/AuthUser/me')).json()).toMatchObject({ roleName: MEMBER });
    expect((await asGuard.get(`/api/Residents/${guard.residentId}`)).statusCode).toBe(200);
    const list = (await world.a.admin.get(`${LIST}?PageSize=100`)).json<{ records: Exco[] }>();
    expect(list.records.map((exco) => exco.id)).not.toContain(guard.residentId);
  });

  it("leaves a guard out of the excos' notices; as a resident they get everyone's", async () => {
    const guard = await resident('Danjuma Audu');
    expect((await appoint(world.a.admin, guard.residentId)).statusCode).toBe(200);
    const recipientsOf = async (audience: string) => {
      const posted = await world.a.admin.post('/api/Notices', {
        title: `To ${audience}`,
        body: 'The gate closes at 11 p.m.',
        audience,
      });
      expect(posted.statusCode, posted.body).toBe(201);
      const rows = await app.db
        .selectFrom('noticeRecipients')
        .select('residentId')
        .where('noticeId', '=', posted.json<{ id: number }>().id)
        .execute();
      return rows.map((row) => row.residentId);
    };
    expect(await recipientsOf('excos')).not.toContain(guard.residentId);
    expect(await recipientsOf('everyone')).toContain(guard.residentId);
  });

  it('never puts a guard in charge of a project', async () => {
    const guard = await resident('Garba Shehu');
    expect((await appoint(world.a.admin, guard.residentId)).statusCode).toBe(200);
    const response = await world.a.admin.post('/api/Projects/CreateProject', {
      projectName: 'Gatehouse roof',
      projectDate: '2026-05-01',
      budget: 250000,
      excoResidentId: guard.residentId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.project.excoRequired });
  });
});
