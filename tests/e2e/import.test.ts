/**
 * Issue 17 (spreadsheet import) in a real browser against the built app: an Admin of an empty
 * community downloads the residents template, checks a CSV of 300 residents with one bad e-mail
 * (the dry run names the row as the spreadsheet numbers it), fixes it, checks again, imports, and
 * finds more than a page of residents and a debtor whose opening balance was brought forward.
 * Each step is saved as a desktop and a phone screenshot (issue17-e2e-*).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiClient, signInUi } from './support';
import { launchBrowser, startApp, visible, DESKTOP, PHONE, type RunningApp } from './harness';
import { axeProblems } from './layout-checks';
import { screens } from './screens';
import { registerCommunity } from './seed';

let app: RunningApp;
let browser: Browser;
let page: Page;

const admin = { email: 'funmi@surulereparks.ng', password: 'Surulere#Parks2026' };
const RESIDENTS = 300;
/** The data row given a bad e-mail first: the spreadsheet numbers it 152 (the header is row 1). */
const BAD_INDEX = 150;
const BAD_ROW = BAD_INDEX + 2;

const { api } = apiClient(() => app.url);
const { shoot } = screens(() => page, 'issue17-e2e');

const HEADER = [
  'Full name',
  'E-mail',
  'Phone',
  'Street',
  'Address',
  'Apartment',
  'Apartment type',
  'Monthly fee (₦)',
  'Opening balance (₦)',
  'Member ID',
];
const STREETS = ['Adeniran Ogunsanya Street', 'Bode Thomas Street', 'Ogunlana Drive'];
const FIRST = ['Adaeze', 'Babatunde', 'Chiamaka', 'Dapo', 'Efe', 'Folake', 'Gbenga', 'Halima'];
const LAST = ['Okafor', 'Adeyemi', 'Bello', 'Eze', 'Ogunleye', 'Nwosu', 'Salami', 'Umeh'];

/** A CSV cell: quoted when it holds a comma or a quote (RFC 4180). */
const cell = (value: string) => (/[",]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * 300 residents, five to an address, 20 addresses to a street; every tenth owes an opening
 * balance, one is in credit. `badEmail`: the 151st resident's e-mail has no @.
 */
function residentsCsv(badEmail: boolean): Buffer {
  const lines = [HEADER.join(',')];
  for (let index = 0; index < RESIDENTS; index += 1) {
    const address = Math.floor(index / 5);
    const street = STREETS[Math.floor(address / 20) % STREETS.length]!;
    const name = `${FIRST[index % FIRST.length]} ${LAST[Math.floor(index / 8) % LAST.length]} ${index + 1}`;
    const email =
      badEmail && index === BAD_INDEX
        ? 'resident151.example.com'
        : `resident${index + 1}@example.com`;
    const large = index % 2 === 0;
    const balance = index === 7 ? '-5,000' : index % 10 === 3 ? '₦45,000' : '';
    lines.push(
      [
        name,
        email,
        `0803${String(1_000_000 + index).padStart(7, '0')}`,
        street,
        `${(address % 20) + 1} ${street}`,
        `Flat ${(index % 5) + 1}`,
        large ? '3 bedroom flat' : '2 bedroom flat',
        large ? '25,000' : '15,000',
        balance,
        '',
      ]
        .map(cell)
        .join(','),
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

async function chooseFile(name: string, buffer: Buffer) {
  await page
    .getByLabel('Spreadsheet file (.csv or .xlsx)')
    .setInputFiles({ name, mimeType: 'text/csv', buffer });
  await visible(page.getByText(name, { exact: true }));
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP, acceptDownloads: true });
  page.setDefaultTimeout(20_000);
  await registerCommunity(api, {
    communityName: 'Surulere Parks',
    communityAddress: '1 Bode Thomas Street, Surulere',
    street: 'Bode Thomas Street',
    lga: 'Surulere',
    state: 'Lagos',
    country: 'Nigeria',
    email: 'info@surulereparks.ng',
    mobileNumber: '08025556677',
    fullName: 'Funmi Adebayo',
    title: 'Mrs',
    adminEmail: admin.email,
    adminPassword: admin.password,
  });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('importing 300 residents into an empty community', { timeout: 120_000 }, () => {
  it('opens the import page from the menu', async () => {
    await signInUi(page, app.url, admin.email, admin.password);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Import' }).click();
    await page.waitForURL('**/dashboard/import');
    await visible(page.getByRole('heading', { level: 1, name: 'Import from a spreadsheet' }));
    await visible(page.getByRole('radio', { name: 'Residents' }));
    await shoot('page');
  });

  it('downloads the residents template', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Neighbourly_residents-template.csv');
    const text = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const [header, example] = text.split(/\r?\n/);
    // The server quotes every cell; no header holds a comma.
    expect(header?.split(',').map((title) => title.replace(/^"|"$/g, ''))).toEqual(HEADER);
    expect(example).toContain('Adaeze Okafor');
  });

  it('checks a file with a bad e-mail and names its row', async () => {
    await chooseFile('surulere-residents.csv', residentsCsv(true));
    await page.getByRole('button', { name: 'Check file' }).click();
    const problems = page.getByRole('region', { name: '1 problem to fix in the spreadsheet' });
    await visible(problems);
    const cells = await problems.getByRole('row').nth(1).getByRole('cell').allInnerTexts();
    expect(cells.slice(0, 2)).toEqual([String(BAD_ROW), 'E-mail']);
    expect(cells[2]).toMatch(/e-?mail/i);
    await visible(page.getByText('300 rows read'));
    expect(await page.getByRole('button', { name: 'Import 300 rows' }).isDisabled()).toBe(true);
    // The result as a table (laptop) and as a stacked list (phone): no serious axe-core finding.
    expect(await axeProblems(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await visible(problems.getByText(`Row: ${BAD_ROW}`));
    expect(await axeProblems(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
    await shoot('dry-run-errors');
  });

  it('checks the fixed file clean and imports it', async () => {
    await chooseFile('surulere-residents-fixed.csv', residentsCsv(false));
    await page.getByRole('button', { name: 'Check file' }).click();
    await visible(page.getByText('No problems found: the file is ready to import.'));
    const created = page.getByRole('list', { name: 'Will be created' });
    await visible(created.getByText('300 residents'));
    await visible(created.getByText('3 streets'));
    await visible(created.getByText('2 apartment types'));
    await shoot('dry-run-clean');

    await page.getByRole('button', { name: 'Import 300 rows' }).click();
    await visible(page.getByText('Imported 300 rows'), 60_000);
    await visible(page.getByRole('list', { name: 'Created' }).getByText('300 residents'));
    await shoot('imported');
  });

  it('lists more than a page of residents and a debtor brought forward', async () => {
    await page.getByRole('link', { name: 'Open the residents list' }).click();
    await page.waitForURL('**/dashboard/resident');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await visible(pagination.getByText(`1 - 10 of ${RESIDENTS}`));
    await shoot('residents');

    await page.goto(`${app.url}/dashboard/debtors`);
    const debtor = page.getByRole('row').filter({ hasText: 'Balance brought forward' });
    await visible(debtor);
    await visible(debtor.filter({ hasText: '45,000' }));
    await shoot('debtors');
  });
});
