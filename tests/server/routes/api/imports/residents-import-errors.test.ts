/**
 * A residents file with mistakes (issue 17): every error names the spreadsheet row and the
 * column by its header, a real run with any error writes nothing (422, the dry run's errors),
 * file-level problems answer 400/413 naming the field File, and only administrators import.
 * Runs on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../../../../src/shared/limits/imports.js';
import { formatNaira } from '../../../../../src/shared/format.js';
import { messages } from '../../../../../src/shared/messages.js';
import { build, countRows } from '../../../support/helper.js';
import { png } from '../../../support/files-fixtures.js';
import { createWorld, type World } from '../../../support/tenant-fixtures.js';
import {
  RESIDENT_HEADERS,
  csvOf,
  residentRows,
  upload,
  type Cells,
} from '../../../support/imports-fixtures.js';

const texts = messages.imports;

describe('Importing residents: mistakes', () => {
  let app: App;
  let world: World;

  beforeAll(async () => {
    app = await build();
    world = await createWorld(app);
  });
  afterAll(() => app.close());

  const csv = (rows: readonly Cells[], headers: readonly string[] = RESIDENT_HEADERS) => ({
    name: 'estate.csv',
    bytes: csvOf(headers, rows),
  });
  const dryRun = (rows: readonly Cells[], headers?: readonly string[]) =>
    upload(app, world.a.auth, 'Kind=residents', csv(rows, headers));

  it('writes nothing when the last of 300 rows is wrong, and lists the dry run’s errors', async () => {
    const rows = residentRows(300, 'all-or-nothing');
    rows[299]!['E-mail'] = 'not an e-mail';
    const before = await Promise.all(
      (['users', 'residents', 'streets'] as const).map((t) => countRows(app, t)),
    );

    const dry = await dryRun(rows);
    expect(dry.statusCode).toBe(200);
    const errors = [{ row: 301, column: 'E-mail', message: messages.resident.invalidEmail }];
    expect(dry.json()).toMatchObject({ dryRun: true, rows: 300, errors });
    expect(dry.json().created.residents).toBe(299);

    const real = await upload(app, world.a.auth, 'Kind=residents&DryRun=false', csv(rows));
    expect(real.statusCode).toBe(422);
    expect(real.json()).toEqual({
      kind: 'residents',
      dryRun: false,
      rows: 300,
      created: {
        residents: 0,
        streets: 0,
        addresses: 0,
        apartments: 0,
        apartmentTypes: 0,
        openingBalances: 0,
      },
      unchanged: 0,
      errors,
      message: texts.refused(1),
    });
    expect(
      await Promise.all((['users', 'residents', 'streets'] as const).map((t) => countRows(app, t))),
    ).toEqual(before);
  });

  it('names the row and the header of every mistake', async () => {
    const rows = residentRows(9, 'mistakes');
    rows[0]!['Full name'] = '';
    rows[1]!['E-mail'] = 'adaeze@';
    rows[2]!.Phone = '12345';
    rows[3]!['Opening balance (₦)'] = 'forty naira';
    rows[4]!['E-mail'] = rows[5]!['E-mail']!.toUpperCase(); // same person as row 7, earlier
    rows[6]!['E-mail'] = '';
    rows[6]!.Phone = '';
    // Row 6 is the first valid row of this type, at ₦15,000.
    rows[7]!['Apartment type'] = rows[4]!['Apartment type'];
    rows[7]!['Monthly fee (₦)'] = '99,999';
    rows[8]!['Apartment type'] = 'Brand new type';
    rows[8]!['Monthly fee (₦)'] = '';
    const answer = await dryRun(rows);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().errors).toEqual([
      { row: 2, column: 'Full name', message: texts.residents.required('Full name') },
      { row: 3, column: 'E-mail', message: messages.resident.invalidEmail },
      { row: 4, column: 'Phone', message: messages.phone.invalid },
      { row: 5, column: 'Opening balance (₦)', message: texts.residents.invalidAmount },
      { row: 7, column: 'E-mail', message: texts.residents.duplicate('E-mail', 6) },
      { row: 8, column: 'E-mail', message: texts.residents.contactRequired },
      {
        row: 9,
        column: 'Monthly fee (₦)',
        message: texts.residents.feeDiffersInFile(rows[4]!['Apartment type']!, 6),
      },
      {
        row: 10,
        column: 'Monthly fee (₦)',
        message: texts.residents.feeRequired('Brand new type'),
      },
    ]);
  });

  it('refuses unknown and missing columns on the header row', async () => {
    const headers = RESIDENT_HEADERS.filter((header) => header !== 'Street');
    const answer = await dryRun(residentRows(1, 'columns'), [...headers, 'Shoe size']);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      rows: 1,
      errors: [
        { row: 1, column: 'Shoe size', message: texts.columns.unknown('Shoe size', 'residents') },
        { row: 1, column: 'Street', message: texts.columns.missing('Street') },
      ],
    });
    // Headers match case- and space-insensitively, in any order.
    const loose = RESIDENT_HEADERS.map(
      (header) => `  ${header.toUpperCase().replace(' ', '   ')} `,
    );
    const rows = residentRows(1, 'loose').map((row) =>
      Object.fromEntries(RESIDENT_HEADERS.map((header, i) => [loose[i]!, row[header]])),
    );
    const matched = await dryRun(rows, [...loose].reverse());
    expect(matched.json()).toMatchObject({ errors: [], created: { residents: 1 } });
  });

  it('refuses a row whose e-mail, phone and member ID name different residents', async () => {
    const rows = residentRows(4, 'conflict');
    const first = await upload(app, world.a.auth, 'Kind=residents&DryRun=false', csv(rows));
    expect(first.statusCode, first.body).toBe(200);
    const memberIdOf = async (row: Cells) =>
      (
        await app.db
          .selectFrom('residents')
          .select('memberId')
          .where('fullName', '=', row['Full name']!)
          .executeTakeFirstOrThrow()
      ).memberId;
    const crossed = [
      { ...rows[0]!, Phone: rows[1]!.Phone },
      { ...rows[2]!, 'Member ID': await memberIdOf(rows[0]!) },
      { ...rows[3]!, 'Member ID': (await memberIdOf(rows[3]!)).toLowerCase() },
    ];
    const answer = await dryRun(crossed);
    expect(answer.json().errors).toEqual([
      { row: 2, column: 'Phone', message: texts.residents.twoResidents('Phone', 'E-mail') },
      { row: 3, column: 'E-mail', message: texts.residents.twoResidents('E-mail', 'Member ID') },
    ]);
    // Row 4 names its resident by member ID (any case), e-mail and phone: there, unchanged.
    expect(answer.json().unchanged).toBe(1);
  });

  it('refuses a fee that differs from a stored apartment type’s, found by name in any case', async () => {
    const [stored] = residentRows(1, 'stored-type');
    const first = await upload(app, world.a.auth, 'Kind=residents&DryRun=false', csv([stored!]));
    expect(first.statusCode, first.body).toBe(200);
    const [row] = residentRows(1, 'stored-type-again');
    const typeName = stored!['Apartment type']!;
    const answer = await dryRun([
      { ...row!, 'Apartment type': ` ${typeName.toUpperCase()} `, 'Monthly fee (₦)': '16,000' },
    ]);
    expect(answer.json().errors).toEqual([
      {
        row: 2,
        column: 'Monthly fee (₦)',
        message: texts.residents.feeDiffers(typeName, formatNaira(15_000)),
      },
    ]);
    const blankFee = await dryRun([
      { ...row!, 'Apartment type': typeName.toLowerCase(), 'Monthly fee (₦)': '' },
    ]);
    expect(blankFee.json()).toMatchObject({
      errors: [],
      created: { residents: 1, apartmentTypes: 0 },
    });
  });

  it('lists the first 500 errors and says how many more there are', async () => {
    const rows = residentRows(620, 'many').map((row) => ({ ...row, Phone: 'none', 'E-mail': '' }));
    const answer = await dryRun(rows);
    expect(answer.statusCode).toBe(200);
    const { errors } = answer.json();
    expect(errors).toHaveLength(501);
    expect(errors[499]).toEqual({ row: 501, column: 'Phone', message: messages.phone.invalid });
    expect(errors[500]).toEqual({ row: 502, column: '', message: texts.moreErrors(120, 502) });
  });

  describe('the file', () => {
    const refusal = (message: string) => ({ message, errors: { File: message } });

    it('must be there, and be a CSV or XLSX spreadsheet with rows', async () => {
      const missing = await upload(app, world.a.auth, 'Kind=residents', {
        name: 'x.csv',
        bytes: Buffer.alloc(0),
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual(refusal(texts.file.empty));

      const image = await upload(app, world.a.auth, 'Kind=residents', {
        name: 'estate.csv',
        bytes: png(),
      });
      expect(image.statusCode).toBe(400);
      expect(image.json()).toEqual(refusal(texts.file.notSpreadsheet));

      const headerOnly = await dryRun([]);
      expect(headerOnly.statusCode).toBe(400);
      expect(headerOnly.json()).toEqual(refusal(texts.file.empty));
    });

    it('may hold at most 10,000 rows and 5 MB', async () => {
      const line = RESIDENT_HEADERS.map(() => 'x').join(',');
      const tooMany = Buffer.from(
        `${RESIDENT_HEADERS.join(',')}\n${`${line}\n`.repeat(IMPORT_MAX_ROWS + 1)}`,
      );
      const rows = await upload(app, world.a.auth, 'Kind=residents', {
        name: 'big.csv',
        bytes: tooMany,
      });
      expect(rows.statusCode).toBe(400);
      expect(rows.json()).toEqual(refusal(texts.file.tooManyRows));

      const huge = Buffer.concat([
        csvOf(RESIDENT_HEADERS, []),
        Buffer.alloc(IMPORT_MAX_BYTES + 1, 'a'),
      ]);
      const large = await upload(app, world.a.auth, 'Kind=residents', {
        name: 'huge.csv',
        bytes: huge,
      });
      expect(large.statusCode).toBe(413);
      expect(large.json()).toEqual(refusal(texts.file.tooLarge));
    });

    it('must be sent as File', async () => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/Imports?Kind=residents',
        headers: { ...world.a.auth, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="Note"\r\n\r\nhello\r\n--x--\r\n',
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(refusal(texts.file.missing));
    });
  });

  it('is for administrators: a Member is refused, and nobody without a session', async () => {
    const file = csv(residentRows(1, 'access'));
    const member = await upload(
      app,
      { authorization: `Bearer ${world.member.token}` },
      'Kind=residents',
      file,
    );
    expect(member.statusCode).toBe(403);
    expect((await world.member.get('/api/Imports/Templates/residents')).statusCode).toBe(403);
    const anonymous = await upload(app, {} as { authorization: string }, 'Kind=residents', file);
    expect(anonymous.statusCode).toBe(401);
  });
});
