/**
 * Issue 6 (adverts) in a real browser against the built app. A Member of the community places an
 * advert (overview, 'View Adverts', the empty list, 'Add New'): image and logo, a section, a name and a
 * number of days, with the NGN amount following what they type; it is listed as Pending. An Admin
 * then notes the overview's Total Income, records the advert's payment from the list, sees it
 * Active, and finds its image in the overview's strip and Total Income risen by exactly its
 * amount. Pages and dialogs are saved as desktop and phone screenshots (issue6-e2e-*).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { todayInLagos } from '../../src/shared/finance';
import { formatDate } from '../../src/shared/format';
import {
  apiClient,
  choose as chooseIn,
  field as fieldOf,
  pdf,
  png,
  signInUi as signInPage,
} from './support';
import { launchBrowser, startApp, visible, DESKTOP, type RunningApp } from './harness';
import { screens } from './screens';
import { registerCommunity, setPassword } from './seed';

let app: RunningApp;
let browser: Browser;
let page: Page;
let scratch: string;
let adminToken: string;
let communityId: number;
let memberResidentId: number;

const admin = { email: 'kemi@oniruheights.ng', password: 'Oniru#Heights2026' };
const member = {
  firstName: 'Segun',
  fullName: 'Segun Adebayo',
  email: 'segun.adebayo@example.ng',
  phone: '08052345678',
  password: 'Segun#Advert2026',
};
/** Sidebar costs ₦1,000 a day in every new community: 14 days are ₦14,000. */
const advert = { name: 'Mama Segun Kitchen', section: 'Sidebar', days: 14, amount: 14_000 };
const today = todayInLagos();
/** A dues payment recorded before the journey, so Total Income does not start at zero. */
const EARLIER_INCOME = 7_500;

const { api, signIn: apiSignIn } = apiClient(() => app.url);
const signInUi = (login: string, password: string) => signInPage(page, app.url, login, password);
const field = (label: string) => fieldOf(page, label);
const choose = (label: string, option: string) => chooseIn(page, label, option);
const { toast, shoot, shootDialog } = screens(() => page, 'issue6-e2e');

const naira = (amount: number) =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(amount);
/** '₦21,500.00' → 21500 */
const nairaValue = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function created(url: string, body: unknown): Promise<number> {
  const { status, json } = await api('POST', url, adminToken, body);
  expect({ url, status, json }).toEqual({ url, status: 201, json: expect.anything() });
  return json.id as number;
}

/** The overview's Total Income card, as shown ('₦7,500.00'). */
async function totalIncome(): Promise<string> {
  const card = page.locator('main').getByRole('region', { name: 'Total Income', exact: true });
  return (await card.locator('p').last().innerText()).trim();
}

/** The cells of the list's row for the advert. */
async function advertRow(): Promise<string[]> {
  const row = page.getByRole('row').filter({ hasText: advert.name });
  await visible(row);
  return row.getByRole('cell').allInnerTexts();
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP });
  page.setDefaultTimeout(20_000);
  scratch = mkdtempSync(path.join(tmpdir(), 'neighbourly-e2e-adverts-'));

  await registerCommunity(api, {
    communityName: 'Oniru Heights',
    communityAddress: '4 Palace Road, Oniru',
    street: 'Palace Road',
    lga: 'Eti-Osa',
    state: 'Lagos',
    country: 'Nigeria',
    email: 'info@oniruheights.ng',
    mobileNumber: '08027654321',
    fullName: 'Kemi Balogun',
    title: 'Mrs',
    adminEmail: admin.email,
    adminPassword: admin.password,
  });
  adminToken = await apiSignIn(admin.email, admin.password);
  const me = await api('GET', '/api/AuthUser/me', adminToken);
  communityId = me.json.communityId as number;
  expect(communityId).toBeGreaterThan(0);

  const streetId = await created('/api/Streets', {
    streetName: 'Palace Road',
    buildings: 6,
    lga: 'Eti-Osa',
    state: 'Lagos',
    country: 'Nigeria',
  });
  const addressId = await created('/api/Addresses', {
    streetId,
    buildings: 1,
    address: '4 Palace Road',
    apartments: 2,
    landlordId: 'LL-4',
  });
  const apartmentTypeId = await created('/api/Apartments/AddApartmentType', {
    type: '3 bedroom',
    name: 'Three bedroom flat',
    numberOfRoom: 3,
    feePerPerMonth: 7_500,
  });
  const apartmentId = await created('/api/Apartments', {
    apartmentName: 'Flat 4A',
    addressId,
    streetId,
    landlordId: 'LL-4',
    principalId: 'PR-4',
    principalPhoneNumber: '08030000004',
    landLoardPhoneNumber: '08030000044',
  });
  const roles = await api('GET', '/api/Communities/Getroles', adminToken);
  const memberRoleId = (roles.json as { id: number; roleName: string }[]).find(
    (role) => role.roleName === 'Member',
  )!.id;

  const form = new FormData();
  const fields: Record<string, string> = {
    Title: 'Mr',
    FullName: member.fullName,
    Gender: 'Male',
    MaritalStatus: 'Married',
    Dob: '1982-09-03',
    MobileNumber: member.phone,
    Email: member.email,
    SelectedAddressId: String(addressId),
    SelectedApartmentId: String(apartmentId),
    SelectApartmentTypeId: String(apartmentTypeId),
    SelectedRoleId: String(memberRoleId),
    Occupation: 'Caterer',
    Nationality: 'Nigeria',
    State: 'Lagos',
    IdNumberType: 'NIN',
    IdNumber: '22233344455',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(
    'Image',
    new Blob([new Uint8Array(png([90, 60, 30]))], { type: 'image/png' }),
    'segun.png',
  );
  form.append(
    'IdNumberFile',
    new Blob([new Uint8Array(pdf())], { type: 'application/pdf' }),
    'segun-nin.pdf',
  );
  memberResidentId = await created('/api/Residents', form);

  // The resident's account has no password until they reset it: set one directly.
  await setPassword(app.dataDir, member.email, member.password);

  const earlier = await fetch(`${app.url}/api/Wallets/Payments`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${adminToken}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': randomUUID(),
    },
    body: JSON.stringify({
      residentId: memberResidentId,
      amount: EARLIER_INCOME,
      paymentDate: today,
      method: 'Bank transfer',
      reference: 'DUES-0001',
    }),
  });
  expect(earlier.status).toBe(201);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('an advert from a Member’s form to the overview’s strip', () => {
  let incomeBefore: string;

  it('lets a Member place an advert, with the amount following the form', async () => {
    const image = path.join(scratch, 'kitchen-banner.png');
    const logo = path.join(scratch, 'kitchen-logo.png');
    writeFileSync(image, png([230, 120, 20]));
    writeFileSync(logo, png([20, 90, 160]));

    await signInUi(member.email, member.password);
    await visible(page.getByText(`Hello, ${member.firstName}`));
    const strip = page.getByRole('region', { name: 'Adverts', exact: true });
    await visible(strip);
    // Nothing is Active yet: the strip has only its buttons.
    await expect(strip.getByRole('list', { name: 'Active adverts' }).count()).resolves.toBe(0);
    expect(await strip.getByRole('link', { name: 'Place an Advert' }).getAttribute('href')).toBe(
      '/dashboard/adverts/add-new',
    );
    await strip.getByRole('link', { name: 'View Adverts' }).click();
    await page.waitForURL(/\/dashboard\/adverts$/);
    await visible(page.getByText('No Advert available at the moment'));
    await page.getByRole('link', { name: 'Add New' }).click();
    await page.waitForURL('**/dashboard/adverts/add-new');
    await visible(page.getByRole('heading', { name: 'Add New Advert', level: 1 }));
    await visible(page.getByText(`Placed in your name (${member.fullName})`, { exact: false }));

    const files = page.locator('main input[type="file"]');
    await expect.poll(() => files.count()).toBe(2);
    await files.nth(0).setInputFiles(image);
    await visible(page.getByRole('img', { name: 'kitchen-banner.png' }));
    await files.nth(1).setInputFiles(logo);
    await visible(page.getByRole('img', { name: 'kitchen-logo.png' }));

    const amount = page.getByRole('status', { name: 'Amount' });
    await visible(amount.getByText('Choose a section and the number of days to see the amount'));
    await choose('Section', `${advert.section} (${naira(1_000)} per day)`);
    await field('Advert name').fill(advert.name);
    expect(await field('Start date').inputValue()).toBe(today);
    await field('Number of days').fill('3');
    await visible(amount.getByText(naira(3_000), { exact: true }));
    await visible(amount.getByText(`3 × ${naira(1_000)} per day`, { exact: true }));
    await field('Number of days').fill(String(advert.days));
    await visible(amount.getByText(naira(advert.amount), { exact: true }));
    await visible(amount.getByText(`${advert.days} × ${naira(1_000)} per day`, { exact: true }));
    await shoot('advert-add');

    await page.getByRole('button', { name: 'Save' }).click();
    await toast('Advert placed successfully: its fee is now owed until it is paid');
    await page.waitForURL(/\/dashboard\/adverts$/);
    const end = new Date(Date.parse(`${today}T00:00:00Z`) + (advert.days - 1) * 86_400_000);
    expect(await advertRow()).toEqual([
      advert.name,
      formatDate(today),
      formatDate(end),
      naira(advert.amount),
      advert.section,
      'Pending',
    ]);
    // A Member reads the list but records no payment and edits no section.
    await expect(page.getByRole('button', { name: /Record payment/ }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Sections and prices' }).count()).resolves.toBe(
      0,
    );
    await shoot('adverts-member');

    const memberToken = await apiSignIn(member.email, member.password);
    const listed = await api('GET', '/api/Adverts', memberToken);
    expect(listed.json.records).toEqual([
      expect.objectContaining({ name: advert.name, status: 'Pending', paid: false }),
    ]);
  });

  it('lets an Admin record the payment: the advert turns Active', async () => {
    await page.evaluate(() => window.localStorage.clear());
    await signInUi(admin.email, admin.password);
    await visible(page.getByText('Hello, Kemi'));
    await expect.poll(totalIncome).toBe(naira(EARLIER_INCOME));
    incomeBefore = await totalIncome();

    await page.goto(`${app.url}/dashboard/adverts`);
    await visible(page.getByRole('heading', { name: 'Adverts', exact: true, level: 1 }));
    expect(await advertRow()).toContain('Pending');
    const pending = page.getByRole('row').filter({ hasText: advert.name }).getByText('Pending');
    expect(await pending.getAttribute('data-status')).toBe('inactive');
    await shoot('adverts-admin-pending');

    await page.getByRole('button', { name: 'Sections and prices' }).click();
    const sections = page.getByRole('dialog', { name: 'Sections and prices' });
    await visible(sections);
    await expect.poll(() => sections.getByRole('group').count()).toBe(3);
    expect(await sections.getByLabel(/^Section 2 name/).inputValue()).toBe('Sidebar');
    await shootDialog('sections');
    await sections.getByRole('button', { name: 'Cancel' }).click();
    await sections.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: `Record payment for ${advert.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Record advert payment' });
    await visible(dialog);
    await visible(dialog.getByText(naira(advert.amount), { exact: true }));
    await visible(dialog.getByText(member.fullName, { exact: true }));
    await dialog.getByRole('combobox', { name: /^Payment method/ }).click();
    await page.getByRole('option', { name: 'Bank transfer', exact: true }).click();
    await dialog.getByLabel('Reference (optional)').fill('ADV-0001');
    await shootDialog('advert-payment');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast('Advert payment recorded successfully');
    await dialog.waitFor({ state: 'hidden' });

    await expect.poll(advertRow).toContain('Active');
    const active = page.getByRole('row').filter({ hasText: advert.name }).getByText('Active');
    expect(await active.getAttribute('data-status')).toBe('active');
    await expect(page.getByRole('button', { name: /Record payment/ }).count()).resolves.toBe(0);
    await shoot('adverts-admin-active');
  });

  it('shows the advert in the overview’s strip and its amount in Total Income', async () => {
    await page.goto(`${app.url}/dashboard/home`);
    const strip = page.getByRole('region', { name: 'Adverts', exact: true });
    const image = strip.locator(`img[alt="${advert.name}"]`);
    await visible(image);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect
      .poll(async () => nairaValue(await totalIncome()) - nairaValue(incomeBefore))
      .toBe(advert.amount);
    expect(await totalIncome()).toBe(naira(EARLIER_INCOME + advert.amount));
    await shoot('overview-strip');

    const statistic = await api('GET', `/api/Communities/${communityId}/Statistics`, adminToken);
    expect(statistic.json.totalIncome).toBe(EARLIER_INCOME + advert.amount);
  });
});
