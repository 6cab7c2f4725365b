/**
 * Issue 21, visitor passes and the entry log, in a real browser against the built app (SQLite, the
 * demo seed with its passes and two months of gate entries). At 390 px the demo Member invites a
 * visitor from the menu: the pass's page shows the code, its QR image and the WhatsApp and SMS
 * links carrying the server's text to the visitor's number, and the pass is in their list. At
 * 1366 px the Admin reads the entry log page by page, without a table cut off at the card's edge.
 * Pages are saved as screenshots/visitor-passes-<name>-<width>.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  SCREENSHOT_DIR,
  launchBrowser,
  startApp,
  visible,
  type RunningApp,
} from './harness';
import { axeProblems, clippedCells, pageOverflow } from './layout-checks';
import { field, oneJourney, signInUi } from './support';
import { seedDemo } from './seed';

const PASSWORD = 'Palm#View2026';
const ADMIN = 'admin@demo.neighbourly.ng';
const MEMBER = 'member@demo.neighbourly.ng';
const VISITOR = 'Kemi Adebayo';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function shoot(name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? DESKTOP.width;
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `visitor-passes-${name}-${width}.png`),
    fullPage: true,
    animations: 'disabled',
    timeout: 60_000,
  });
}

async function signInAs(login: string, viewport: typeof PHONE) {
  await context.clearCookies();
  await page.setViewportSize(viewport);
  await signInUi(page, app.url, login, PASSWORD);
}

beforeAll(async () => {
  app = await startApp({ APP_SECRET: 'e2e-app-secret-of-at-least-32-characters-long' });
  await seedDemo(app.dataDir, PASSWORD);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: PHONE });
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('a visitor pass and the entry log', { timeout: 120_000 }, () => {
  oneJourney();

  it('a Member creates a pass on a phone and gets its QR and share links', async () => {
    await signInAs(MEMBER, PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Visitor passes' }).click();
    await visible(page.getByRole('heading', { name: 'Visitor passes' }));
    expect(await page.getByRole('menuitem', { name: 'Gate' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Add New' }).click();
    await visible(page.getByRole('heading', { name: 'New visitor pass' }));
    expect(await axeProblems(page)).toEqual([]);
    await field(page, 'Visitor’s name').fill(VISITOR);
    await field(page, 'Visitor’s phone (optional)').fill('0803 123 4567');
    await shoot('new');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/dashboard\/visitor-passes\/\d+$/);
    await visible(page.getByRole('heading', { name: `For ${VISITOR}` }));

    const qr = page.getByRole('img', { name: /^QR code of the gate code [A-Z0-9]{6}$/ });
    await visible(qr);
    const code = ((await qr.getAttribute('alt')) ?? '').slice(-6);
    await visible(page.getByText(code, { exact: true }));
    expect(await qr.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(
      0,
    );
    const whatsApp = await page
      .getByRole('link', { name: 'Share on WhatsApp' })
      .getAttribute('href');
    expect(whatsApp).toMatch(/^https:\/\/wa\.me\/2348031234567\?text=/);
    const text = decodeURIComponent(whatsApp!.split('?text=')[1]!);
    expect(text).toContain(code);
    expect(text).toContain(VISITOR);
    expect(await page.getByRole('link', { name: 'Share by SMS' }).getAttribute('href')).toBe(
      `sms:08031234567?body=${encodeURIComponent(text)}`,
    );
    expect(await pageOverflow(page)).toEqual([]);
    expect(await axeProblems(page)).toEqual([]);
    await shoot('pass');

    await page.getByRole('link', { name: 'Back to visitor passes' }).click();
    await visible(page.getByText(code));
  });

  it('the Admin reads the entry log page by page at 1366 px', async () => {
    await signInAs(ADMIN, DESKTOP);
    await page.getByRole('menuitem', { name: 'Entry log' }).first().click();
    await page.waitForURL('**/dashboard/visitor-log');
    await visible(page.getByRole('heading', { name: 'Entry log' }));
    // The last 7 days of the demo's two months at the gate: more than a page.
    await expect.poll(() => page.getByLabel('From date').inputValue()).not.toBe('');
    const range = page.getByText(/^1 - 10 of \d+$/);
    await visible(range);
    const total = Number(/of (\d+)/.exec((await range.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(10);
    await page.getByRole('button', { name: /next page/i }).click();
    await visible(page.getByText(`11 - 20 of ${total}`));
    expect(await page.getByRole('row').count()).toBe(11);
    expect(await clippedCells(page, true)).toEqual([]);
    expect(await axeProblems(page)).toEqual([]);
    await shoot('log');
  });
});
