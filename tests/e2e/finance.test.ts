/**
 * Issue 5 (money) in a real browser against the built app. An Admin runs billing for the current
 * month from the wallet page, records a payment and an expense, sees the overview's figures and
 * the debtors list change, opens a debtor's history, reverses the expense from its row and sees
 * the figures come back, then exports each finance CSV and reads its rows. A Member of the
 * community then sees the finance pages read-only and only their own debtor row. Each page and
 * each finance dialog is saved as a desktop and a phone screenshot (issue5-e2e-*).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import argon2 from 'argon2';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  FINANCE_CSV_COLUMNS,
  FINANCE_EXPORTS,
  monthLabel,
  todayInLagos,
} from '../../src/shared/finance';
import { formatDate } from '../../src/shared/format';
import {
  apiClient,
  choose as chooseIn,
  field as fieldOf,
  pdf,
  png,
  signInUi as signInPage,
} from './support';
import {
  launchBrowser,
  screenshotBoth,
  startApp,
  visible,
  DESKTOP,
  PHONE,
  SCREENSHOT_DIR,
  type RunningApp,
} from './harness';

let app: RunningApp;
let browser: Browser;
let page: Page;
let adminToken: string;
let memberRoleId: number;

const admin = { email: 'bisi@palmcourt.ng', password: 'Palm#Court2026' };
const member = { password: 'Funke#Member2026' };
const today = todayInLagos();
const month = today.slice(0, 7);
const shownToday = formatDate(today);

/** The residents: two in a ₦45,000 flat, one in a ₦15,000 self contain (1 room apartment). */
const people = {
  payer: { fullName: 'Chidi Okafor', email: 'chidi.okafor@example.ng', phone: '08031112222' },
  other: { fullName: 'Emeka Nwosu', email: 'emeka.nwosu@example.ng', phone: '08032223333' },
  member: { fullName: 'Funke Adeyemi', email: 'funke.adeyemi@example.ng', phone: '08033334444' },
};
const ids: Record<keyof typeof people, number> = { payer: 0, other: 0, member: 0 };
const expense = { amount: '7,500.50', description: 'Diesel for the estate generator' };
const payment = { amount: '25000', reference: 'GTB-4471' };

const { api, signIn: apiSignIn } = apiClient(() => app.url);
const signInUi = (login: string, password: string) => signInPage(page, app.url, login, password);
const field = (label: string) => fieldOf(page, label);
const choose = (label: string, option: string) => chooseIn(page, label, option);

async function created(method: string, url: string, body: unknown): Promise<number> {
  const { status, json } = await api(method, url, adminToken, body);
  expect({ url, status, json }).toEqual({ url, status: 201, json: expect.anything() });
  return json.id as number;
}

/**
 * The page at phone width scrolls sideways nowhere but inside its tables' cards: answers the
 * elements that stick out of the page (none).
 */
async function fitsPhone() {
  const original = page.viewportSize() ?? DESKTOP;
  await page.setViewportSize(PHONE);
  const overflowing = () =>
    page.evaluate(() => {
      const root = document.documentElement;
      if (root.scrollWidth <= root.clientWidth) return [];
      return Array.from(document.querySelectorAll('body *'))
        .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120))
        .slice(0, 5);
    });
  await expect.poll(overflowing).toEqual([]);
  await page.setViewportSize(original);
}

/** Both screenshots from the top of the page, without toasts; the page must fit a phone. */
async function shoot(name: string) {
  await fitsPhone();
  await page.evaluate(() => window.scrollTo(0, 0));
  const hidden = await page.addStyleTag({
    content: '.Toastify, .Toastify * { visibility: hidden !important; }',
  });
  try {
    await screenshotBoth(page, `issue5-e2e-${name}`);
  } finally {
    await hidden.evaluate((style) => (style as HTMLStyleElement).remove());
  }
}

/**
 * An open dialog at desktop and phone size, as the screen shows it (the dialog is fixed to the
 * viewport, so a full-page picture would show the page below a phone's full-screen dialog).
 */
async function shootDialog(name: string) {
  const hidden = await page.addStyleTag({
    content: '.Toastify, .Toastify * { visibility: hidden !important; }',
  });
  try {
    for (const [label, size] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      await page.setViewportSize(size);
      await page.waitForTimeout(150);
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `issue5-e2e-dialog-${name}-${label}.png`),
      });
    }
  } finally {
    await page.setViewportSize(DESKTOP);
    await hidden.evaluate((style) => (style as HTMLStyleElement).remove());
  }
}

/** The wallet's area chart (its table for screen readers comes with it) or a page's gauge. */
async function chartDrawn(kind: 'area' | 'gauge') {
  if (kind === 'area') {
    await page.getByRole('table', { name: 'Income and expenses' }).waitFor({ state: 'attached' });
  } else {
    await visible(page.getByRole('figure'));
  }
}

async function toast(text: string) {
  await visible(page.getByRole('alert').getByText(text, { exact: true }));
}

/** A dashboard page by its address, once its heading shows. */
async function open(slug: string, heading: string) {
  await page.goto(`${app.url}/dashboard/${slug}`);
  await visible(page.getByRole('heading', { name: heading, exact: true, level: 1 }));
}

/** The text of each card of a page, by its name (Total Income, ...): '₦25,000.00'. */
async function figures(names: readonly string[], within: Locator = page.locator('main')) {
  const values: Record<string, string> = {};
  for (const name of names) {
    const card = within.getByRole('region', { name, exact: true });
    values[name] = (await card.locator('p').last().innerText()).trim();
  }
  return values;
}

const OVERVIEW_CARDS = ['Total Income', 'Total Expenses', 'Available Balance', 'Amount owing'];

async function overviewShows(expected: [string, string, string, string]) {
  await expect
    .poll(() => figures(OVERVIEW_CARDS))
    .toEqual(Object.fromEntries(OVERVIEW_CARDS.map((name, index) => [name, expected[index]])));
}

/**
 * The rows of the page's list (header row aside; not the chart's table for screen readers), each
 * as its cells' texts.
 */
async function tableRows(): Promise<string[][]> {
  const rows = page.locator('main .RaDataTable-tbody tr');
  const out: string[][] = [];
  for (const row of await rows.all()) {
    out.push((await row.locator('td').allInnerTexts()).map((text) => text.trim()));
  }
  return out;
}

/** The debtors list as [name, amount] pairs, in order. */
async function debtors(): Promise<[string, string][]> {
  return (await tableRows()).map((cells) => [cells[0]!, cells[cells.length - 1]!]);
}

/** A minimal RFC 4180 reader (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** Clicks 'Export csv' on the current page; answers the download's file name and CSV rows. */
async function exportCsv(within: Locator = page.locator('main')) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    within.getByRole('button', { name: 'Export csv' }).click(),
  ]);
  const file = await download.path();
  return { name: download.suggestedFilename(), rows: parseCsv(readFileSync(file, 'utf8')) };
}

/** A resident created through the API (multipart, the spec's field names). */
function residentForm(
  person: { fullName: string; email: string; phone: string },
  refs: { addressId: number; apartmentId: number; apartmentTypeId: number },
): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    Title: 'Mr',
    FullName: person.fullName,
    Gender: 'Male',
    MaritalStatus: 'Married',
    Dob: '1984-02-20',
    MobileNumber: person.phone,
    Email: person.email,
    SelectedAddressId: String(refs.addressId),
    SelectedApartmentId: String(refs.apartmentId),
    SelectApartmentTypeId: String(refs.apartmentTypeId),
    SelectedRoleId: String(memberRoleId),
    Occupation: 'Accountant',
    Nationality: 'Nigeria',
    State: 'Lagos',
    IdNumberType: 'NIN',
    IdNumber: '11122233344',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(
    'Image',
    new Blob([new Uint8Array(png([20, 90, 160]))], { type: 'image/png' }),
    'p.png',
  );
  form.append(
    'IdNumberFile',
    new Blob([new Uint8Array(pdf())], { type: 'application/pdf' }),
    'nin.pdf',
  );
  return form;
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP, acceptDownloads: true });
  page.setDefaultTimeout(10_000);
  // Charts drawn at once (no animation), so each screenshot shows the figures.
  await page.emulateMedia({ reducedMotion: 'reduce' });

  const registration = await api('POST', '/api/Communities/CreateCommunity', undefined, {
    communityName: 'Palm Court Estate',
    communityAddress: '1 Palm Court Road, Ikeja',
    street: 'Palm Court Road',
    lga: 'Ikeja',
    state: 'Lagos',
    country: 'Nigeria',
    email: 'info@palmcourt.ng',
    mobileNumber: '08025556666',
    fullName: 'Bisi Adebayo',
    title: 'Mrs',
    adminEmail: admin.email,
    adminPassword: admin.password,
    pKey: '',
    advertpage: '',
    whatspplink: '',
    telegramlink: '',
    portal: '',
    referralId: '',
    communityType: 'CDA',
  });
  expect(registration.status).toBe(201);
  adminToken = await apiSignIn(admin.email, admin.password);

  const streetId = await created('POST', '/api/Streets', {
    streetName: 'Palm Court Road',
    buildings: 4,
    lga: 'Ikeja',
    state: 'Lagos',
    country: 'Nigeria',
  });
  const addressId = await created('POST', '/api/Addresses', {
    streetId,
    buildings: 1,
    address: '3 Palm Court Road',
    apartments: 4,
    landlordId: 'LL-3',
  });
  const flatType = await created('POST', '/api/Apartments/AddApartmentType', {
    type: '2 bedroom',
    name: 'Two bedroom flat',
    numberOfRoom: 2,
    feePerPerMonth: 45000,
  });
  const selfContain = await created('POST', '/api/Apartments/AddApartmentType', {
    type: '1 room apartment',
    name: 'Self contain',
    numberOfRoom: 1,
    feePerPerMonth: 15000,
  });
  const roles = await api('GET', '/api/Communities/Getroles', adminToken);
  expect(roles.status).toBe(200);
  memberRoleId = (roles.json as { id: number; roleName: string }[]).find(
    (role) => role.roleName === 'Member',
  )!.id;

  const homes = [
    ['payer', 'Flat 3A', 'PR-3A', flatType],
    ['other', 'Flat 3B', 'PR-3B', flatType],
    ['member', 'Room 3C', 'PR-3C', selfContain],
  ] as const;
  for (const [who, apartmentName, principalId, apartmentTypeId] of homes) {
    const apartmentId = await created('POST', '/api/Apartments', {
      apartmentName,
      addressId,
      streetId,
      landlordId: 'LL-3',
      principalId,
      principalPhoneNumber: '08030000003',
      landLoardPhoneNumber: '08030000033',
    });
    ids[who] = await created(
      'POST',
      '/api/Residents',
      residentForm(people[who], { addressId, apartmentId, apartmentTypeId }),
    );
  }
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('the money of a community, from billing to exports', () => {
  // One journey: once a step fails, the later ones (which build on it) are skipped.
  let broken = false;
  beforeEach((context) => {
    if (broken) context.skip();
  });
  afterEach((context) => {
    if (context.task.result?.state === 'fail') broken = true;
  });
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

    // The wallet: an expense (DR) above the payment (CR), newest first.
    await expect.poll(async () => (await tableRows()).length).toBe(2);
    const [expenseRow, paymentRow] = await tableRows();
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

  it('exports each list as CSV, every row with the spec’s columns', async () => {
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
    expect(transactions.rows[2]!.slice(0, 2)).toEqual([shownToday, expenseTransactionId]);

    await open('wallet', 'Wallet');
    const wallet = await exportCsv();
    expect(wallet.name).toBe('Neighbourly_Wallet.csv');
    expect(wallet.rows[0]).toEqual(header('wallet'));
    expect(wallet.rows).toHaveLength(4);
    expect(wallet.rows[3]).toEqual([
      shownToday,
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
      [shownToday, expect.stringMatching(/^NB/), paymentDesc, '25000.00', 'Approved'],
    ]);

    await open('expenses', 'Expenses');
    const expenses = await exportCsv();
    expect(expenses.name).toBe('Neighbourly_Expenses.csv');
    expect(expenses.rows).toEqual([
      header('expenses'),
      [shownToday, expect.stringMatching(/^NB/), reversalDesc, '-7500.50', 'Approved'],
      [shownToday, expenseTransactionId, expense.description, '7500.50', 'Approved'],
    ]);

    await open('debtors', 'Debtors');
    const debtorsCsv = await exportCsv();
    expect(debtorsCsv.name).toBe('Neighbourly_Debtors.csv');
    const dues = (type: string) => `Dues for ${monthLabel(month)} ${month.slice(0, 4)} (${type})`;
    expect(debtorsCsv.rows).toEqual([
      header('debtors'),
      [people.other.fullName, '3 Palm Court Road', dues('2 bedroom'), 'PR-3B', '45000.00'],
      [people.payer.fullName, '3 Palm Court Road', dues('2 bedroom'), 'PR-3A', '20000.00'],
      [people.member.fullName, '3 Palm Court Road', dues('1 room apartment'), 'PR-3C', '15000.00'],
    ]);
  });

  it('shows a Member the finance pages read-only, and only their own debt', async () => {
    const database = new Database(path.join(app.dataDir, 'neighbourly.sqlite'));
    try {
      const { changes } = database
        .prepare('UPDATE users SET password_hash = ? WHERE lower(email) = ?')
        .run(await argon2.hash(member.password, { type: argon2.argon2id }), people.member.email);
      expect(changes).toBe(1);
    } finally {
      database.close();
    }
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
