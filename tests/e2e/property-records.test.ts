/**
 * Issue 3 (property records) in a real browser against the built app: an Admin adds a street, an
 * address, an apartment type, an apartment and a landlord with a photo, edits each, pages and
 * searches a list of 26 streets. Every list and form is saved as a desktop and a phone screenshot
 * (issue3-e2e-*). What a Member sees of such records: property-records-member.test.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  apiClient,
  choose as chooseIn,
  field as fieldOf,
  png,
  signInUi as signInPage,
} from './support';
import { launchBrowser, startApp, visible, DESKTOP, type RunningApp } from './harness';
import { poll, recordsPages } from './records-pages';
import { screens } from './screens';
import { registerCommunity } from './seed';

let app: RunningApp;
let browser: Browser;
let page: Page;
let scratch: string;
let adminToken: string;

const admin = { email: 'bola@ikejagardens.ng', password: 'Ikeja#Gardens2026' };

const { api, signIn: apiSignIn } = apiClient(() => app.url);
const signInUi = (target: Page, login: string, password: string) =>
  signInPage(target, app.url, login, password);
const field = (label: string) => fieldOf(page, label);
const choose = (label: string, option: string) => chooseIn(page, label, option);
const { toast } = screens(() => page, 'issue3-e2e');
const { save, row, rangeLabel, shoot, lastFieldClearOfSaveBar, openList, addNew, backOnList } =
  recordsPages(
    () => page,
    () => app.url,
  );

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP });
  page.setDefaultTimeout(20_000);
  scratch = mkdtempSync(path.join(tmpdir(), 'neighbourly-e2e-files-'));
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
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('property records as the Admin', () => {
  it('signs the admin in', async () => {
    await signInUi(page, admin.email, admin.password);
    await visible(page.getByText('Hello, Bola'));
  });

  it('adds and edits a street', async () => {
    await openList('streets', 'Streets');
    await visible(page.getByText('No Street available at the moment'));
    await addNew('streets', 'Add New Street');
    expect(await field('Country').inputValue()).toBe('Nigeria');
    await field('Name').fill('Opebi Road');
    await field('Number of buildings').fill('12');
    await field('LGA').fill('Ikeja');
    await field('State').fill('Lagos');
    await shoot('streets-add');
    await save();
    await toast('Street added successfully');
    await backOnList('streets', 'Opebi Road');
    await expect(row('Opebi Road').getByRole('cell').allInnerTexts()).resolves.toEqual([
      'Opebi Road',
      '12',
      'Ikeja',
      'Edit',
    ]);
    await shoot('streets-list', { keepToasts: true });

    await row('Opebi Road').getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/dashboard\/streets\/\d+$/);
    await visible(page.getByRole('heading', { name: 'Street details' }));
    expect(await field('Name').inputValue()).toBe('Opebi Road');
    await field('Number of buildings').fill('14');
    await shoot('streets-edit');
    await save();
    await toast('Street updated successfully');
    await backOnList('streets', 'Opebi Road');
    await expect(row('Opebi Road').getByRole('cell').nth(1).innerText()).resolves.toBe('14');
  });

  it('adds and edits an address on that street', async () => {
    await openList('address', 'Addresses');
    await addNew('address', 'Add New Address');
    await choose('Street', 'Opebi Road');
    await field('Address').fill('12 Opebi Road');
    await field('Number of buildings').fill('2');
    await field('Number of apartments').fill('6');
    await field('Landlord ID').fill('LL-001');
    await shoot('address-add');
    await save();
    await toast('Address added successfully');
    await backOnList('address', '12 Opebi Road');
    await expect(row('12 Opebi Road').getByRole('cell').allInnerTexts()).resolves.toEqual([
      '12 Opebi Road',
      '6',
      '2',
      'LL-001',
    ]);
    await shoot('address-list', { keepToasts: true });

    await row('12 Opebi Road').getByRole('cell').first().click();
    await page.waitForURL(/\/dashboard\/address\/\d+$/);
    await visible(page.getByRole('heading', { name: 'Address details' }));
    await field('Number of apartments').fill('8');
    await shoot('address-edit');
    await save();
    await toast('Address updated successfully');
    await backOnList('address', '12 Opebi Road');
    await expect(row('12 Opebi Road').getByRole('cell').nth(1).innerText()).resolves.toBe('8');
  });

  it('adds and edits an apartment type with its fee in naira', async () => {
    await openList('apartment-types', 'Apartment types');
    await addNew('apartment-types', 'Add New Apartment type');
    await choose('Type', '2 bedroom');
    await field('Name').fill('Two bedroom flat');
    await field('Number of rooms').fill('2');
    await field('Fee').fill('150000.50');
    await shoot('apartment-types-add');
    await save();
    await toast('Apartment type added successfully');
    await backOnList('apartment-types', 'Two bedroom flat');
    const cells = await row('Two bedroom flat').getByRole('cell').allInnerTexts();
    expect(cells.slice(0, 3)).toEqual(['2 bedroom', 'Two bedroom flat', '2']);
    expect(cells[3]).toMatch(/^(NGN|₦)\s?150,000\.50$/);
    expect(cells[4]).toBe('View/Edit');
    await shoot('apartment-types-list', { keepToasts: true });

    await row('Two bedroom flat').getByRole('link', { name: 'View/Edit' }).click();
    await page.waitForURL(/\/dashboard\/apartment-types\/\d+$/);
    await visible(page.getByRole('heading', { name: 'Apartment type details' }));
    expect(await field('Fee').inputValue()).toBe('150000.5');
    await field('Fee').fill('175000');
    await shoot('apartment-types-edit');
    await save();
    await toast('Apartment type updated successfully');
    await backOnList('apartment-types', 'Two bedroom flat');
    await expect(row('Two bedroom flat').getByRole('cell').nth(3).innerText()).resolves.toMatch(
      /^(NGN|₦)\s?175,000\.00$/,
    );
  });

  it('adds and edits an apartment at that address', async () => {
    await openList('apartments', 'Apartments');
    await addNew('apartments', 'Add New Apartment');
    await field('Name').fill('Flat 1A');
    await choose('Address', '12 Opebi Road');
    // Choosing the address fills in its street.
    await expect.poll(() => field('Street').inputValue(), poll).toBe('Opebi Road');
    await field('Landlord ID').fill('LL-001');
    await field('Principal ID').fill('PR-100');
    await field("Principal's phone number").fill('08031112222');
    await field("Landlord's phone number").fill('08033334444');
    await shoot('apartments-add');
    await save();
    await toast('New apartment added successfully');
    await backOnList('apartments', 'Flat 1A');
    await expect(row('Flat 1A').getByRole('cell').allInnerTexts()).resolves.toEqual([
      'Flat 1A',
      '12 Opebi Road',
      'PR-100',
      'LL-001',
    ]);
    await shoot('apartments-list', { keepToasts: true });

    await row('Flat 1A').getByRole('cell').first().click();
    await page.waitForURL(/\/dashboard\/apartments\/\d+$/);
    await visible(page.getByRole('heading', { name: 'Apartment details' }));
    expect(await field("Principal's phone number").inputValue()).toBe('08031112222');
    await field('Principal ID').fill('PR-200');
    await shoot('apartments-edit');
    await save();
    await toast('Apartment details updated successfully');
    await backOnList('apartments', 'Flat 1A');
    await expect(row('Flat 1A').getByRole('cell').nth(2).innerText()).resolves.toBe('PR-200');
  });

  it('adds a landlord with a photo, shows the thumbnail and edits the landlord', async () => {
    const photo = path.join(scratch, 'landlord.png');
    writeFileSync(photo, png([27, 94, 32]));

    await openList('landlords', 'Landlords');
    await visible(page.getByText('Landlord list is not available at the moment'));
    await addNew('landlords', 'Add New Landlord');
    await page.locator('input[type="file"]').setInputFiles(photo);
    await visible(page.getByRole('img', { name: 'landlord.png' }));
    // The photo's drop zone spans the form as the fields do.
    const width = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().width);
    expect(await width(page.locator('.RaFileInput-dropZone'))).toBe(
      await width(
        field('Title').locator('xpath=ancestor::*[contains(@class, "MuiFormControl-root")][1]'),
      ),
    );
    await field('Title').fill('Chief');
    await field('Full name').fill('Emeka Nwosu');
    await field('Email').fill('emeka.nwosu@example.ng');
    await field('Mobile number').fill('08051234567');
    await field('Building name').fill('Nwosu House');
    await choose('Street', 'Opebi Road');
    await choose('Apartment', 'Flat 1A · 12 Opebi Road');
    await field('LGA').fill('Ikeja');
    await field('State').fill('Lagos');
    await lastFieldClearOfSaveBar('landlords-add-phone-end');
    await shoot('landlords-add');
    await save();
    await toast('LandLord created successfully');
    await backOnList('landlords', 'Emeka Nwosu');
    // Every column on a desktop: below 1440 px the e-mail gives way (issue 16's column priorities).
    await page.setViewportSize({ width: 1920, height: 1080 });
    const cells = await row('Emeka Nwosu').getByRole('cell').allInnerTexts();
    await page.setViewportSize(DESKTOP);
    expect(cells.slice(1)).toEqual([
      'Emeka Nwosu',
      'emeka.nwosu@example.ng',
      '0805 123 4567', // shown grouped as people read a phone
      'Flat 1A',
      'Opebi Road',
    ]);
    const thumbnail = row('Emeka Nwosu').locator('img[alt="Photo of Emeka Nwosu"]');
    await visible(thumbnail);
    await expect
      .poll(
        () =>
          thumbnail.evaluate((img: HTMLImageElement) => ({
            blob: img.src.startsWith('blob:'),
            loaded: img.complete && img.naturalWidth > 0,
          })),
        poll,
      )
      .toEqual({ blob: true, loaded: true });
    await shoot('landlords-list', { keepToasts: true });

    await row('Emeka Nwosu').getByRole('link', { name: 'Emeka Nwosu' }).click();
    await page.waitForURL(/\/dashboard\/landlords\/\d+$/);
    await visible(page.getByRole('heading', { name: 'Landlord details' }));
    await visible(page.locator('img[alt="Photo of Emeka Nwosu"]'));
    expect(await field('Full name').inputValue()).toBe('Emeka Nwosu');
    await field('Mobile number').fill('08059876543');
    await shoot('landlords-edit');
    await save();
    await toast('LandLord details updated successfully');
    await backOnList('landlords', 'Emeka Nwosu');
    // At 1366 px the e-mail column gives way, so the phone is the third cell.
    await expect(row('Emeka Nwosu').getByRole('cell').nth(2).innerText()).resolves.toBe(
      '0805 987 6543',
    );
    // The photo was kept by the edit (no new one chosen).
    await expect
      .poll(
        () =>
          row('Emeka Nwosu')
            .locator('img[alt="Photo of Emeka Nwosu"]')
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        poll,
      )
      .toBeGreaterThan(0);
  });

  it('pages and searches a list of 26 streets', async () => {
    for (let index = 1; index <= 25; index += 1) {
      const name = index % 8 === 0 ? `Zebra Crossing ${index}` : `Paging Close ${index}`;
      const { status } = await api('POST', '/api/Streets', adminToken, {
        streetName: name,
        buildings: index,
        lga: 'Ikeja',
        state: 'Lagos',
        country: 'Nigeria',
      });
      expect(status).toBe(201);
    }
    const previous = page.getByRole('button', { name: 'Previous page' });
    const next = page.getByRole('button', { name: 'Next page' });

    await openList('streets', 'Streets');
    await visible(rangeLabel().getByText('1 - 10 of 26', { exact: true }));
    // Newest first.
    await visible(row('Paging Close 25'));
    expect(await previous.isDisabled()).toBe(true);
    expect(await next.isEnabled()).toBe(true);
    await shoot('streets-list-paged', { keepToasts: true });

    await next.click();
    await visible(rangeLabel().getByText('11 - 20 of 26', { exact: true }));
    await visible(row('Paging Close 15'));
    expect(await previous.isEnabled()).toBe(true);
    await next.click();
    await visible(rangeLabel().getByText('21 - 26 of 26', { exact: true }));
    await visible(row('Opebi Road'));
    expect(await next.isDisabled()).toBe(true);
    expect(await previous.isEnabled()).toBe(true);

    // Typing alone does not search; Enter does, and the label counts the matches.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('zebra');
    await search.press('Enter');
    await visible(rangeLabel().getByText('1 - 3 of 3', { exact: true }));
    await expect(page.getByRole('row').filter({ hasText: 'Zebra Crossing' }).count()).resolves.toBe(
      3,
    );
    expect(await next.isDisabled()).toBe(true);
    await shoot('streets-search', { keepToasts: true });

    // The Search button applies the text too.
    await search.fill('Opebi');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await visible(rangeLabel().getByText('1 - 1 of 1', { exact: true }));
    await visible(row('Opebi Road'));
  });
});
