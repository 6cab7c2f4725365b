/**
 * Importing residents (issue 17): the template, a dry run that writes nothing, a real run that
 * creates the residents with their property and opening balances in one go, a re-import that
 * changes nothing, and what the rest of the product then shows (debtors, balances, statistic,
 * audit log). Runs on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import { IMPORT_COLUMNS } from '../../../../../src/shared/imports.js';
import { build, countRows } from '../../../support/helper.js';
import { createWorld, type World } from '../../../support/tenant-fixtures.js';
import {
  RESIDENT_HEADERS,
  csvOf,
  residentRows,
  upload,
  xlsxOf,
} from '../../../support/imports-fixtures.js';

const TABLES = [
  'users',
  'residents',
  'streets',
  'addresses',
  'apartments',
  'apartmentTypes',
  'ledgerEntries',
  'auditLog',
] as const;

describe('Importing residents', () => {
  let app: App;
  let world: World;

  beforeAll(async () => {
    app = await build();
    world = await createWorld(app);
  });
  afterAll(() => app.close());

  const counts = async () =>
    Object.fromEntries(
      await Promise.all(TABLES.map(async (table) => [table, await countRows(app, table)])),
    );

  it('downloads the template: the header row and one example row, as a CSV attachment', async () => {
    const response = await world.a.admin.get('/api/Imports/Templates/residents');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Neighbourly_residents-template.csv"',
    );
    const columns = IMPORT_COLUMNS.residents;
    const quoted = (cells: string[]) => cells.map((cell) => `"${cell}"`).join(',');
    expect(response.body).toBe(
      `\uFEFF${quoted(columns.map((c) => c.header))}\r\n${quoted(columns.map((c) => c.example))}\r\n`,
    );
    const unknown = await world.a.admin.get('/api/Imports/Templates/landlords');
    expect(unknown.statusCode).toBe(400);
  });

  it('takes its own template back: the example row is a valid resident', async () => {
    const template = await world.b.admin.get('/api/Imports/Templates/residents');
    const file = { name: 'template.csv', bytes: Buffer.from(template.body) };
    const dry = await upload(app, world.b.auth, 'Kind=residents', file);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ rows: 1, errors: [], created: { residents: 1 } });
  });

  it('dry runs without writing, imports everything, and re-imports to no change', async () => {
    const rows = residentRows(12, 'flow');
    rows[0]!['Opening balance (₦)'] = '45,000';
    rows[1]!['Opening balance (₦)'] = '-2,500';
    const file = { name: 'estate.csv', bytes: csvOf(RESIDENT_HEADERS, rows) };
    const before = await counts();

    const dry = await upload(app, world.a.auth, 'Kind=residents', file);
    expect(dry.statusCode, dry.body).toBe(200);
    const created = {
      residents: 12,
      streets: 2,
      addresses: 3,
      apartments: 6,
      apartmentTypes: 2,
      openingBalances: 2,
    };
    expect(dry.json()).toEqual({
      kind: 'residents',
      dryRun: true,
      rows: 12,
      created,
      unchanged: 0,
      errors: [],
    });
    expect(await counts()).toEqual(before);

    const real = await upload(app, world.a.auth, 'Kind=residents&DryRun=false', file);
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json()).toEqual({ ...dry.json(), dryRun: false });
    const after = await counts();
    expect(after).toEqual({
      ...before,
      users: before.users + 12,
      residents: before.residents + 12,
      streets: before.streets + 2,
      addresses: before.addresses + 3,
      apartments: before.apartments + 6,
      apartmentTypes: before.apartmentTypes + 2,
      ledgerEntries: before.ledgerEntries + 2,
      auditLog: before.auditLog + 1,
    });

    const again = await upload(app, world.a.auth, 'Kind=residents&DryRun=false', file);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({
      kind: 'residents',
      dryRun: false,
      rows: 12,
      created: Object.fromEntries(Object.keys(created).map((key) => [key, 0])),
      unchanged: 12,
      errors: [],
    });
    expect(await counts()).toEqual({ ...after, auditLog: after.auditLog + 1 });
  });

  it('creates each resident as the forms would: account without password, member ID, property', async () => {
    const [row] = residentRows(1, 'shape');
    row!['Full name'] = '=HYPERLINK("http://evil.example","click")';
    row!['E-mail'] = 'Shape.Resident@Example.com';
    row!.Phone = '+234 803 555 0101';
    row!['Opening balance (₦)'] = '₦45,000.50';
    const file = await xlsxOf(RESIDENT_HEADERS, [row!]);
    const response = await upload(app, world.a.auth, 'Kind=residents&DryRun=false', {
      name: 'shape.xlsx',
      bytes: file,
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(response.statusCode, response.body).toBe(200);

    const account = await app.db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.roleId')
      .select(['users.id', 'users.passwordHash', 'users.mobileNumber', 'roles.roleName'])
      .where('users.email', '=', 'shape.resident@example.com')
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({
      passwordHash: null,
      mobileNumber: '08035550101',
      roleName: 'Member',
    });
    const { id } = await app.db
      .selectFrom('residents')
      .select('id')
      .where('userId', '=', account.id)
      .executeTakeFirstOrThrow();
    const read = await world.a.admin.get(`/api/Residents/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      fullName: '=HYPERLINK("http://evil.example","click")',
      email: 'shape.resident@example.com',
      mobileNumber: '08035550101',
      memberId: `NB${world.a.id}-${id}`,
      address: row!.Address,
      apartmentName: row!.Apartment,
      apartmentType: row!['Apartment type'],
      outStandingBalance: 45000.5,
      roleName: 'Member',
    });
    // The apartment names its first resident as the principal, as the demo does.
    const apartment = await world.a.admin.get(`/api/Apartments/${read.json().selectedApartmentId}`);
    expect(apartment.json()).toMatchObject({
      principalId: `NB${world.a.id}-${id}`,
      principalPhoneNumber: '08035550101',
    });
    // No welcome e-mail went out; 'Forgot password' gives the resident a code to set one.
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/AuthUser/ForgotPassword',
      payload: { userUniqueId: 'shape.resident@example.com' },
    });
    expect(forgot.statusCode).toBe(200);
    await app.afterAnswer.idle();
    const codes = await app.db
      .selectFrom('passwordResetCodes')
      .select('id')
      .where('userId', '=', account.id)
      .execute();
    expect(codes).toHaveLength(1);
  });

  it('shows opening balances as debts and credits, never as cash', async () => {
    const c = await createWorld(app).then((fresh) => fresh.a);
    const rows = residentRows(2, 'money');
    rows[0]!['Opening balance (₦)'] = '45,000';
    rows[1]!['Opening balance (₦)'] = '(2,500)';
    const response = await upload(app, c.auth, 'Kind=residents&DryRun=false', {
      name: 'balances.csv',
      bytes: csvOf(RESIDENT_HEADERS, rows),
    });
    expect(response.statusCode, response.body).toBe(200);

    const debtors = await c.admin.get(`/api/Residents/${c.id}/debtors`);
    expect(debtors.statusCode).toBe(200);
    expect(debtors.json().records).toEqual([
      expect.objectContaining({
        fullName: rows[0]!['Full name'],
        desc: 'Balance brought forward',
        amountOwed: 45000,
      }),
    ]);
    const statistic = await c.admin.get(`/api/Communities/${c.id}/Statistics`);
    expect(statistic.json()).toMatchObject({
      totalIncome: 0,
      totalExpenses: 0,
      availableBalance: 0,
      totalPendingPayments: 45000,
    });
    const residents = await c.admin.get(`/api/Residents?PageSize=10`);
    const balances = Object.fromEntries(
      residents
        .json()
        .records.map((r: { fullName: string; outStandingBalance: number }) => [
          r.fullName,
          r.outStandingBalance,
        ]),
    );
    expect(balances).toMatchObject({
      [rows[0]!['Full name']!]: 45000,
      [rows[1]!['Full name']!]: -2500,
    });
    for (const list of ['/api/Wallets', '/api/Allincomes']) {
      const answer = await c.admin.get(list);
      expect(answer.json().records, list).toEqual([]);
    }
  });

  it('writes one audit row naming the file, the kind, the counts and who ran it', async () => {
    const c = await createWorld(app).then((fresh) => fresh.a);
    const rows = residentRows(3, 'audit');
    const response = await upload(app, c.auth, 'Kind=residents&DryRun=false', {
      name: 'estate north.csv',
      bytes: csvOf(RESIDENT_HEADERS, rows),
    });
    expect(response.statusCode, response.body).toBe(200);
    const log = await c.admin.get('/api/AuditLogs?PageSize=50');
    const imports = log
      .json()
      .records.filter((entry: { action: string }) => entry.action === 'import');
    expect(imports).toEqual([
      expect.objectContaining({
        actorUserId: c.adminUserId,
        actorName: c.adminEmail.toLowerCase(),
        communityId: c.id,
        outcome: 'success',
        target:
          'residents import "estate north.csv": 3 rows, created residents 3, streets 1, ' +
          'addresses 1, apartments 2, apartmentTypes 2, openingBalances 0; unchanged 0',
      }),
    ]);
  });

  it('never matches another community’s residents', async () => {
    const rows = residentRows(2, 'tenants');
    const first = await upload(app, world.a.auth, 'Kind=residents&DryRun=false', {
      name: 'a.csv',
      bytes: csvOf(RESIDENT_HEADERS, rows),
    });
    expect(first.statusCode, first.body).toBe(200);
    const [a1] = await app.db
      .selectFrom('residents')
      .select('memberId')
      .where('fullName', '=', rows[0]!['Full name']!)
      .execute();

    const b = await upload(app, world.b.auth, 'Kind=residents', {
      name: 'b.csv',
      bytes: csvOf(RESIDENT_HEADERS, [
        rows[0]!,
        { ...residentRows(1, 'tenants-b')[0]!, 'Member ID': a1!.memberId },
      ]),
    });
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json()).toMatchObject({
      unchanged: 0,
      errors: [
        {
          row: 2,
          column: 'E-mail',
          message: "This E-mail belongs to an account outside this community's residents",
        },
        {
          row: 2,
          column: 'Phone',
          message: "This Phone belongs to an account outside this community's residents",
        },
        {
          row: 3,
          column: 'Member ID',
          message: 'No resident of this community has this member ID',
        },
      ],
    });
  });
});
