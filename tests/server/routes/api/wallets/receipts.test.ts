/**
 * A payment's receipt (issue 18, point 8), on both databases: `GET /api/Wallets/{id}/Receipt` is a
 * PDF with the community, the payer, the amount in figures and words, method, reference, date and
 * the receipt number, stamped VOID once the payment is reversed; its payer and the community's
 * administrators (and the Super admin) may download it, another Member is refused (403), another
 * community's administrator finds nothing (404). The number shows on wallet and income rows, and
 * the payer is e-mailed the receipt (PDF attached) once the payment is recorded, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinanceRecord } from '../../../../../src/shared/contract/finance.js';
import type { PagedList } from '../../../../../src/shared/contract/paging.js';
import { formatDate } from '../../../../../src/shared/format.js';
import { messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import { build } from '../../../support/helper.js';
import { importPayments, paymentsCsv } from '../../../support/payments-import-fixtures.js';
import { pdfAttachments, pdfText } from '../../../support/pdf-text.js';
import { mailTo } from '../../../support/residents-fixtures.js';
import { community, type Community } from '../../../support/world/community.js';
import {
  dayFromToday,
  pay,
  recordExpense,
  recordPayment,
  reverse,
} from '../../../support/world/money.js';
import {
  sessionOfResident,
  signedInSuperAdmin,
  type TestResident,
} from '../../../support/world/people.js';
import type { Caller } from '../../../support/world/requests.js';

const receiptUrl = (id: number) => `/api/Wallets/${id}/Receipt`;

describe('Receipts', { timeout: 60_000 }, () => {
  let app: App;
  let estate: Community;
  let payer: TestResident;
  let payerCaller: Caller;
  let neighbour: Caller;
  let otherAdmin: Caller;
  let superAdmin: Caller;
  let payment: FinanceRecord;

  beforeAll(async () => {
    app = await build();
    estate = await community(app, { communityName: `Palmview Gardens ${Date.now()}` });
    const home = await estate.home();
    payer = await estate.resident(home, { fullName: 'Bola Payer' });
    payerCaller = await sessionOfResident(app, payer.residentId);
    neighbour = await sessionOfResident(app, (await estate.resident(home)).residentId);
    otherAdmin = (await community(app)).admin;
    superAdmin = (await signedInSuperAdmin(app)).caller;
    payment = await recordPayment(app, estate.admin, payer.residentId, 15000.5, {
      method: 'Bank transfer',
      reference: 'TRF-9087',
      paymentDate: dayFromToday(-1),
    });
  }, 60_000);
  afterAll(() => app.close());

  async function receipt(as: Caller, record = payment) {
    const response = await as.get(receiptUrl(record.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${record.receiptNumber}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return pdfText(response.rawPayload);
  }

  it('shows the community, payer, amount in figures and words, method, reference, date and number', async () => {
    expect(payment.receiptNumber).toMatch(/^RCT-\d{4}-\d{6}$/);
    const text = await receipt(payerCaller);
    for (const shown of [
      estate.name,
      'Payment receipt',
      payment.receiptNumber!,
      'Bola Payer',
      'NGN 15,000.50',
      'Fifteen thousand naira and fifty kobo only',
      'Bank transfer',
      'TRF-9087',
      payment.transactionId,
      formatDate(dayFromToday(-1)),
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain('VOID');
  });

  it('lets the payer, administrators and the Super admin download it, and nobody else', async () => {
    const treasurer = (await estate.person('Treasurer')).caller;
    for (const reader of [estate.admin, treasurer, superAdmin]) {
      expect(await receipt(reader)).toContain(payment.receiptNumber!);
    }
    const refused = await neighbour.get(receiptUrl(payment.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: messages.receipt.viewPermission });
    const elsewhere = await otherAdmin.get(receiptUrl(payment.id));
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ message: messages.receipt.notFound });
    const anonymous = await app.inject({ method: 'GET', url: receiptUrl(payment.id) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('has no receipt for an entry that is not a payment', async () => {
    const expense = await recordExpense(estate.admin, {});
    expect(expense.receiptNumber).toBeNull();
    const response = await estate.admin.get(receiptUrl(expense.id));
    expect(response.statusCode).toBe(404);
    expect((await estate.admin.get(receiptUrl(999_999_999))).statusCode).toBe(404);
  });

  it('shows the number on wallet and income rows, and null on others', async () => {
    for (const list of ['/api/Wallets', '/api/Allincomes']) {
      const response = await estate.admin.get(`${list}?PageSize=100`);
      expect(response.statusCode, response.body).toBe(200);
      const rows = response.json<PagedList<FinanceRecord>>().records;
      expect(rows.find((row) => row.id === payment.id)?.receiptNumber).toBe(payment.receiptNumber);
      for (const row of rows.filter((row) => row.kind !== 'payment')) {
        expect(row.receiptNumber).toBeNull();
      }
    }
    const mine = await payerCaller.get('/api/Wallets?PageSize=100');
    const own = mine.json<PagedList<FinanceRecord>>().records.find((row) => row.id === payment.id);
    expect(own?.receiptNumber).toBe(payment.receiptNumber);
  });

  it('e-mails the payer the receipt as a PDF, once', async () => {
    await app.afterAnswer.idle();
    const mails = (await mailTo(app, payer.email)).filter((mail) =>
      mail.includes(payment.receiptNumber!),
    );
    expect(mails).toHaveLength(1);
    const [mail = ''] = mails;
    expect(mail).toContain(`Subject: ${messages.receipt.mailSubject} ${payment.receiptNumber}`);
    expect(mail).toContain(`${payment.receiptNumber}.pdf`);
    const [pdf] = pdfAttachments(mail);
    expect(pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf!);
    expect(text).toContain(payment.receiptNumber);
    expect(text).toContain('Bola Payer');
    expect(text).toContain('NGN 15,000.50');
  });

  it('mails a replayed payment once, and keeps a payment whose e-mail fails', async () => {
    const body = {
      residentId: payer.residentId,
      amount: 700,
      paymentDate: dayFromToday(0),
      method: 'Cash',
      reference: '',
    };
    const first = await pay(app, estate.admin.token, body, 'receipt-replay');
    const again = await pay(app, estate.admin.token, body, 'receipt-replay');
    expect(again.body).toBe(first.body);
    await app.afterAnswer.idle();
    const number = first.json<FinanceRecord>().receiptNumber!;
    expect((await mailTo(app, payer.email)).filter((mail) => mail.includes(number))).toHaveLength(
      1,
    );

    const sendMail = app.mail.sendMail;
    app.mail.sendMail = () => Promise.reject(new Error('SMTP server down'));
    try {
      const kept = await recordPayment(app, estate.admin, payer.residentId, 50);
      await app.afterAnswer.idle();
      expect(kept.receiptNumber).toMatch(/^RCT-/);
      expect(await receipt(estate.admin, kept)).toContain(kept.receiptNumber);
    } finally {
      app.mail.sendMail = sendMail;
    }
  });

  it('stamps a reversed payment VOID', async () => {
    await reverse(estate.admin, payment.id);
    const text = await receipt(payerCaller);
    expect(text).toContain('VOID');
    expect(text).toContain(messages.receipt.voidNote);
    expect(text).toContain(payment.receiptNumber);
  });

  it('numbers imported payments without e-mailing anyone', async () => {
    const [year, month, day] = dayFromToday(-3).split('-');
    const rows = ['IMP-1', 'IMP-2'].map((reference) => ({
      Date: `${day}/${month}/${year}`,
      'Amount (₦)': '1,000',
      Method: 'Bank transfer',
      Reference: reference,
      'E-mail': payer.email,
    }));
    const before = (await mailTo(app, payer.email)).length;
    const imported = await importPayments(app, estate.admin.token, paymentsCsv(rows), {
      dryRun: false,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    await app.afterAnswer.idle();
    expect(await mailTo(app, payer.email)).toHaveLength(before);
    const incomes = await estate.admin.get('/api/Allincomes?SearchText=IMP-&PageSize=100');
    const numbers = incomes
      .json<PagedList<FinanceRecord>>()
      .records.map((row) => row.receiptNumber);
    expect(numbers).toHaveLength(2);
    for (const number of numbers) expect(number).toMatch(/^RCT-\d{4}-\d{6}$/);
  });
});
