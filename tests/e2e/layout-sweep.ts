/**
 * Issue 16, point 5: the layout sweep. Every dashboard route (dashboard-routes.ts, from the menu
 * table) as the Admin and as the Member of the demo community (seed:demo's default size), at phone
 * (390 px), laptop (1366 px; the lists also at 1280 px) and desktop (1920 px) width: the page never
 * scrolls sideways, no table cell's text is clipped without an ellipsis, no list table is cut at
 * laptop width, a phone's forms are one column, and axe-core finds no serious or critical
 * violation (layout-checks.ts) at phone and laptop width. Axe-core is not run again at 1920 px:
 * the desktop layout is the laptop's with wider columns (the same elements, names, roles and
 * colours), and each scan costs about a second. Each page at each width is
 * kept as screenshots/sweep-<role>-<page>-<width>.png. One browser; one sign-in per role; each
 * route is opened once and resized through the widths. The Admin's and the Member's sweeps are two
 * files (layout-sweep-admin/-member.test.ts) so that they run side by side; each starts its own
 * app and demo, and reads the routes from the lists the Admin sees. SWEEP_TIMES=1 prints each route's time and
 * problems as they are found; SWEEP_ONLY=<regular expression> sweeps only the matching routes.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signInUi } from './support';
import { launchBrowser, startApp, SCREENSHOT_DIR, type RunningApp } from './harness';
import { dashboardPaths } from './dashboard-routes';
import { axeProblems, clippedCells, formColumns, pageOverflow } from './layout-checks';
import { seedDemo } from './seed';

const PASSWORD = 'Palm#View2026';
const EMAILS = {
  admin: 'admin@demo.neighbourly.ng',
  member: 'member@demo.neighbourly.ng',
} as const;
export type SweptRole = keyof typeof EMAILS;

interface Width {
  width: number;
  height: number;
  /** Only the lists, without axe-core (the laptop size where columns were cut). */
  listsOnly?: true;
  /** Whether axe-core scans the page at this width. */
  axe: boolean;
}
const WIDTHS: Width[] = [
  { width: 390, height: 844, axe: true },
  { width: 1280, height: 800, listsOnly: true, axe: false },
  { width: 1366, height: 768, axe: true },
  { width: 1920, height: 1080, axe: false },
];
/** From this width on no list table may scroll inside its card. */
const LAPTOP = 1280;

let app: RunningApp;
let browser: Browser;
let paths: string[] = [];

/**
 * Waits until the page has loaded what it shows: no request in flight, no loading text. After a
 * resize only the loading marks are awaited: a resize fetches nothing, and 'networkidle' costs
 * half a second of quiet at each of the sweep's ~150 stops.
 */
async function settle(page: Page, network = true) {
  if (network) await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => {
    const busy = document.querySelector('.page-loading, [role="progressbar"], .MuiSkeleton-root');
    const loading = Array.from(document.querySelectorAll('main [role="status"]')).some((status) =>
      /loading/i.test(status.textContent ?? ''),
    );
    // A page shows its heading (PageHeading) or the refusal (PermissionDenied's alert); a view
    // still waiting for the role's rights shows neither.
    return !busy && !loading && document.querySelector('main h1, main [role="alert"]') !== null;
  });
}

const isList = (route: string) => route.split('/').length === 3;
const shotName = (role: string, route: string, width: number) =>
  `sweep-${role}-${route.replace('/dashboard/', '').replaceAll('/', '-')}-${width}.png`;

/** Opens each route once, then checks and shoots it at every width; answers the problems. */
async function sweep(page: Page, role: string): Promise<string[]> {
  const problems: string[] = [];
  // SWEEP_ONLY=<regular expression>: only the matching routes, while fixing what a sweep found.
  const only = new RegExp(process.env.SWEEP_ONLY ?? '');
  for (const route of paths.filter((path) => only.test(path))) {
    await page.setViewportSize(WIDTHS[0]!);
    await page.goto(`${app.url}${route}`);
    await settle(page);
    const started = Date.now();
    for (const size of WIDTHS) {
      if (size.listsOnly && !isList(route)) continue;
      await page.setViewportSize(size);
      await page.waitForTimeout(100); // media queries and ResizeObservers re-render
      await settle(page, false);
      const found = [
        ...(await pageOverflow(page)),
        ...(await clippedCells(page, size.width >= LAPTOP)),
        ...(size.width < 600 ? await formColumns(page) : []),
        ...(size.axe ? await axeProblems(page) : []),
      ].map((problem) => `${role} ${route} @${size.width}: ${problem}`);
      if (process.env.SWEEP_TIMES) found.forEach((problem) => console.log(problem));
      problems.push(...found);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, shotName(role, route, size.width)),
        fullPage: true,
      });
    }
    if (process.env.SWEEP_TIMES) console.log(`${role} ${route}: ${Date.now() - started} ms`);
  }
  return problems;
}

/** The sweep of one role: its own app, demo and browser; the routes as the Admin's lists give them. */
export function layoutSweep(role: SweptRole): void {
  beforeAll(async () => {
    app = await startApp();
    await seedDemo(app.dataDir, PASSWORD);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  describe('every dashboard page fits phones, laptops and desktops and passes axe-core', () => {
    it(`as the ${role}`, async () => {
      paths = await routesAsAdmin();
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      try {
        await signInUi(page, app.url, EMAILS[role], PASSWORD);
        expect(await sweep(page, role)).toEqual([]);
      } finally {
        await context.close();
      }
    }, 900_000);
  });
}

/** The dashboard's routes, with the first record of each list the Admin sees. */
async function routesAsAdmin(): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  try {
    await signInUi(page, app.url, EMAILS.admin, PASSWORD);
    return await dashboardPaths(page, async (route) => {
      await page.goto(`${app.url}${route}`);
      await settle(page);
    });
  } finally {
    await context.close();
  }
}
