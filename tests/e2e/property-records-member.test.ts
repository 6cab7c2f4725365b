/**
 * Issue 3 (property records) in a real browser against the built app, as a Member: the records an
 * Admin keeps (property-records.test.ts), here added through the API, show the Member neither the
 * administrators' menu items nor their data (UI and API); apartments and apartment types are read
 * without the phone numbers. Pages are saved as desktop and phone screenshots (issue3-e2e-*).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startApp, visible, DESKTOP, type RunningApp } from './harness';
import { recordsPages } from './records-pages';
import { addAccount, registerCommunity } from './seed';
import { apiClient, signInUi as signInPage } from './support';

let app: RunningApp;
let browser: Browser;
let page: Page;
let communityId: number;
let adminToken: string;

const admin = { email: 'bola@ikejagardens.ng', password: 'Ikeja#Gardens2026' };
const member = { email: 'chidi@ikejagardens.ng', password: 'Member#Gardens2026' };

const { api, signIn: apiSignIn } = apiClient(() => app.url);
const signInUi = (target: Page, login: string, password: string) =>
  signInPage(target, app.url, login, password);
const { row, shoot, openList } = recordsPages(
  () => page,
  () => app.url,
);

async function created(url: string, body: unknown): Promise<number> {
  const { status, json } = await api('POST', url, adminToken, body);
  expect({ url, status, json }).toEqual({ url, status: 201, json: expect.anything() });
  return json.id as number;
}

/** The records the Admin's journey leaves: a street, an address, a type and an apartment. */
beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  await registerCommunity(api, {
    communityName: 'Ikeja Gardens Estate',
    communityAddress: '4 Allen Avenue, Ikeja',
    street: 'Allen Avenue',
    lga: 'Ikeja',
    state: 'Lagos',
    country: 'Nigeria',
    email: 'info@ikejagardens.ng',
    mobileNumber: '08023456789',
    fullName: 'Bola Adeyemi',
    title: 'Mr',
    adminEmail: admin.email,
    adminPassword: admin.password,
  });
  adminToken = await apiSignIn(admin.email, admin.password);
  const me = await api('GET', '/api/AuthUser/me', adminToken);
  communityId = (me.json as { communityId: number }).communityId;
  const streetId = await created('/api/Streets', {
    streetName: 'Opebi Road',
    buildings: 14,
    lga: 'Ikeja',
    state: 'Lagos',
    country: 'Nigeria',
  });
  const addressId = await created('/api/Addresses', {
    streetId,
    buildings: 2,
    address: '12 Opebi Road',
    apartments: 8,
    landlordId: 'LL-001',
  });
  await created('/api/Apartments/AddApartmentType', {
    type: '2 bedroom',
    name: 'Two bedroom flat',
    numberOfRoom: 2,
    feePerPerMonth: 175000,
  });
  await created('/api/Apartments', {
    apartmentName: 'Flat 1A',
    addressId,
    streetId,
    landlordId: 'LL-001',
    principalId: 'PR-200',
    principalPhoneNumber: '08031112222',
    landLoardPhoneNumber: '08033334444',
  });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('property records as a Member', () => {
  let memberPage: Page;
  let memberToken: string;

  beforeAll(async () => {
    await addAccount(app.dataDir, {
      communityId,
      roleName: 'Member',
      fullName: 'Chidi Okeke',
      email: member.email,
      password: member.password,
    });
    memberPage = await browser.newPage({ viewport: DESKTOP });
    memberPage.setDefaultTimeout(20_000);
    memberToken = await apiSignIn(member.email, member.password);
  });

  afterAll(async () => {
    await memberPage?.close();
  });

  const adminOnly = ['Communities', 'Residents', 'Streets', 'Addresses', 'Landlords', 'Projects'];

  it('shows the Member no administrator menu items and no administrator pages', async () => {
    page = memberPage;
    await signInUi(page, member.email, member.password);
    await visible(page.getByText('Hello, Chidi'));

    const sidebar = page.getByRole('navigation', { name: 'Dashboard navigation' }).first();
    await visible(sidebar.getByRole('menuitem', { name: 'Home' }));
    for (const name of adminOnly) {
      await expect(sidebar.getByRole('menuitem', { name, exact: true }).count()).resolves.toBe(0);
    }

    await page.getByRole('button', { name: 'Open menu' }).click();
    const headerMenu = page.locator('#dashboard-header-menu').getByRole('navigation');
    await visible(headerMenu.getByRole('menuitem', { name: 'Apartments', exact: true }));
    await visible(headerMenu.getByRole('menuitem', { name: 'Apartment types', exact: true }));
    for (const name of adminOnly) {
      await expect(headerMenu.getByRole('menuitem', { name, exact: true }).count()).resolves.toBe(
        0,
      );
    }
    await shoot('member-menu');
    await page.getByRole('button', { name: 'Close menu' }).click();

    await openList('apartments', 'Apartments');
    await visible(row('Flat 1A'));
    await expect(page.getByRole('link', { name: 'Add New' }).count()).resolves.toBe(0);
    await shoot('member-apartments');

    await openList('apartment-types', 'Apartment types');
    await visible(row('Two bedroom flat'));
    await expect(page.getByRole('link', { name: 'Add New' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'View/Edit' }).count()).resolves.toBe(0);
    await shoot('member-apartment-types');

    await page.goto(`${app.url}/dashboard/streets`);
    await visible(page.getByText('You do not have permission to access this page'));
    await expect(page.getByText('Opebi Road').count()).resolves.toBe(0);
    await shoot('member-streets-denied');
  });

  it("refuses the Member the administrators' data through the API", async () => {
    for (const url of [
      `/api/Streets/Community/${communityId}`,
      `/api/Addresses/Community/${communityId}`,
      `/api/Landlords/community/${communityId}`,
      '/api/Communities',
    ]) {
      const { status, json } = await api('GET', url, memberToken);
      expect({ url, status, json }).toEqual({
        url,
        status: 403,
        json: { message: 'You do not have permission to access this page' },
      });
    }
    const apartments = await api('GET', `/api/Apartments/Community/${communityId}`, memberToken);
    expect(apartments.status).toBe(200);
    expect(apartments.json.totalRecordCount).toBe(1);
    expect(apartments.json.records[0]).toMatchObject({
      apartmentName: 'Flat 1A',
      principalPhoneNumber: '',
      landLoardPhoneNumber: '',
    });
    // The Admin still sees the phone numbers.
    const asAdmin = await api('GET', `/api/Apartments/Community/${communityId}`, adminToken);
    expect(asAdmin.json.records[0]).toMatchObject({
      principalPhoneNumber: '08031112222',
      landLoardPhoneNumber: '08033334444',
    });
  });
});
