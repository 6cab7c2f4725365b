/**
 * Issue 18, pay now, in a real browser against the built app and the fake Paystack: the demo
 * community (seed:demo's default size: hundreds of residents) with online payment set up by its
 * Admin through the API (payer bears the fee) and its webhook address given to the fake. At
 * 390 px the demo Member, who owes dues, opens Pay now on the overview, sees the amount, the fee
 * and the total, continues to the fake checkout, pays, and lands on the return page with a
 * receipt number; their debtor page then shows nothing owed and the overview's Amount owing is
 * down by exactly what was paid. The Admin finds the payment in the wallet, and the return page
 * and dialog are seen again at 1366 px. Screenshots: screenshots/issue18-e2e-*.png.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startFakePaystack, type FakePaystack } from '../../scripts/fake-paystack/server';
import { formatNaira, koboToNaira, nairaToKobo } from '../../src/shared/format';
import { checkoutKobo } from '../../src/shared/payments';
import { financePages } from './finance-pages';
import { DESKTOP, PHONE, launchBrowser, startApp, visible, type RunningApp } from './harness';
import { screens } from './screens';
import { apiClient, oneJourney, signInUi } from './support';
import { seedDemo } from './seed';

const root = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'Palm#View2026';
const ADMIN = 'admin@demo.neighbourly.ng';
const MEMBER = 'member@demo.neighbourly.ng';
const SECRET_KEY = 'sk_test_e2e0000000000000000000000000000000';
const PUBLIC_KEY = 'pk_test_e2e0000000000000000000000000000000';

let app: RunningApp;
let paystack: FakePaystack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** What the Member owes before paying (naira), and the community's Amount owing then. */
let owed = 0;
let owingBefore = '';
let reference = '';

const client = apiClient(() => app.url);
const { shoot, shootDialog } = screens(() => page, 'issue18-e2e');
const { open, figures, tableRows } = financePages(
  () => page,
  () => app.url,
);

const nairaText = (naira: number) => formatNaira(naira);
const parseNairaText = (text: string) => Number(text.replace(/[₦,]/g, ''));

beforeAll(async () => {
  paystack = await startFakePaystack();
  app = await startApp({
    PAYSTACK_BASE_URL: paystack.url,
    APP_SECRET: 'e2e-app-secret-of-at-least-32-characters-long',
  });
  await seedDemo(app.dataDir, PASSWORD);
  const adminToken = await client.signIn(ADMIN, PASSWORD);
  const saved = await client.api('PUT', '/api/Communities/PaymentSettings', adminToken, {
    provider: 'paystack',
    publicKey: PUBLIC_KEY,
    secretKey: SECRET_KEY,
    feeBearer: 'payer',
    currentPassword: PASSWORD,
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  expect(saved.json.webhookUrl).toMatch(/\/api\/Payments\/Paystack\/Webhook\/\d+$/);
  paystack.setWebhook(SECRET_KEY, saved.json.webhookUrl as string);

  const memberToken = await client.signIn(MEMBER, PASSWORD);
  const options = await client.api('GET', '/api/Payments/Online/Options', memberToken);
  expect(options.json).toMatchObject({ available: true, feeBearer: 'payer' });
  owed = options.json.owed as number;
  expect(owed).toBeGreaterThan(0);

  browser = await launchBrowser();
  context = await browser.newContext({ viewport: PHONE, acceptDownloads: true });
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await paystack?.close();
});

describe('a Member pays what they owe online, on a phone', { timeout: 120_000 }, () => {
  oneJourney();

  it('shows the amount, the fee and the total before leaving for Paystack', async () => {
    await signInUi(page, app.url, MEMBER, PASSWORD);
    await visible(page.getByRole('region', { name: 'Amount owing', exact: true }));
    await expect.poll(async () => (await figures(['Amount owing']))['Amount owing']).toMatch(/₦/);
    owingBefore = (await figures(['Amount owing']))['Amount owing']!;
    await shoot('overview');

    await page.getByRole('button', { name: 'Pay now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay online' });
    const owedChoice = dialog.getByRole('radio', { name: `What I owe (${nairaText(owed)})` });
    await visible(owedChoice);
    expect(await owedChoice.isChecked()).toBe(true);
    const charge = checkoutKobo(nairaToKobo(owed)!, 'payer');
    const summary = dialog.getByRole('region', { name: 'To pay' });
    expect(await summary.getByRole('definition').allInnerTexts()).toEqual([
      nairaText(owed),
      nairaText(koboToNaira(charge.feeKobo)),
      nairaText(koboToNaira(charge.chargeKobo)),
    ]);
    expect(charge.feeKobo).toBeGreaterThan(0);
    await shootDialog('pay-now');
    await page.setViewportSize(PHONE);
  });

  it('pays on the checkout page and returns to a paid payment with its receipt number', async () => {
    const dialog = page.getByRole('dialog', { name: 'Pay online' });
    await dialog.getByRole('button', { name: 'Continue to Paystack' }).click();
    await page.waitForURL(`${paystack.url}/**`);
    const charge = checkoutKobo(nairaToKobo(owed)!, 'payer');
    await visible(page.getByText(nairaText(koboToNaira(charge.chargeKobo)).replace('₦', '')));
    await page.screenshot({ path: path.join(root, 'screenshots/issue18-e2e-checkout-phone.png') });
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL('**/dashboard/payments/return?**');
    reference = new URL(page.url()).searchParams.get('reference') ?? '';
    expect(reference).not.toBe('');
    await visible(page.getByRole('heading', { name: 'Payment received. Thank you!' }));
    await visible(page.getByText(/^RCT-\d{4}-\d{6}$/));
    await visible(page.getByRole('button', { name: 'Download receipt' }));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download receipt' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^RCT-\d{4}-\d{6}\.pdf$/);
    await shoot('return-paid');
  });

  it('owes nothing on the debtor page, and Amount owing is down by exactly the payment', async () => {
    await page.getByRole('link', { name: 'Back to overview' }).click();
    await expect
      .poll(async () => parseNairaText((await figures(['Amount owing']))['Amount owing']!))
      .toBeCloseTo(parseNairaText(owingBefore) - owed, 2);
    const me = await client.api('GET', '/api/AuthUser/me', await client.signIn(MEMBER, PASSWORD));
    await open(`debtors/${me.json.residentId}`, 'Debtor details');
    const owedNow = page.getByLabel('Amount owed');
    await visible(owedNow);
    expect(await owedNow.innerText()).toBe(nairaText(0));
    await shoot('debtor-after');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await visible(
      page.getByText('You owe nothing at the moment: you may still pay an amount you choose'),
    );
    await page.keyboard.press('Escape');
  });

  it('shows the Admin the payment in the wallet', async () => {
    await context.clearCookies();
    await page.setViewportSize(DESKTOP);
    await signInUi(page, app.url, ADMIN, PASSWORD);
    const { json: adminUser } = await client.api('POST', '/api/AuthUser/login', undefined, {
      UserUniqueId: ADMIN,
      PassWord: PASSWORD,
    });
    await visible(page.getByText(`Hello, ${String(adminUser.fullName).split(' ')[0]}`));
    await open('wallet', 'Wallet');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect
      .poll(async () => (await tableRows()).some((row) => row.includes(nairaText(owed))))
      .toBe(true);
    await page.setViewportSize(DESKTOP);
    await shoot('admin-wallet');
  });

  it('lists a payment Paystack reports for a reference never issued, and the Admin closes it', async () => {
    // A success the app never started (paid on another page with this integration's key).
    const stray = paystack.seed({
      secretKey: SECRET_KEY,
      reference: 'STRAY-E2E-1',
      email: 'stranger@example.ng',
      amountKobo: 750_000,
    });
    const [delivery] = await paystack.complete(stray.reference);
    expect(delivery?.status).toBe(200);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Suspense' }).click();
    await page.waitForURL('**/dashboard/payments/suspense');
    const row = page.getByRole('row').filter({ hasText: 'STRAY-E2E-1' });
    await visible(row);
    expect(await row.innerText()).toContain('₦7,500.00');
    await shoot('suspense');
    await row.getByRole('button', { name: 'Mark resolved: STRAY-E2E-1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark resolved' });
    await visible(dialog);
    await shootDialog('suspense-resolve');
    await dialog.getByRole('button', { name: 'Mark resolved' }).click();
    await visible(page.getByText('Suspense item closed successfully'));
    await visible(row.getByText('Resolved'));
  });

  it('reconciles the month with Paystack', async () => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Reconciliation' }).click();
    await page.waitForURL('**/dashboard/payments/reconciliation');
    await page.getByRole('button', { name: 'Reconcile' }).click();
    // The Member's payment and the stray one succeeded on Paystack this month.
    await visible(page.getByText(/^Paystack successes: 2 · /));
    await shoot('reconciliation');
  });

  it("gives the Admin a payment link for the Member's next dues", async () => {
    const { json: member } = await client.api('POST', '/api/AuthUser/login', undefined, {
      UserUniqueId: MEMBER,
      PassWord: PASSWORD,
    });
    await page.goto(`${app.url}/dashboard/resident/${member.residentId}`);
    await page.getByRole('button', { name: 'Payment link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment link' });
    await dialog.getByRole('textbox', { name: /^Amount/ }).fill('10,000');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const link = page.getByRole('textbox', { name: 'Link to send' });
    await visible(link);
    expect(await link.inputValue()).toMatch(new RegExp(`^${paystack.url}/checkout/`));
    await visible(page.getByRole('button', { name: 'Copy the payment link' }));
    await link.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: path.join(root, 'screenshots/issue18-e2e-payment-link-laptop.png'),
    });
  });

  it('shows the return page and the dialog at laptop width too', async () => {
    await page.goto(`${app.url}/dashboard/payments/return?reference=${reference}`);
    await visible(page.getByRole('heading', { name: 'Payment received. Thank you!' }));
    await page.screenshot({
      path: path.join(root, 'screenshots/issue18-e2e-return-admin-laptop.png'),
      fullPage: true,
    });
  });
});
