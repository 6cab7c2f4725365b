import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../../../../src/shared/contract/projects.js';
import { messages } from '../../../../../src/shared/messages.js';
import { ADMIN } from '../../../../../src/shared/roles.js';
import type { App } from '../../../../../src/server/app.js';
import { build, countRows } from '../../../support/helper.js';
import { brokenFields, expectFieldsNamed } from '../../../support/field-errors.js';
import {
  createResident,
  residentCaller,
  residentRefs,
  type ResidentRefs,
  type TestResident,
} from '../../../support/people-fixtures.js';
import {
  communityWithAdmin,
  createWorld,
  type Caller,
  type World,
} from '../../../support/tenant-fixtures.js';

const CREATE = '/api/Projects/CreateProject';
const MISSING_ID = 2_147_483_647;

function projectBody(excoResidentId: number, overrides: Record<string, unknown> = {}) {
  return {
    projectName: 'Street lights',
    projectDate: '2026-03-01',
    budget: 1500000,
    excoResidentId,
    ...overrides,
  };
}

describe('Projects', () => {
  let app: App;
  let world: World;
  let refsA: ResidentRefs;
  let refsB: ResidentRefs;
  let excoA: TestResident;
  let excoB: TestResident;

  beforeAll(async () => {
    app = await build();
    world = await createWorld(app);
    refsA = await residentRefs(world.a.admin);
    refsB = await residentRefs(world.b.admin);
    excoA = await createResident(app, world.a.id, refsA, {
      roleName: 'Chairman',
      fullName: 'Musa Chairman',
    });
    excoB = await createResident(app, world.b.id, refsB, { roleName: 'Treasurer' });
  }, 30_000);
  afterAll(() => app.close());

  const storedBudget = async (id: number) =>
    Number(
      (
        await app.db
          .selectFrom('projects')
          .select('budgetKobo')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).budgetKobo,
    );

  it('adds a project; reads it alone and in both lists', async () => {
    const created = await world.a.admin.post(
      CREATE,
      projectBody(excoA.residentId, {
        projectName: '  Perimeter fence  ',
        budget: 1234567.89,
        amountRaised: 500,
        expendedAmount: 200,
        excoInCharge: 'Someone else',
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const project = created.json<Project>();
    expect(project).toEqual({
      id: expect.any(Number),
      projectName: 'Perimeter fence',
      communityId: world.a.id,
      projectDate: '2026-03-01',
      createdDate: expect.any(String),
      budget: 1234567.89,
      amountRaised: 0,
      expended: 0,
      expendedAmount: 0,
      excoInCharge: 'Musa Chairman',
      excoResidentId: excoA.residentId,
    });
    expect(new Date(project.createdDate).toISOString()).toBe(project.createdDate);
    expect(await storedBudget(project.id)).toBe(123456789);

    const one = await world.a.admin.get(`/api/Projects/${project.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(project);
    for (const url of ['/api/Projects', `/api/Projects/Community/${world.a.id}`]) {
      const list = await world.a.admin.get(url);
      expect(list.statusCode, url).toBe(200);
      expect(list.json().records[0], url).toEqual(project);
      expect(
        list.json().records.every((p: Project) => p.communityId === world.a.id),
        url,
      ).toBe(true);
    }
  });

  it('keeps budgets exact from naira to kobo and back', async () => {
    for (const [budget, kobo] of [
      [0.01, 1],
      [19.99, 1999],
      [0.1, 10],
      [1000000000000, 100000000000000],
      [2500, 250000],
      [1234.5, 123450],
    ] as const) {
      const response = await world.a.admin.post(CREATE, projectBody(excoA.residentId, { budget }));
      expect(response.statusCode, String(budget)).toBe(201);
      expect(response.json().budget).toBe(budget);
      expect(await storedBudget(response.json().id)).toBe(kobo);
      const read = await world.a.admin.get(`/api/Projects/${response.json().id}`);
      expect(read.json().budget).toBe(budget);
    }
  });

  it('refuses bad budgets with project.invalidBudget, nothing written', async () => {
    const before = await countRows(app, 'projects');
    for (const budget of [0, -1, -0.01, 12.345, 0.001, '5000', 'abc', true, [], 1e13, null]) {
      const response = await world.a.admin.post(CREATE, projectBody(excoA.residentId, { budget }));
      expect(response.statusCode, JSON.stringify(budget)).toBe(400);
      expect(response.json(), JSON.stringify(budget)).toEqual({
        message: messages.project.invalidBudget,
        errors: { budget: messages.project.invalidBudget },
      });
    }
    expect(await countRows(app, 'projects')).toBe(before);
  });

  it('refuses missing, blank or malformed fields with project.required', async () => {
    const before = await countRows(app, 'projects');
    const bodies: Record<string, unknown>[] = [];
    for (const field of ['projectName', 'projectDate', 'budget', 'excoResidentId']) {
      const body: Record<string, unknown> = projectBody(excoA.residentId);
      delete body[field];
      bodies.push(body);
    }
    bodies.push(
      projectBody(excoA.residentId, { projectName: '   ' }),
      projectBody(excoA.residentId, { projectDate: '' }),
      projectBody(excoA.residentId, { projectDate: '2026-13-01' }),
      projectBody(excoA.residentId, { projectDate: '2026-02-29' }),
      projectBody(excoA.residentId, { projectDate: '01/03/2026' }),
      projectBody(excoA.residentId, { projectDate: 20260301 }),
      projectBody(0),
      projectBody(excoA.residentId, { excoResidentId: null }),
      projectBody(excoA.residentId, { excoResidentId: '' }),
    );
    for (const body of bodies) {
      const response = await world.a.admin.post(CREATE, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const valid = projectBody(excoA.residentId);
      expectFieldsNamed(response.json(), messages.project.required, brokenFields(body, valid));
    }
    expect(await countRows(app, 'projects')).toBe(before);
    const leap = await world.a.admin.post(
      CREATE,
      projectBody(excoA.residentId, { projectDate: '2028-02-29' }),
    );
    expect(leap.statusCode).toBe(201);
  });

  it('requires the exco in charge to hold an exco role in the project’s community', async () => {
    const before = await countRows(app, 'projects');
    const memberA = await createResident(app, world.a.id, refsA);
    const adminA = await createResident(app, world.a.id, refsA, { roleName: ADMIN });
    for (const resident of [memberA, adminA]) {
      const response = await world.a.admin.post(CREATE, projectBody(resident.residentId));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.project.excoRequired });
    }
    // Another community's exco looks like a missing resident.
    const ofB = await world.a.admin.post(CREATE, projectBody(excoB.residentId));
    const missing = await world.a.admin.post(CREATE, projectBody(MISSING_ID));
    expect(ofB.statusCode).toBe(400);
    expect(ofB.json()).toEqual({ message: messages.reference.wrongCommunity });
    expect(ofB.body).toBe(missing.body);
    expect(await countRows(app, 'projects')).toBe(before);

    // Checked when saving: an exco role given later counts, one taken away no longer does.
    const later = await createResident(app, world.a.id, refsA, { roleName: 'Exco' });
    await world.a.admin.delete(`/api/Residents/Excos/${later.residentId}`);
    const demoted = await world.a.admin.post(CREATE, projectBody(later.residentId));
    expect(demoted.json()).toEqual({ message: messages.project.excoRequired });
    const roleId = await app.repos.roles.findIdByName('Secretary');
    await world.a.admin.post('/api/Residents/Excos', { residentId: later.residentId, roleId });
    expect((await world.a.admin.post(CREATE, projectBody(later.residentId))).statusCode).toBe(201);
  });

  it('lets exco role holders (administrators) add and read projects', async () => {
    const treasurer = await createResident(app, world.a.id, refsA, {
      roleName: 'Treasurer',
      password: 'treasurer password',
    });
    const as = await residentCaller(app, treasurer);
    const created = await as.post(CREATE, projectBody(treasurer.residentId));
    expect(created.statusCode).toBe(201);
    expect(created.json().communityId).toBe(world.a.id);
    expect((await as.get(`/api/Projects/${created.json().id}`)).statusCode).toBe(200);
  });

  it('refuses Members (403 auth.forbidden) and anonymous callers (401)', async () => {
    const memberResident = await createResident(app, world.a.id, refsA, {
      password: 'member password',
    });
    const asMember: Caller = await residentCaller(app, memberResident);
    const project = await world.a.admin.post(CREATE, projectBody(excoA.residentId));
    const before = await countRows(app, 'projects');
    for (const as of [asMember, world.member]) {
      for (const response of [
        await as.get('/api/Projects'),
        await as.get(`/api/Projects/Community/${world.a.id}`),
        await as.get(`/api/Projects/${project.json().id}`),
        await as.post(CREATE, projectBody(excoA.residentId)),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: messages.auth.forbidden });
      }
    }
    for (const [method, url] of [
      ['GET', '/api/Projects'],
      ['GET', `/api/Projects/${project.json().id}`],
      ['POST', CREATE],
    ] as const) {
      const response = await app.inject({ method, url, payload: projectBody(excoA.residentId) });
      expect(response.statusCode, url).toBe(401);
    }
    expect(await countRows(app, 'projects')).toBe(before);
  });

  it('keeps communities apart: 404 for another’s project, 403 for another’s list', async () => {
    const ofA = (await world.a.admin.post(CREATE, projectBody(excoA.residentId))).json<Project>();
    const b = world.b.admin;
    const one = await b.get(`/api/Projects/${ofA.id}`);
    const none = await b.get(`/api/Projects/${MISSING_ID}`);
    expect(one.statusCode).toBe(404);
    expect(one.json()).toEqual({ message: messages.project.loadFailed });
    expect(one.body).toBe(none.body);
    for (const url of [
      `/api/Projects/Community/${world.a.id}`,
      `/api/Projects?communityId=${world.a.id}`,
    ]) {
      const response = await b.get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ message: messages.auth.forbidden });
    }
    const own = (await b.get('/api/Projects?PageSize=100')).json<{ records: Project[] }>();
    expect(own.records.every((p) => p.communityId === world.b.id)).toBe(true);
  });

  it('saves to the session’s community whatever the body names', async () => {
    const response = await world.b.admin.post(
      CREATE,
      projectBody(excoB.residentId, { communityId: world.a.id, id: 1 }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().communityId).toBe(world.b.id);
    expect(response.json().id).not.toBe(1);
    const query = await world.b.admin.post(
      `${CREATE}?communityId=${world.a.id}`,
      projectBody(excoB.residentId),
    );
    expect(query.statusCode).toBe(201);
    expect(query.json().communityId).toBe(world.b.id);
  });

  it('lets the Super admin see every community’s projects and add to a named one', async () => {
    const root = world.root;
    const noCommunity = await root.post(CREATE, projectBody(excoA.residentId));
    expect(noCommunity.statusCode).toBe(400);
    expect(noCommunity.json()).toEqual({ message: messages.reference.chooseCommunity });
    const unknown = await root.post(
      CREATE,
      projectBody(excoA.residentId, { communityId: MISSING_ID }),
    );
    expect(unknown.statusCode).toBe(403);
    const wrong = await root.post(
      CREATE,
      projectBody(excoA.residentId, { communityId: world.b.id }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: messages.reference.wrongCommunity });

    const inA = await root.post(CREATE, projectBody(excoA.residentId, { communityId: world.a.id }));
    expect(inA.statusCode).toBe(201);
    expect(inA.json().communityId).toBe(world.a.id);
    const inB = await root.post(
      `${CREATE}?communityId=${world.b.id}`,
      projectBody(excoB.residentId),
    );
    expect(inB.statusCode).toBe(201);
    expect(inB.json().communityId).toBe(world.b.id);

    const all = (await root.get('/api/Projects?PageSize=100')).json<{ records: Project[] }>();
    const ids = all.records.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([inA.json().id, inB.json().id]));
    for (const url of [
      `/api/Projects?PageSize=100&communityId=${world.b.id}`,
      `/api/Projects/Community/${world.b.id}?PageSize=100`,
    ]) {
      const onlyB = (await root.get(url)).json<{ records: Project[] }>();
      expect(
        onlyB.records.map((p) => p.id),
        url,
      ).toContain(inB.json().id);
      expect(
        onlyB.records.every((p) => p.communityId === world.b.id),
        url,
      ).toBe(true);
    }
    expect((await root.get(`/api/Projects/${inA.json().id}`)).statusCode).toBe(200);
    expect((await root.get(`/api/Projects/Community/${MISSING_ID}`)).statusCode).toBe(403);
  });

  it('pages and searches (project name, exco in charge) before paging, newest first', async () => {
    const c = await communityWithAdmin(app);
    const refs = await residentRefs(c.admin);
    const ada = await createResident(app, c.id, refs, { roleName: 'Exco', fullName: 'Ada Obi' });
    const bayo = await createResident(app, c.id, refs, {
      roleName: 'Secretary',
      fullName: 'Bayo Adeyemi',
    });
    for (let index = 1; index <= 22; index += 1) {
      const response = await c.admin.post(
        CREATE,
        projectBody(index % 2 === 0 ? ada.residentId : bayo.residentId, {
          projectName: `Drainage ${String(index).padStart(2, '0')}`,
        }),
      );
      expect(response.statusCode).toBe(201);
    }
    await c.admin.post(CREATE, projectBody(ada.residentId, { projectName: 'Gate 100%_done' }));
    const url = `/api/Projects/Community/${c.id}`;

    const first = (await c.admin.get(url)).json();
    expect(first.totalRecordCount).toBe(23);
    expect(first.records).toHaveLength(10);
    expect(first.records[0].projectName).toBe('Gate 100%_done');
    const page3 = (await c.admin.get(`${url}?SearchText=DRAINAGE&PageNumber=3`)).json();
    expect(page3.totalRecordCount).toBe(22);
    expect(page3.records.map((p: Project) => p.projectName)).toEqual([
      'Drainage 02',
      'Drainage 01',
    ]);
    const byExco = (await c.admin.get(`${url}?SearchText=adeyemi&PageSize=100`)).json();
    expect(byExco.totalRecordCount).toBe(11);
    expect(byExco.records.every((p: Project) => p.excoInCharge === 'Bayo Adeyemi')).toBe(true);
    expect(
      (await c.admin.get(`${url}?SearchText=${encodeURIComponent('%_')}`)).json(),
    ).toMatchObject({ totalRecordCount: 1 });
    expect((await c.admin.get(`${url}?SearchText=e_0`)).json().totalRecordCount).toBe(0);
    expect((await c.admin.get(`${url}?PageNumber=4`)).json()).toEqual({
      records: [],
      totalRecordCount: 23,
    });
    const viaList = (await c.admin.get('/api/Projects?SearchText=gate')).json();
    expect(viaList.totalRecordCount).toBe(1);
    for (const query of ['PageSize=0', 'PageSize=101', 'PageNumber=0', 'PageNumber=1.5']) {
      expect((await c.admin.get(`${url}?${query}`)).statusCode, query).toBe(400);
    }
    for (const bad of ['/api/Projects/0', '/api/Projects/abc', '/api/Projects/Community/0']) {
      expect((await c.admin.get(bad)).statusCode, bad).toBe(400);
    }
  });
});
