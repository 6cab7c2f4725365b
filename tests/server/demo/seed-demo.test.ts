/**
 * `npm run seed:demo`: the generator (run small, 30 residents) writes a believable community
 * through the app's services, the Admin and the Member can sign in, the dashboard figures and the
 * debtors come out non-zero, the Member has notices to read, the data is reproducible, and a
 * second run refuses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app.js';
import { listenAddress, parseSeedDemoArgs, runSeedDemo } from '../../../src/server/cli/demo.js';
import {
  DEFAULT_DEMO_PASSWORD,
  DemoAlreadyExists,
  planDemoCommunity,
  seedDemoCommunity,
  type DemoSeedResult,
} from '../../../src/server/demo/index.js';
import type { DashboardStatistic } from '../../../src/shared/contract/finance-reads.js';
import type { NoticeList } from '../../../src/shared/contract/notices.js';
import type { PagedList } from '../../../src/shared/contract/paging.js';
import { EXCO_ROLES } from '../../../src/shared/roles.js';
import { readdir } from 'node:fs/promises';
import { uploadsDir } from '../../../src/server/files/storage.js';
import { bearer, build, countRows, createTestTarget, signIn } from '../support/helper.js';
import { startFakeS3, storedObjectIds } from '../support/s3-fixtures.js';

const PASSWORD = 'demo password for tests';
const RESIDENTS = 30;

async function countIn(app: App, table: 'residents' | 'ledgerEntries', communityId: number) {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('communityId', '=', communityId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('the demo community generator', () => {
  let app: App;
  let result: DemoSeedResult;

  beforeAll(async () => {
    app = await build();
    result = await seedDemoCommunity(app.db, { password: PASSWORD, residents: RESIDENTS });
  }, 30_000);
  afterAll(() => app.close());

  it('writes the community, its people and twelve months of ledger', async () => {
    const { counts, communityId } = result;
    expect(counts.residents).toBe(RESIDENTS);
    expect(await countIn(app, 'residents', communityId)).toBe(RESIDENTS);
    expect(await countIn(app, 'ledgerEntries', communityId)).toBe(counts.entries);
    expect(counts.charges).toBeGreaterThan(RESIDENTS * 10);
    expect(counts.payments).toBeGreaterThan(RESIDENTS * 5);
    expect(counts.expenses).toBeGreaterThanOrEqual(24);
    expect(counts.reversals).toBeGreaterThanOrEqual(1);
    expect(counts.projects).toBeGreaterThanOrEqual(3);
    const months = await app.db
      .selectFrom('ledgerEntries')
      .select('billingMonth')
      .distinct()
      .where('communityId', '=', communityId)
      .where('kind', '=', 'charge')
      .execute();
    expect(months).toHaveLength(12);
    const roles = await app.db
      .selectFrom('residents')
      .innerJoin('users', 'users.id', 'residents.userId')
      .innerJoin('roles', 'roles.id', 'users.roleId')
      .select('roles.roleName')
      .where('residents.communityId', '=', communityId)
      .execute();
    const excos = roles.map((role) => role.roleName).filter((name) => name !== 'Member');
    expect(new Set(excos)).toEqual(
      new Set(EXCO_ROLES.filter((role) => role !== 'Exco')), // small estates: the four officers
    );
  });

  it('gives member IDs and phone numbers in the one form the forms use (issue 16)', async () => {
    const { communityId } = result;
    const residents = await app.db
      .selectFrom('residents')
      .innerJoin('users', 'users.id', 'residents.userId')
      .innerJoin('apartments', 'apartments.id', 'residents.apartmentId')
      .select([
        'residents.id',
        'residents.memberId',
        'users.mobileNumber',
        'apartments.principalId',
      ])
      .where('residents.communityId', '=', communityId)
      .execute();
    for (const resident of residents) {
      expect(resident.memberId).toBe(`NB${communityId}-${resident.id}`);
      // The apartment's principal is its resident, by member ID.
      expect(resident.principalId).toBe(resident.memberId);
      expect(resident.mobileNumber).toMatch(/^0\d{10}$/);
    }
    const phones = [
      ...(await app.db
        .selectFrom('landlords')
        .select('mobileNo as phone')
        .where('communityId', '=', communityId)
        .execute()),
      ...(await app.db
        .selectFrom('apartments')
        .select('landlordPhoneNumber as phone')
        .where('communityId', '=', communityId)
        .execute()),
      ...(await app.db
        .selectFrom('dependants')
        .select('phone')
        .where('communityId', '=', communityId)
        .where('phone', '!=', '')
        .execute()),
    ];
    expect(phones.length).toBeGreaterThan(RESIDENTS);
    for (const { phone } of phones) expect(phone).toMatch(/^0\d{10}$/);
  });

  it('lets the Admin sign in to a dashboard whose figures match the ledger', async () => {
    const token = await signIn(app, result.admin.email, PASSWORD);
    const { communityId } = result;
    const response = await app.inject({
      url: `/api/Communities/${communityId}/Statistics`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const statistic = response.json<DashboardStatistic>();
    expect(statistic.totalIncome).toBeGreaterThan(0);
    expect(statistic.totalExpenses).toBeGreaterThan(0);
    expect(statistic.totalPendingPayments).toBeGreaterThan(0);
    const wallet = await app.db
      .selectFrom('ledgerEntries')
      .select((eb) => eb.fn.sum<number>(eb('creditKobo', '-', eb.ref('debitKobo'))).as('kobo'))
      .where('communityId', '=', communityId)
      .executeTakeFirstOrThrow();
    expect(statistic.availableBalance).toBe(Number(wallet.kobo) / 100);

    const debtors = await app.inject({
      url: `/api/Residents/${communityId}/debtors`,
      headers: bearer(token),
    });
    expect(debtors.statusCode).toBe(200);
    expect(debtors.json<PagedList<unknown>>().totalRecordCount).toBeGreaterThan(0);
  });

  it('lets the Member sign in and see their own debt', async () => {
    const token = await signIn(app, result.member.email, PASSWORD);
    const debtors = await app.inject({
      url: `/api/Residents/${result.communityId}/debtors`,
      headers: bearer(token),
    });
    expect(debtors.statusCode).toBe(200);
    expect(debtors.json<PagedList<unknown>>().totalRecordCount).toBe(1);
  });

  it('gives the Member their notices, one read, and the Admin all three with who read them', async () => {
    const member = bearer(await signIn(app, result.member.email, PASSWORD));
    const mine = (await app.inject({ url: '/api/Notices', headers: member })).json<NoticeList>();
    // Everyone's meeting (read) and the dues notice (the Member owes); not the excos' meeting.
    expect(mine.records.map((notice) => [notice.title, notice.readAt !== null]).sort()).toEqual([
      ['Estate general meeting on Saturday', true],
      ['Please settle your outstanding dues', false],
    ]);
    expect(mine.unreadCount).toBe(1);
    expect(result.counts.notices).toBe(3);
    const admin = bearer(await signIn(app, result.admin.email, PASSWORD));
    const all = (await app.inject({ url: '/api/Notices', headers: admin })).json<NoticeList>();
    const meeting = all.records.find((notice) => notice.audience === 'everyone');
    expect(all.totalRecordCount).toBe(3);
    expect(meeting).toMatchObject({ recipientCount: RESIDENTS, readCount: 1 });
  });

  it('refuses a second run and changes nothing', async () => {
    const before = await countRows(app, 'communities');
    await expect(
      seedDemoCommunity(app.db, { password: PASSWORD, residents: RESIDENTS }),
    ).rejects.toThrow(DemoAlreadyExists);
    expect(await countRows(app, 'communities')).toBe(before);
  });

  it('plans the same data for the same seed and day, and other data for another index', () => {
    const options = { password: PASSWORD, residents: RESIDENTS, today: '2026-03-15' };
    const plan = planDemoCommunity(options);
    expect(planDemoCommunity(options)).toEqual(plan);
    const other = planDemoCommunity({ ...options, communityIndex: 3 });
    expect(other.community.adminEmail).toBe('admin@c3.demo.neighbourly.ng');
    const phones = new Set([...plan.residents, ...other.residents].map((r) => r.mobileNumber));
    expect(phones.size).toBe(RESIDENTS * 2);
  });

  it('plans the streets and apartments asked for, and refuses fewer apartments than residents', () => {
    const options = { password: PASSWORD, residents: RESIDENTS, today: '2026-03-15' };
    const plan = planDemoCommunity({ ...options, streets: 7, apartments: RESIDENTS + 30 });
    expect(plan.streets).toHaveLength(7);
    // Whole buildings: at least the apartments asked for, less than one building (10 units) more.
    expect(plan.apartments.length).toBeGreaterThanOrEqual(RESIDENTS + 30);
    expect(plan.apartments.length).toBeLessThan(RESIDENTS + 30 + 10);
    expect(() => planDemoCommunity({ ...options, apartments: RESIDENTS - 1 })).toThrow(
      /number of apartments must be a whole number from the residents/,
    );
  });
});

describe('npm run seed:demo', () => {
  it('reads --password, DEMO_PASSWORD and --residents', () => {
    expect(parseSeedDemoArgs([])).toEqual({
      password: DEFAULT_DEMO_PASSWORD,
      residents: undefined,
      streets: undefined,
      apartments: undefined,
      defaultPassword: true,
    });
    const sized = ['--residents', '40', '--streets', '5', '--apartments', '60'];
    expect(parseSeedDemoArgs(sized, { DEMO_PASSWORD: 'from the env' })).toEqual({
      password: 'from the env',
      residents: 40,
      streets: 5,
      apartments: 60,
      defaultPassword: false,
    });
    expect(() => parseSeedDemoArgs(['--residents', 'many'])).toThrow(/whole number/);
    expect(() => parseSeedDemoArgs(['--streets', '2.5'])).toThrow(/--streets must be a whole/);
    expect(() => parseSeedDemoArgs(['--admin', 'x'])).toThrow(/Usage: npm run seed:demo/);
  });

  it('prints the address the server listens on (HOST, PORT), not PUBLIC_URL', () => {
    expect(listenAddress({ host: '0.0.0.0', port: 3000 })).toBe('http://localhost:3000');
    expect(listenAddress({ host: '::', port: 8080 })).toBe('http://localhost:8080');
    expect(listenAddress({ host: '127.0.0.1', port: 4321 })).toBe('http://127.0.0.1:4321');
    expect(listenAddress({ host: '::1', port: 3000 })).toBe('http://[::1]:3000');
  });

  it('migrates, seeds, prints the address and both logins, and refuses a second run', async () => {
    const target = await createTestTarget();
    const env = {
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? undefined,
      PUBLIC_URL: 'https://estate.example.ng',
      DEMO_PASSWORD: PASSWORD,
      LOG_LEVEL: 'silent',
    };
    try {
      const summary = await runSeedDemo(['--residents', '12'], env);
      expect(summary).toContain('http://localhost:3000/auth/sign-in');
      expect(summary).not.toContain('estate.example.ng');
      expect(summary).toMatch(/Dues are paid to [A-Za-z ]+, account \d{10}\./);
      expect(summary).toContain(`admin@demo.neighbourly.ng   password: ${PASSWORD}`);
      expect(summary).toContain(`member@demo.neighbourly.ng  password: ${PASSWORD}`);
      expect(summary).toContain('12 residents');
      expect(summary).toContain('3 adverts (expired, active, unpaid)');
      expect(summary).toContain('3 notices (everyone, residents who owe, excos;');
      expect(summary).toMatch(/\d+ residents with a photo and an ID document/);
      await expect(runSeedDemo(['--residents', '12'], env)).rejects.toThrow(/already exists/);
    } finally {
      await target.dispose();
    }
  }, 30_000);

  it('puts the pictures in the bucket when S3_BUCKET is set (issue 20)', async () => {
    const target = await createTestTarget();
    const s3 = await startFakeS3();
    const saved = { ...process.env };
    // The SDK reads the credential variables from the process, as `npm run seed:demo` does.
    Object.assign(process.env, s3.env);
    try {
      await runSeedDemo(['--residents', '12'], {
        DATA_DIR: target.dataDir,
        DATABASE_URL: target.databaseUrl ?? undefined,
        DEMO_PASSWORD: PASSWORD,
        LOG_LEVEL: 'silent',
        ...s3.env,
      });
      const objects = await storedObjectIds(s3.storage);
      expect(objects.length).toBeGreaterThan(0);
      expect(await readdir(uploadsDir(target.dataDir)).catch(() => [])).toEqual([]);
    } finally {
      for (const name of Object.keys(s3.env)) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
      await s3.close();
      await target.dispose();
    }
  }, 30_000);
});
