/**
 * Importing payments (issue 17): every row error of a payments sheet, each on the row as the
 * spreadsheet numbers it (the header is row 1) and the column by its template header, listed by
 * the dry run and refusing a real run with nothing written. The resident is found only in the
 * importing community. The happy paths: payments-import.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../../../../../src/shared/finance.js';
import { messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import { build, unique } from '../../../support/helper.js';
import { dayFromToday, ledgerCounts } from '../../../support/ledger-fixtures.js';
import { residentRefs, type TestResident } from '../../../support/people-fixtures.js';
import {
  importPayments,
  paymentsCsv,
  type PaymentCells,
} from '../../../support/payments-import-fixtures.js';
import { createWorld, type World } from '../../../support/tenant-fixtures.js';

const texts = messages.importPayments;

describe('POST /api/Imports?Kind=payments: row errors', () => {
  let app: App;
  let world: World;
  let ada: TestResident;
  let bola: TestResident;
  let outsider: TestResident;

  beforeAll(async () => {
    app = await build();
    world = await createWorld(app);
    const refs = await residentRefs(world.a.admin);
    ada = await world.a.resident(refs, { fullName: 'Ada Rows' });
    bola = await world.a.resident(refs, { fullName: 'Bola Rows' });
    outsider = await world.b.resident(await residentRefs(world.b.admin), { fullName: 'Outsider' });
  }, 60_000);
  afterAll(() => app.close());

  /** A good row paid by Ada (by member ID), with `cells` changed. */
  const row = (cells: PaymentCells = {}): PaymentCells => ({
    Date: dayFromToday(-1),
    'Amount (₦)': '5,000',
    Method: 'Bank transfer',
    Reference: `R-${unique()}`,
    'Member ID': ada.memberId,
    ...cells,
  });

  /** The dry run's errors for a sheet of `rows` (after a good first row, so they start at 3). */
  const errorsOf = async (...rows: PaymentCells[]) => {
    const answer = await importPayments(app, world.a.admin.token, paymentsCsv([row(), ...rows]), {
      dryRun: true,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.result.errors;
  };

  it('the same reference twice in the file: an error on the later row naming the earlier', async () => {
    const reference = `TWICE-${unique()}`;
    expect(await errorsOf(row({ Reference: reference }), row({ Reference: reference }))).toEqual([
      { row: 4, column: 'Reference', message: texts.duplicateReference(3) },
    ]);
  });

  it('a member ID, e-mail or phone that names nobody of the community', async () => {
    expect(
      await errorsOf(
        row({ 'Member ID': 'NB999-999' }),
        row({ 'Member ID': '', 'E-mail': 'nobody@example.ng' }),
        row({ 'Member ID': '', Phone: '0809 000 0000' }),
        row({ 'Member ID': outsider.memberId }),
        row({ 'Member ID': '', 'E-mail': outsider.email }),
      ),
    ).toEqual([
      { row: 3, column: 'Member ID', message: texts.noResident('Member ID') },
      { row: 4, column: 'E-mail', message: texts.noResident('E-mail') },
      { row: 5, column: 'Phone', message: texts.noResident('Phone') },
      { row: 6, column: 'Member ID', message: texts.noResident('Member ID') },
      { row: 7, column: 'E-mail', message: texts.noResident('E-mail') },
    ]);
  });

  it('finds the resident by e-mail or phone as typed, in any case or grouping', async () => {
    const phone = ada.mobileNumber!;
    const international = `+234 ${phone.slice(1, 4)} ${phone.slice(4, 7)}-${phone.slice(7)}`;
    expect(
      await errorsOf(
        row({ 'Member ID': ada.memberId.toLowerCase() }),
        row({ 'Member ID': '', 'E-mail': ` ${ada.email.toUpperCase()} ` }),
        row({ 'Member ID': '', Phone: international }),
      ),
    ).toEqual([]);
  });

  it('two columns naming two residents: an error on the later column', async () => {
    expect(
      await errorsOf(
        row({ 'E-mail': bola.email }),
        row({ 'Member ID': '', 'E-mail': ada.email, Phone: bola.mobileNumber! }),
        row({ 'E-mail': 'nobody@example.ng' }),
      ),
    ).toEqual([
      {
        row: 3,
        column: 'E-mail',
        message: texts.otherResident('E-mail', 'Bola Rows', 'Member ID', 'Ada Rows'),
      },
      {
        row: 4,
        column: 'Phone',
        message: texts.otherResident('Phone', 'Bola Rows', 'E-mail', 'Ada Rows'),
      },
      {
        row: 5,
        column: 'E-mail',
        message: texts.notTheResidents('E-mail', 'Member ID', 'Ada Rows'),
      },
    ]);
  });

  it('no resident at all, a malformed e-mail or phone', async () => {
    expect(
      await errorsOf(
        row({ 'Member ID': '' }),
        row({ 'Member ID': '', 'E-mail': 'ada@' }),
        row({ 'Member ID': '', Phone: '12345' }),
      ),
    ).toEqual([
      { row: 3, column: '', message: texts.residentRequired },
      { row: 4, column: 'E-mail', message: messages.resident.invalidEmail },
      { row: 5, column: 'Phone', message: messages.phone.invalid },
    ]);
  });

  it('a date in the future, before 2000 or not a date', async () => {
    expect(
      await errorsOf(
        row({ Date: dayFromToday(1) }),
        row({ Date: '31/12/1999' }),
        row({ Date: 'yesterday' }),
        row({ Date: '31/02/2026' }),
      ),
    ).toEqual([
      { row: 3, column: 'Date', message: texts.dateOutOfRange },
      { row: 4, column: 'Date', message: texts.dateOutOfRange },
      { row: 5, column: 'Date', message: texts.invalidDate },
      { row: 6, column: 'Date', message: texts.invalidDate },
    ]);
  });

  it('a method that is none of the payment methods', async () => {
    expect(await errorsOf(row({ Method: 'Crypto' }), row({ Method: 'p o s' }))).toEqual([
      { row: 3, column: 'Method', message: texts.invalidMethod(PAYMENT_METHODS) },
    ]);
  });

  it("amounts that are not naira above zero: 'abc', '0', '-5', '1,00', over the cap", async () => {
    const bad = ['abc', '0', '-5', '1,00', '1,000,000,000.01'];
    expect(await errorsOf(...bad.map((amount) => row({ 'Amount (₦)': amount })))).toEqual(
      bad.map((_, i) => ({ row: 3 + i, column: 'Amount (₦)', message: texts.invalidAmount })),
    );
  });

  it('missing required values and a reference too long, every cell listed', async () => {
    expect(
      await errorsOf(
        row({ Date: '', 'Amount (₦)': '', Method: '', Reference: '' }),
        row({ Reference: 'R'.repeat(101) }),
      ),
    ).toEqual([
      { row: 3, column: 'Date', message: texts.required('Date') },
      { row: 3, column: 'Amount (₦)', message: texts.required('Amount (₦)') },
      { row: 3, column: 'Method', message: texts.required('Method') },
      { row: 3, column: 'Reference', message: texts.required('Reference') },
      { row: 4, column: 'Reference', message: texts.referenceTooLong },
    ]);
  });

  it('a real run with a row in error: 422 with the same errors, nothing written', async () => {
    const file = paymentsCsv([row(), row({ Method: 'Barter' })]);
    const before = await ledgerCounts(app);
    const answer = await importPayments(app, world.a.admin.token, file, { dryRun: false });
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.result).toMatchObject({
      kind: 'payments',
      dryRun: false,
      rows: 2,
      created: { payments: 0 },
      errors: [{ row: 3, column: 'Method', message: texts.invalidMethod(PAYMENT_METHODS) }],
    });
    expect(await ledgerCounts(app)).toEqual(before);
  });

  it('a Member may not import payments', async () => {
    const answer = await importPayments(app, world.member.token, paymentsCsv([row()]), {
      dryRun: true,
    });
    expect(answer.statusCode).toBe(403);
  });
});
