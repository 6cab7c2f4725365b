/** Dashboard menus (spec section 2, Dashboard layout; section 6 for Admin-only items). */
import type { AccessRule, Action, Resource } from './permissions.js';

/**
 * The header's menu items in order, each with the access table's cell it opens (permissions.ts):
 * the item's slug is the cell's resource, and here stands the action. An item shows to the roles
 * that may (spec section 6: communities, projects, resident, streets, address, landlords and
 * audit are hidden from Members; so is the administrators' import). The server enforces the same cells.
 */
const MENU_ACTIONS = {
  home: 'show',
  /** Notices (issue 19): everyone reads those addressed to them; administrators post. */
  notices: 'list',
  /**
   * The gate (issue 21): a resident's (administrators': anyone's) visitor passes; the guard's
   * console (guards and administrators); the entry log (guards, administrators, a Member their own).
   */
  'visitor-passes': 'list',
  gate: 'show',
  'visitor-log': 'list',
  communities: 'list',
  projects: 'list',
  adverts: 'list',
  resident: 'list',
  streets: 'list',
  income: 'list',
  expenses: 'list',
  debtors: 'list',
  address: 'list',
  wallet: 'list',
  profile: 'show',
  apartments: 'list',
  'apartment-types': 'list',
  landlords: 'list',
  excos: 'list',
  audit: 'list',
  /** Spreadsheet imports (issue 17): administrators only. */
  import: 'show',
  /** Online payments (issue 18): suspense for administrators, reconciliation for the Admin. */
  'payment-suspense': 'list',
  reconciliation: 'create',
  /** Online payment's settings (issue 18): the community's Admin alone. */
  'payment-settings': 'show',
  /** Dues reminders (issue 19): administrators read the schedule, the Admin sets it. */
  'reminder-schedule': 'show',
} as const satisfies { readonly [R in Resource]?: Action<R> };

export type DashboardSlug = keyof typeof MENU_ACTIONS;

export const HEADER_SLUGS = Object.keys(MENU_ACTIONS) as readonly DashboardSlug[];

export const SIDEBAR_SLUGS = [
  'home',
  'notices',
  'visitor-passes',
  'gate',
  'visitor-log',
  'communities',
  'projects',
  'adverts',
  'resident',
  'streets',
  'income',
  'expenses',
  'profile',
] as const satisfies readonly DashboardSlug[];

/** The cell each menu item opens, as authProvider.canAccess and the routes' access name it. */
export const SLUG_ACCESS = Object.fromEntries(
  HEADER_SLUGS.map((slug) => [slug, { resource: slug, action: MENU_ACTIONS[slug] }]),
) as Readonly<Record<DashboardSlug, AccessRule>>;

/**
 * Where an item's page lives under /dashboard where it is not the slug itself: the online
 * payments' pages (issue 18) sit together under payments/, named by the cells they open.
 */
const SLUG_PATHS: Partial<Record<DashboardSlug, string>> = {
  'payment-suspense': 'payments/suspense',
  reconciliation: 'payments/reconciliation',
  'reminder-schedule': 'reminders',
};

/** The item's page under /dashboard: `payments/suspense`, or the slug itself. */
export function slugPath(slug: DashboardSlug): string {
  return SLUG_PATHS[slug] ?? slug;
}

/** The item is active when the current path contains its slug (spec), or its page's path. */
export function isActiveSlug(pathname: string, slug: string): boolean {
  const path = SLUG_PATHS[slug as DashboardSlug];
  if (path) return `${pathname}/`.includes(`/${path}/`);
  return pathname.split('/').includes(slug);
}
