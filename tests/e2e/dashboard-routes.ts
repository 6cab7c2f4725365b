/**
 * Every dashboard route the layout sweep opens, derived from the header's menu table
 * (src/shared/navigation.ts): each menu slug must say here which of its views exist, so a new menu
 * item fails the typecheck until the sweep knows its pages. A record's view (edit, or show for
 * debtors) is opened for the first record the list links to.
 */
import type { Page } from 'playwright-core';
import { HEADER_SLUGS, slugPath, type DashboardSlug } from '../../src/shared/navigation';

interface SlugViews {
  /** `/dashboard/<slug>/add-new`. */
  create?: true;
  /** `/dashboard/<slug>/<id>`, the first record the list links to (if it links to one). */
  record?: true;
  /** Other pages under the slug, e.g. 'add-dependant'. */
  extra?: readonly string[];
}

/** The menu's pages: `{}` is a page of its own (the overview, the finance pages, the profile). */
const VIEWS = {
  home: {},
  communities: { create: true, record: true },
  projects: { create: true },
  adverts: { create: true },
  resident: { create: true, record: true },
  streets: { create: true, record: true },
  income: {},
  expenses: {},
  debtors: { record: true },
  address: { create: true, record: true },
  wallet: {},
  profile: {},
  apartments: { create: true, record: true },
  'apartment-types': { create: true, record: true, extra: ['add-dependant'] },
  landlords: { create: true, record: true },
  excos: { create: true },
  audit: {},
  import: {},
  'payment-suspense': {},
  reconciliation: {},
  'payment-settings': {},
  'reminder-schedule': {},
  notices: { create: true, record: true },
  'visitor-passes': { create: true, record: true },
  gate: {},
  'visitor-log': {},
} as const satisfies Record<DashboardSlug, SlugViews>;

/** The first link in the open list to one of `slug`'s records (not 'add-new'), or undefined. */
async function firstRecordPath(page: Page, slug: string): Promise<string | undefined> {
  const pattern = `/dashboard/${slug}/`;
  return page.evaluate((prefix) => {
    for (const anchor of Array.from(document.querySelectorAll('main a[href]'))) {
      const path = new URL((anchor as HTMLAnchorElement).href).pathname;
      const rest = path.startsWith(prefix) ? path.slice(prefix.length) : '';
      if (rest && !rest.includes('/') && rest !== 'add-new') return path;
    }
    return undefined;
  }, pattern);
}

/**
 * The dashboard's paths, in menu order. `openList(path)` opens a page and waits for it to settle
 * (the caller's), so the records' paths are read from the lists a signed-in Admin sees.
 */
export async function dashboardPaths(
  page: Page,
  openList: (path: string) => Promise<void>,
): Promise<string[]> {
  const paths: string[] = [];
  for (const slug of HEADER_SLUGS) {
    const views: SlugViews = VIEWS[slug];
    const base = `/dashboard/${slugPath(slug)}`;
    paths.push(base);
    if (views.record) {
      await openList(base);
      // None for a role that may not open one (communities: the Super admin's alone).
      const recordPath = await firstRecordPath(page, slug);
      if (recordPath) paths.push(recordPath);
    }
    if (views.create) paths.push(`${base}/add-new`);
    for (const extra of views.extra ?? []) paths.push(`${base}/${extra}`);
  }
  return paths;
}
