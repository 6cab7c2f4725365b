/**
 * What a newcomer sees after `npm run seed:demo` (issue 16, point 11), read through the API as
 * the Admin and the Member: the community's bank details, residents with dependants (the Member
 * among them), projects that money was spent on, adverts in every state with
 * their images, and photos and ID documents.
 */
import { storedFiles } from '../support/files-fixtures.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app.js';
import {
  planDemoCommunity,
  seedDemoCommunity,
  writeDemoPlan,
  type DemoSeedResult,
} from '../../../src/server/demo/index.js';
import type { Advert } from '../../../src/shared/contract/adverts.js';
import type { Community } from '../../../src/shared/contract/communities.js';
import type { Dependant } from '../../../src/shared/contract/dependants.js';
import type { PagedList } from '../../../src/shared/contract/paging.js';
import type { Project } from '../../../src/shared/contract/projects.js';
import type { Resident } from '../../../src/shared/contract/residents.js';
import { bearer, build, signIn } from '../support/helper.js';

const PASSWORD = 'demo password for tests';

describe('the demo community, as its users see it', () => {
  let app: App;
  let result: DemoSeedResult;
  let adminToken: string;
  let memberToken: string;

  beforeAll(async () => {
    app = await build();
    result = await seedDemoCommunity(app.db, {
      password: PASSWORD,
      residents: 30,
      uploads: { dataDir: app.config.dataDir, store: app.fileStore },
    });
    adminToken = await signIn(app, result.admin.email, PASSWORD);
    memberToken = await signIn(app, result.member.email, PASSWORD);
  }, 30_000);
  afterAll(() => app.close());

  const get = async <T>(token: string, url: string) => {
    const response = await app.inject({ url, headers: bearer(token) });
    expect(response.statusCode, url).toBe(200);
    return response.json<T>();
  };

  it('shows the Admin and the Member where to pay: a bank and a 10-digit account number', async () => {
    for (const token of [adminToken, memberToken]) {
      const community = await get<Community>(token, `/api/Communities/${result.communityId}`);
      expect(community.bankName).toBe(result.bank.bankName);
      expect(community.bankName).not.toBe('');
      expect(community.bankAccountNumber).toMatch(/^\d{10}$/);
    }
  });

  it('gives the Member a household, and other residents dependants too', async () => {
    const own = await get<PagedList<Dependant>>(
      memberToken,
      `/api/Residents/${result.member.residentId}/Dependants`,
    );
    expect(own.totalRecordCount).toBeGreaterThan(0);
    expect(own.records[0]!.fullName).not.toBe('');

    // Another household, as the Admin reads it.
    const other = await app.db
      .selectFrom('dependants')
      .select('residentId')
      .where('communityId', '=', result.communityId)
      .where('residentId', '!=', result.member.residentId)
      .executeTakeFirst();
    expect(other).toBeDefined();
    const theirs = await get<PagedList<Dependant>>(
      adminToken,
      `/api/Residents/${other!.residentId}/Dependants`,
    );
    expect(theirs.totalRecordCount).toBeGreaterThan(0);
    expect(result.counts.dependants).toBeGreaterThanOrEqual(
      own.totalRecordCount + theirs.totalRecordCount,
    );
  });

  it('lists projects with their spending from the ledger, at least one under way', async () => {
    const projects = await get<PagedList<Project>>(
      adminToken,
      `/api/Projects/Community/${result.communityId}`,
    );
    expect(projects.totalRecordCount).toBe(result.counts.projects);
    const spent = projects.records.filter((project) => project.expended > 0);
    expect(spent.length).toBeGreaterThan(0);
    for (const project of spent) expect(project.excoInCharge).not.toBe('');
  });

  it('shows adverts in every state, each with its generated banner and logo', async () => {
    const adverts = await get<PagedList<Advert>>(memberToken, '/api/Adverts');
    expect(adverts.totalRecordCount).toBe(result.counts.adverts);
    expect(adverts.records.map((advert) => advert.status).sort()).toEqual([
      'Active',
      'Expired',
      'Pending',
    ]);
    const pending = adverts.records.find((advert) => advert.status === 'Pending')!;
    expect(pending.paid).toBe(false);
    for (const url of [pending.graphics, pending.logo]) {
      const image = await app.inject({ url, headers: bearer(memberToken) });
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    }
    const running = await get<PagedList<Advert>>(
      memberToken,
      `/api/Adverts/${result.communityId}/GetCommunityAdverts`,
    );
    expect(running.records.map((advert) => advert.status)).toEqual(['Active']);
  });

  it('gives the Member and the excos a photo and an ID document that the Admin can open', async () => {
    const member = await get<Resident>(adminToken, `/api/Residents/${result.member.residentId}`);
    expect(member.imagePath).not.toBeNull();
    expect(member.idNumberFile).not.toBeNull();
    for (const url of [member.imagePath!, member.idNumberFile!]) {
      const file = await app.inject({ url, headers: bearer(adminToken) });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
    }
    expect(result.counts.residentsWithFiles).toBe(result.counts.excos + 1);
  });

  it('leaves no pictures behind when the seed fails part-way', async () => {
    const before = await storedFiles(app);
    const plan = planDemoCommunity({ password: PASSWORD, residents: 30, communityIndex: 4 });
    // An advert by a resident who does not exist: refused after the other pictures are stored.
    plan.adverts.push({ ...plan.adverts[0]!, resident: plan.residents.length });
    await expect(
      writeDemoPlan(app.db, plan, {
        password: PASSWORD,
        uploads: { dataDir: app.config.dataDir, store: app.fileStore },
      }),
    ).rejects.toThrow();
    expect(await storedFiles(app)).toEqual(before);
    expect(await app.repos.users.findByEmail(plan.community.adminEmail)).toBeNull();
  });
});
