/**
 * Issue 5 (money) in a real browser against the built app. An Admin runs billing for the current
 * month from the wallet page, records a payment and an expense, sees the overview's figures and
 * the debtors list change, opens a debtor's history, reverses the expense from its row and sees
 * the figures come back, then exports each finance CSV and reads its rows. A Member of the
 * community then sees the finance pages read-only, other residents' payments without their names
 * (issue 16: Members see who paid is off by default), and only their own debtor row. Each page and
 * each finance dialog is saved as a desktop and a phone screenshot (issue5-e2e-*).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  FINANCE_CSV_COLUMNS,
  FINANCE_EXPORTS,
  monthLabel,
  todayInLagos,
} from '../../src/shared/finance';
import { formatDate } from '../../src/shared/format';
import { financePages } from './finance-pages';
import { admin, palmCourt, people } from './finance-scene';
import { launchBrowser, startApp, visible, DESKTOP, type RunningApp } from './harness';
import { screens } from './screens';
import { setPassword } from './seed';
import {
  apiClient,
  choose as chooseIn,
  field as fieldOf,
  oneJourney,
  signInUi as signInPage,
} from './support';

let app: RunningApp;
let browser: Browser;
let page: Page;
let ids: Record<keyof typeof people, number>;

const member = { password: 'Funke#Member2026' };
const today = todayInLagos();
const month = today.slice(0, 7);
const shownToday = formatDate(today);

const expense = { amount: '7,500.50', description: 'Diesel for the estate generator' };
const payment = { amount: '25000', reference: 'GTB-4471' };

const client = apiClient(() => app.url);
const signInUi = (login: string, password: string) => signInPage(page, app.url, login, password);
const field = (label: string) => fieldOf(page, label);
const choose = (label: string, option: string) => chooseIn(page, label, option);
const { toast, shoot, shootDialog } = screens(() => page, 'issue5-e2e');
const { chartDrawn, open, figures, overviewShows, tableRows, debtors, exportCsv } = financePages(
  () => page,
  () => app.url,
);

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP, acceptDownloads: true });
  page.setDefaultTimeout(20_000);
  // Charts drawn at once (no animation), so each screenshot shows the figures.
  await page.emulateMedia({ reducedMotion: 'reduce' });

  ({ ids } = await palmCourt(client));
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('the money of a community, from billing to exports', () => {
  oneJourney();
  let expenseTransactionId: string;

  it('bills the month from the wallet page, once', async () => {
    await signInUi(admin.email, admin.password);
    await open('debtors', 'Debtors');
    await visible(page.getByText('No debtors record available at the moment'));

    await open('wallet', 'Wallet');
    await visible(page.getByText('No wallet record available at the moment'));
    await page.getByRole('button', { name: 'Run billing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Run billing' });
    await visible(dialog);
    expect(await dialog.getByLabel(/^Month/).inputValue()).toBe(month);
    await shootDialog('billing');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast('Dues billed successfully');
    await dialog.waitFor({ state: 'hidden' });

    // A second run for the month charges nothing more, and says so.
    await page.getByRole('button', { name: 'Run billing' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast('Dues for this month were already billed: nothing more was charged');
    await dialog.waitFor({ state: 'hidden' });

    // Dues are owed, not cash: the wallet stays empty and everyone is a debtor.
    await open('debtors', 'Debtors');
    await expect.poll(debtors).toEqual([
      [people.payer.fullName, '₦45,000.00'],
      [people.other.fullName, '₦45,000.00'],
      [people.member.fullName, '₦15,000.00'],
    ]);
  });

  it('records a payment and an expense, and the figures and debtors follow', async () => {
    await open('wallet', 'Wallet');
    await page.getByRole('button', { name: 'Record payment' }).click();
    const paymentDialog = page.getByRole('dialog', { name: 'Record payment' });
    await visible(paymentDialog);
    await paymentDialog.getByRole('combobox', { name: /^Resident/ }).fill('Chidi');
    await page.getByRole('option', { name: new RegExp(people.payer.fullName) }).click();
    await field('Amount (naira)').fill(payment.amount);
    await visible(paymentDialog.getByText('₦25,000.00'));
    expect(await field('Payment date').inputValue()).toBe(today);
    await choose('Payment method', 'Bank transfer');
    await field('Reference (optional)').fill(payment.reference);
    await shootDialog('payment');
    await paymentDialog.getByRole('button', { name: 'Save' }).click();
    await toast('Payment recorded successfully');
    await paymentDialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Record expense' }).click();
    const expenseDialog = page.getByRole('dialog', { name: 'Record expense' });
    await visible(expenseDialog);
    await field('Amount (naira)').fill(expense.amount);
    await field('Description').fill(expense.description);
    await shootDialog('expense');
    await expenseDialog.getByRole('button', { name: 'Save' }).click();
    await toast('Expense recorded successfully');
    await expenseDialog.waitFor({ state: 'hidden' });

    // The wallet: an expense (DR) above the payment (CR), newest first. Read on a desktop: below
    // 1440 px the Comm ID and Res ID columns give way (issue 16's column priorities).
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect.poll(async () => (await tableRows()).length).toBe(2);
    const [expenseRow, paymentRow] = await tableRows();
    await page.setViewportSize(DESKTOP);
    expenseTransactionId = expenseRow![4]!;
    expect(expenseTransactionId).toMatch(/^NB[A-Z2-9]{12}$/);
    expect(expenseRow!.slice(0, 8)).toEqual([
      shownToday,
      expect.any(String),
      '',
      expense.description,
      expenseTransactionId,
      '₦7,500.50',
      '₦0.00',
      'Approved',
    ]);
    expect(paymentRow!.slice(2, 8)).toEqual([
      String(ids.payer),
      `Payment from ${people.payer.fullName} by Bank transfer (ref ${payment.reference})`,
      expect.stringMatching(/^NB/),
      '₦0.00',
      '₦25,000.00',
      'Approved',
    ]);
    await expect.poll(() => figures(['Total Balance'])).toEqual({ 'Total Balance': '₦17,499.50' });
    await chartDrawn('area');
    await shoot('wallet');

    await open('home', 'Overview');
    await overviewShows(['₦25,000.00', '₦7,500.50', '₦17,499.50', '₦80,000.00']);
    await expect
      .poll(async () => (await tableRows()).map((cells) => cells[3]))
      .toEqual(['-₦7,500.50', '₦25,000.00']);
    await shoot('overview');

    // The payer's debt went down; the others still owe all of it.
    await open('debtors', 'Debtors');
    await expect.poll(debtors).toEqual([
      [people.other.fullName, '₦45,000.00'],
      [people.payer.fullName, '₦20,000.00'],
      [people.member.fullName, '₦15,000.00'],
    ]);
    await shoot('debtors');
  });

  it("opens a debtor's history", async () => {
    await page.getByRole('link', { name: people.payer.fullName }).click();
    await page.waitForURL(`**/dashboard/debtors/${ids.payer}`);
    await visible(page.getByRole('heading', { name: people.payer.fullName, level: 2 }));
    await visible(page.getByLabel('Amount owed').getByText('₦20,000.00'));
    await visible(page.getByText('PR-3A'));
    await expect.poll(tableRows).toEqual([
      [
        shownToday,
        `Payment from ${people.payer.fullName} by Bank transfer (ref ${payment.reference})`,
        '-₦25,000.00',
      ],
      [
        formatDate(`${month}-01`),
        `Dues for ${monthLabel(month)} ${month.slice(0, 4)} (2 bedroom)`,
        '₦45,000.00',
      ],
    ]);
    await shoot('debtor-detail');
  });

  it('reverses the expense from its row and the figures come back', async () => {
    await open('expenses', 'Expenses');
    const row = page.getByRole('row').filter({ hasText: expense.description });
    await visible(row);
    await row.getByRole('button', { name: `Reverse ${expenseTransactionId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reverse entry' });
    await visible(dialog);
    await visible(dialog.getByText(expenseTransactionId));
    await visible(dialog.getByText('₦7,500.50'));
    await field('Reason').fill('Paid twice by mistake');
    await shootDialog('reverse');
    await dialog.getByRole('button', { name: 'Reverse' }).click();
    await toast('Entry reversed successfully');
    await dialog.waitFor({ state: 'hidden' });

    await expect.poll(async () => (await tableRows()).length).toBe(2);
    const [reversal, original] = await tableRows();
    expect(reversal!.slice(0, 5)).toEqual([
      shownToday,
      expect.stringMatching(/^NB/),
      `Reversal of ${expenseTransactionId}: Paid twice by mistake`,
      '-₦7,500.50',
      'Approved',
    ]);
    expect(original!.slice(0, 5)).toEqual([
      shownToday,
      expenseTransactionId,
      expense.description,
      '₦7,500.50',
      'Approved',
    ]);
    // Neither the reversed entry nor its reversal can be reversed again.
    await expect(page.getByRole('button', { name: /^Reverse NB/ }).count()).resolves.toBe(0);
    const summary = page.getByRole('definition');
    await expect.poll(() => summary.allInnerTexts()).toEqual(['₦0.00', '₦25,000.00', '₦25,000.00']);
    await chartDrawn('gauge');
    await shoot('expenses');

    await open('income', 'Income');
    await expect.poll(tableRows).toHaveLength(1);
    await expect
      .poll(() => page.getByRole('definition').allInnerTexts())
      .toEqual(['₦25,000.00', '₦80,000.00', '₦25,000.00']);
    await chartDrawn('gauge');
    await shoot('income');

    await open('home', 'Overview');
    await overviewShows(['₦25,000.00', '₦0.00', '₦25,000.00', '₦80,000.00']);
  });

  it('exports each list as CSV: the spec’s columns, ISO dates, plain decimals', async () => {
    const header = (kind: keyof typeof FINANCE_CSV_COLUMNS) => [...FINANCE_CSV_COLUMNS[kind]];
    const paymentDesc = `Payment from ${people.payer.fullName} by Bank transfer (ref ${payment.reference})`;
    const reversalDesc = `Reversal of ${expenseTransactionId}: Paid twice by mistake`;

    const transactions = await exportCsv(page.getByRole('region', { name: 'Transactions' }));
    expect(transactions.name).toBe(FINANCE_EXPORTS.transactions);
    expect(transactions.name).toBe('Neighbourly_Transactions.csv');
    expect(transactions.rows[0]).toEqual(header('transactions'));
    expect(transactions.rows.slice(1).map((cells) => cells.slice(2))).toEqual([
      [reversalDesc, '7500.50', 'Approved'],
      [expense.description, '-7500.50', 'Approved'],
      [paymentDesc, '25000.00', 'Approved'],
    ]);
    expect(transactions.rows[2]!.slice(0, 2)).toEqual([today, expenseTransactionId]);

    await open('wallet', 'Wallet');
    const wallet = await exportCsv();
    expect(wallet.name).toBe('Neighbourly_Wallet.csv');
    expect(wallet.rows[0]).toEqual(header('wallet'));
    expect(wallet.rows).toHaveLength(4);
    expect(wallet.rows[3]).toEqual([
      today,
      expect.stringMatching(/^\d+$/),
      String(ids.payer),
      paymentDesc,
      expect.stringMatching(/^NB/),
      '0.00',
      '25000.00',
      'Approved',
    ]);
    expect(wallet.rows[1]!.slice(5)).toEqual(['0.00', '7500.50', 'Approved']);

    await open('income', 'Income');
    const income = await exportCsv();
    expect(income.name).toBe('Neighbourly_Income.csv');
    expect(income.rows).toEqual([
      header('income'),
      [today, expect.stringMatching(/^NB/), paymentDesc, '25000.00', 'Approved'],
    ]);

    await open('expenses', 'Expenses');
    const expenses = await exportCsv();
    expect(expenses.name).toBe('Neighbourly_Expenses.csv');
    expect(expenses.rows).toEqual([
      header('expenses'),
      [today, expect.stringMatching(/^NB/), reversalDesc, '-7500.50', 'Approved'],
      [today, expenseTransactionId, expense.description, '7500.50', 'Approved'],
    ]);

    await open('debtors', 'Debtors');
    const debtorsCsv = await exportCsv();
    expect(debtorsCsv.name).toBe('Neighbourly_Debtors.csv');
    // What each debt is made of: this month's dues, part paid by the payer's 25000.
    const dues = `Dues ${monthLabel(month)}-${month.slice(0, 4)}`;
    expect(debtorsCsv.rows).toEqual([
      header('debtors'),
      [people.other.fullName, '3 Palm Court Road', dues, 'PR-3B', '45000.00'],
      [people.payer.fullName, '3 Palm Court Road', `${dues} (part)`, 'PR-3A', '20000.00'],
      [people.member.fullName, '3 Palm Court Road', dues, 'PR-3C', '15000.00'],
    ]);
  });

  it('shows a Member the finance pages read-only, and only their own debt', async () => {
    await setPassword(app.dataDir, people.member.email, member.password);
    await page.evaluate(() => window.localStorage.clear());
    await signInUi(people.member.email, member.password);
    await visible(page.getByText('Hello, Funke'));

    const adminButtons = /^(Run billing|Record payment|Record expense|Reverse)/;
    await overviewShows(['₦25,000.00', '₦0.00', '₦25,000.00', '₦80,000.00']);
    await expect.poll(tableRows).toHaveLength(3);
    await expect(page.getByRole('button', { name: adminButtons }).count()).resolves.toBe(0);

    for (const [slug, heading] of [
      ['wallet', 'Wallet'],
      ['income', 'Income'],
      ['expenses', 'Expenses'],
    ] as const) {
      await open(slug, heading);
      await expect.poll(async () => (await tableRows()).length).toBeGreaterThan(0);
      await expect(page.getByRole('button', { name: adminButtons }).count()).resolves.toBe(0);
      if (slug === 'wallet') {
        await chartDrawn('area');
        await shoot('member-wallet');
      }
      if (slug !== 'expenses') {
        // Members see who paid is off (the default): another resident's payment has no name.
        await visible(page.getByText('Payment from another resident').first());
        await expect(page.getByText(people.payer.fullName).count()).resolves.toBe(0);
      }
    }

    await open('debtors', 'Debtors');
    await expect.poll(debtors).toEqual([[people.member.fullName, '₦15,000.00']]);
    await shoot('member-debtors');
    await page.getByRole('link', { name: people.member.fullName }).click();
    await page.waitForURL(`**/dashboard/debtors/${ids.member}`);
    await visible(page.getByLabel('Amount owed').getByText('₦15,000.00'));

    await page.goto(`${app.url}/dashboard/debtors/${ids.payer}`);
    await visible(page.getByText('You do not have the permission to view resident info').first());
    await expect(page.getByText(people.payer.fullName).count()).resolves.toBe(0);
  });
});
