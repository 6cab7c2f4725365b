/**
 * Issue 21, point 3: the guard's console in a real browser at 390 px, against the built app
 * (SQLite, the demo seed). The demo Member makes passes through the API; the guard checks one in
 * and out by its typed code, meets a wrong code, records a walk-in whose host (picked by search)
 * gets a notice, checks a pass in while the phone is offline (kept on the phone, sent once when
 * back online: one entry in the log), and reopens the console offline from the service worker.
 * Screens are saved at 390 and 1366 px as screenshots/gate-<name>-<width>.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { messages } from '../../src/shared/messages';
import { DESKTOP, PHONE, SCREENSHOT_DIR, launchBrowser, startApp, visible } from './harness';
import type { RunningApp } from './harness';
import { axeProblems, pageOverflow } from './layout-checks';
import { apiClient, escapeRegExp, oneJourney } from './support';
import { seedDemo, setPassword } from './seed';

const PASSWORD = 'Palm#View2026';
const ADMIN = 'admin@demo.neighbourly.ng';
const MEMBER = 'member@demo.neighbourly.ng';
const DEMO_GUARD = 'guard@demo.neighbourly.ng';
const SECURITY_ROLE_ID = 9;
const texts = messages.visitors;
const HOUR_MS = 3_600_000;

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let adminToken = '';
let memberToken = '';
let memberName = '';

const client = apiClient(() => app.url);

/** The page at 390 and 1366 px from the top, without toasts: screenshots/gate-<name>-<w>.png. */
async function shoot(name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const hidden = await page.addStyleTag({
    content: '.Toastify { visibility: hidden !important; }',
  });
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(250);
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `gate-${name}-${size.width}.png`),
      fullPage: true,
      animations: 'disabled',
      timeout: 60_000,
    });
  }
  await page.setViewportSize(PHONE);
  await hidden.evaluate((style) => (style as Element).remove());
}

/** A pass of the demo Member's, valid from ten minutes ago for four hours: its code. */
async function memberPass(visitorName: string): Promise<{ id: number; code: string }> {
  const now = Date.now();
  const { status, json } = await client.api('POST', '/api/Visitors/Passes', memberToken, {
    visitorName,
    validFrom: new Date(now - HOUR_MS / 6).toISOString(),
    validTo: new Date(now + 4 * HOUR_MS).toISOString(),
    people: 2,
    vehiclePlate: 'LAG 321 KJ',
  });
  expect(status, JSON.stringify(json)).toBe(201);
  return { id: json.id, code: json.code };
}

/**
 * The demo guard, or (before the demo seed has one) a resident the demo Admin appoints to
 * Security through the API, with the demo password.
 */
async function guardLogin(): Promise<string> {
  const demo = await client.api('POST', '/api/AuthUser/login', undefined, {
    UserUniqueId: DEMO_GUARD,
    PassWord: PASSWORD,
  });
  if (demo.status === 200) return DEMO_GUARD;
  const database = new Database(path.join(app.dataDir, 'neighbourly.sqlite'), { readonly: true });
  const resident = database
    .prepare(
      `SELECT r.id AS id, lower(u.email) AS email FROM residents r
         JOIN users u ON u.id = r.user_id JOIN roles ro ON ro.id = u.role_id
        WHERE ro.role_name = 'Member' AND u.email IS NOT NULL AND u.email <> ''
          AND lower(u.email) <> ? ORDER BY r.id DESC LIMIT 1`,
    )
    .get(MEMBER) as { id: number; email: string };
  database.close();
  const appointed = await client.api('POST', '/api/Residents/Excos', adminToken, {
    residentId: resident.id,
    roleId: SECURITY_ROLE_ID,
  });
  expect(appointed.status, JSON.stringify(appointed.json)).toBeLessThan(300);
  await setPassword(app.dataDir, resident.email, PASSWORD);
  return resident.email;
}

/** The log's entries of one pass (as the demo Admin reads the entry log). */
async function entriesOf(passId: number) {
  const { status, json } = await client.api('GET', '/api/Visitors/Log?PageSize=100', adminToken);
  expect(status).toBe(200);
  return (json.records as { passId: number | null }[]).filter((entry) => entry.passId === passId);
}

const codeField = () => page.getByLabel(texts.codeLabel);
const answer = () => page.getByRole('region', { name: /^Answer for code/ });

async function checkCode(code: string) {
  await codeField().fill(code);
  await codeField().press('Enter');
}

beforeAll(async () => {
  app = await startApp({ APP_SECRET: 'e2e-app-secret-of-at-least-32-characters-long' });
  await seedDemo(app.dataDir, PASSWORD);
  adminToken = await client.signIn(ADMIN, PASSWORD);
  const member = await client.api('POST', '/api/AuthUser/login', undefined, {
    UserUniqueId: MEMBER,
    PassWord: PASSWORD,
  });
  memberToken = member.json.authToken;
  memberName = member.json.fullName;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: PHONE });
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe("the guard's console on a phone", { timeout: 120_000 }, () => {
  oneJourney();

  it('checks a pass in and out by its typed code', async () => {
    const pass = await memberPass('Bola Ade');
    const guard = await guardLogin();
    await page.goto(`${app.url}/auth/sign-in`);
    // The first page of a fresh browser on a busy machine: a CI-like run once took over 20 s.
    await visible(page.getByLabel('Email or phone number'), 45_000);
    await page.getByLabel('Email or phone number').fill(guard);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard/**');
    await page.goto(`${app.url}/dashboard/gate`);
    await visible(page.getByRole('heading', { level: 1, name: 'Gate' }));
    await shoot('console');

    await checkCode(pass.code.toLowerCase());
    await visible(answer().getByText('VALID', { exact: false }));
    expect(await answer().getByRole('status').innerText()).toMatch(/^✓ VALID$/);
    await visible(answer().getByText('Bola Ade'));
    await visible(answer().getByText(memberName));
    await visible(answer().getByText('LAG 321 KJ'));
    expect(await pageOverflow(page)).toEqual([]);
    await shoot('valid');
    expect(await axeProblems(page)).toEqual([]);

    await answer().getByRole('button', { name: texts.checkIn }).click();
    await visible(page.getByText(texts.checkedIn, { exact: true }));
    expect(await codeField().inputValue()).toBe('');

    await checkCode(pass.code);
    await visible(answer().getByText(texts.reasons.inside));
    expect(await answer().getByRole('status').innerText()).toMatch(/NOT VALID/);
    await shoot('inside');
    await answer().getByRole('button', { name: texts.checkOut }).click();
    await visible(page.getByText(texts.checkedOut, { exact: true }));
    const [entry] = await entriesOf(pass.id);
    expect(entry).toMatchObject({ checkedOutBy: expect.any(String) });
  });

  it('answers a wrong code NOT VALID', async () => {
    await checkCode('ACD 349');
    await visible(answer().getByText(texts.reasons.unknown));
    expect(await answer().getByRole('button').count()).toBe(0);
    await shoot('unknown');
  });

  it('records a walk-in whose host, picked by search, gets a notice', async () => {
    await page.getByRole('button', { name: 'Record a walk-in visitor' }).click();
    const dialog = page.getByRole('dialog', { name: texts.walkIn });
    await visible(dialog);
    await dialog.getByLabel(/^Visitor’s name/).fill('Emeka Obi');
    await dialog.getByLabel(/^Vehicle plate/).fill('kja 42 ab');
    const surname = memberName.split(' ').pop()!;
    await dialog.getByRole('combobox', { name: /Whom are they visiting/ }).fill(surname);
    await page
      .getByRole('option', { name: new RegExp(`^${escapeRegExp(memberName)}`) })
      .first()
      .click();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'gate-walk-in-390.png') });
    expect(await axeProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Record walk-in' }).click();
    await visible(page.getByText(texts.walkInRecorded, { exact: true }));

    const log = await client.api('GET', '/api/Visitors/Log?PageSize=100', adminToken);
    const walkIn = (
      log.json.records as { kind: string; visitorName: string; vehiclePlate: string }[]
    ).find((entry) => entry.visitorName === 'Emeka Obi');
    expect(walkIn).toMatchObject({ kind: 'walk-in', vehiclePlate: 'KJA 42 AB' });
    const notices = await client.api('GET', '/api/Notices?PageSize=20', memberToken);
    const titles = (notices.json.records as { title: string }[]).map(({ title }) => title);
    expect(titles).toContain('Visitor at the gate: Emeka Obi');
  });

  it('keeps a check-in made offline on the phone and sends it once when back online', async () => {
    const pass = await memberPass('Ngozi Obi');
    await checkCode(pass.code);
    await visible(answer().getByText('Ngozi Obi'));
    await context.setOffline(true);
    await answer().getByRole('button', { name: texts.checkIn }).click();
    await visible(page.getByText(texts.queued, { exact: true }));
    await visible(page.getByText('Waiting to send: 1'));
    await visible(page.getByText(texts.offline));
    await shoot('offline-queued');
    expect(await entriesOf(pass.id)).toEqual([]);

    await context.setOffline(false);
    await visible(page.getByText('Sent 1 check-in(s) kept while offline'));
    expect(await page.getByText(/Waiting to send/).count()).toBe(0);
    const entries = await entriesOf(pass.id);
    expect(entries).toHaveLength(1);
  });

  it('opens the console without a connection, from the service worker', async () => {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The worker takes over the page it was installed from (clientsClaim): the reload is its.
    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: 'Gate' }));
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await context.setOffline(true);
    try {
      await page.reload();
      await visible(page.getByRole('heading', { level: 1, name: 'Gate' }));
      await visible(codeField());
      await visible(page.getByText(texts.offline));
      await shoot('offline-load');
    } finally {
      await context.setOffline(false);
    }
  });
});
