/**
 * Issue 15 (the dashboard on react-admin's rails) in a real browser against the built app, on a
 * community of 1,000 residents and 1,200 apartments on 40 streets (seed:demo into the app's data
 * directory), where a picker capped at a page of 100 would fail:
 * - editing the resident whose apartment was created first shows that apartment chosen, by name
 *   and address;
 * - the landlord form finds an apartment by part of its address, and offers only the chosen
 *   street's apartments once a street is picked;
 * - a refused field (an e-mail another account has) shows the server's words on that field;
 * - a session that ends on the wallet page gives one notice and no retried request, and signing
 *   in again returns to the wallet.
 * Pages are saved as desktop and phone screenshots (issue15-e2e-*).
 */
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { messages } from '../../src/shared/messages';
import { apiClient, escapeRegExp, field as fieldOf, signInUi } from './support';
import {
  launchBrowser,
  screenshotBoth,
  startApp,
  visible,
  DESKTOP,
  type RunningApp,
} from './harness';
import { seedDemo } from './seed';

const PASSWORD = 'Palm#View2026';
const admin = { email: 'admin@demo.neighbourly.ng', password: PASSWORD };
const SIZE = { residents: 1000, streets: 40, apartments: 1200 };

let app: RunningApp;
let browser: Browser;
let page: Page;
let token: string;
const { api, signIn } = apiClient(() => app.url);
const field = (label: string) => fieldOf(page, label);
const combobox = (label: string) =>
  page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`) });

interface ResidentRow {
  id: number;
  email: string;
  selectedApartmentId: number;
  apartmentName: string;
  address: string;
}

/** Every resident of the community, page by page (the API's pages hold at most 100). */
async function allResidents(): Promise<ResidentRow[]> {
  const rows: ResidentRow[] = [];
  for (let number = 1; ; number += 1) {
    const { json } = await api('GET', `/api/Residents?PageSize=100&PageNumber=${number}`, token);
    rows.push(...(json.records as ResidentRow[]));
    if (rows.length >= json.totalRecordCount) return rows;
  }
}

/** The options an open picker lists once the server has answered what was typed. */
async function optionTexts(): Promise<string[]> {
  await visible(page.getByRole('option'));
  await delay(800); // the search runs once typing pauses: let the last answer land
  return page.getByRole('option').allInnerTexts();
}

beforeAll(async () => {
  app = await startApp();
  await seedDemo(app.dataDir, PASSWORD, [
    ...['--residents', String(SIZE.residents), '--streets', String(SIZE.streets)],
    ...['--apartments', String(SIZE.apartments)],
  ]);
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP });
  page.setDefaultTimeout(20_000);
  token = await signIn(admin.email, admin.password);
  await signInUi(page, app.url, admin.email, admin.password);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('the dashboard on a community of 1,000 residents and 1,200 apartments', () => {
  it('has the size the pickers must cope with', async () => {
    const streets = await api('GET', '/api/Streets?PageSize=1', token);
    const apartments = await api('GET', '/api/Apartments?PageSize=1', token);
    expect(streets.json.totalRecordCount).toBe(SIZE.streets);
    expect(apartments.json.totalRecordCount).toBeGreaterThanOrEqual(SIZE.apartments);
  });

  it("shows the oldest apartment chosen on its resident's edit form", async () => {
    const residents = await allResidents();
    expect(residents).toHaveLength(SIZE.residents);
    const first = residents.reduce((a, b) =>
      b.selectedApartmentId < a.selectedApartmentId ? b : a,
    );
    await page.goto(`${app.url}/dashboard/resident/${first.id}`);
    await expect
      .poll(() => combobox('Apartment').inputValue(), { timeout: 20_000 })
      .toBe(`${first.apartmentName} · ${first.address}`);
    await screenshotBoth(page, 'issue15-e2e-resident-edit');
  });

  it("finds a landlord's apartment by part of its address, then by street", async () => {
    const residents = await allResidents();
    const sample = residents[residents.length - 1]!;
    // "12 Adeola Street" -> "12 adeola": the house number and part of the street's name.
    const [houseNumber, streetWord] = sample.address.split(' ');
    const typed = `${houseNumber} ${streetWord!.slice(0, 4).toLowerCase()}`;
    await page.goto(`${app.url}/dashboard/landlords/add-new`);
    await combobox('Apartment').fill(typed);
    const found = await optionTexts();
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((text) => text.endsWith(`· ${sample.address}`))).toBe(true);
    for (const text of found)
      expect(text.toLowerCase()).toContain(streetWord!.slice(0, 4).toLowerCase());
    await combobox('Apartment').fill('');
    await page.keyboard.press('Escape');

    const streetName = sample.address.split(' ').slice(1).join(' ');
    await combobox('Street').fill(streetName);
    await page.getByRole('option', { name: streetName, exact: true }).click();
    await combobox('Apartment').click();
    const onStreet = await optionTexts();
    expect(onStreet.length).toBeGreaterThan(0);
    for (const text of onStreet) expect(text).toContain(streetName);
    await screenshotBoth(page, 'issue15-e2e-landlord-apartments');
  });

  it('puts a refused e-mail on the Email field', async () => {
    const [one, other] = await allResidents();
    await page.goto(`${app.url}/dashboard/resident/${one!.id}`);
    await field('Email').fill(other!.email);
    await page.getByRole('button', { name: 'Save' }).click();
    const emailField = page.locator('.MuiFormControl-root', { has: field('Email') });
    await visible(emailField.getByText(messages.resident.emailTaken));
    expect(await field('Email').getAttribute('aria-invalid')).toBe('true');
    await screenshotBoth(page, 'issue15-e2e-field-error');
  });

  it('ends a session on the wallet page once, with no retried request', async () => {
    await page.goto(`${app.url}/dashboard/wallet`);
    await visible(page.getByRole('heading', { name: /wallet/i }));
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(response.url());
    });
    const database = new Database(path.join(app.dataDir, 'neighbourly.sqlite'));
    try {
      database.prepare("UPDATE sessions SET expires_at = '2000-01-01T00:00:00.000Z'").run();
    } finally {
      database.close();
    }
    await page.reload();
    await page.waitForURL(/\/auth\/sign-in\?.*ended=1/);
    await delay(2000); // any straggling request or notice would show by now
    const notice = page.getByText(new RegExp(escapeRegExp(messages.auth.sessionEnded)));
    expect(await notice.count()).toBe(1);
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused).size).toBe(refused.length);
    await screenshotBoth(page, 'issue15-e2e-session-ended');

    await page.getByLabel('Email or phone number').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard/wallet');
  });
});
