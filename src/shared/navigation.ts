/** Dashboard menus (spec section 2, Dashboard layout; section 6 for Admin-only items). */
import type { AccessRule, Action, Resource } from './permissions.js';

/**
 * The header's menu items in order, each with the access table's cell it opens (permissions.ts):
 * the item's slug is the cell's resource, and here stands the action. An item shows to the roles
 * that may (spec section 6: communities, projects, resident, streets, address, landlords and
 * audit are hidden from Members). The server enforces the same cells.
 */
const MENU_ACTIONS = {
  home: 'show',
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
} as const satisfies { readonly [R in Resource]?: Action<R> };

export type DashboardSlug = keyof typeof MENU_ACTIONS;

export const HEADER_SLUGS = Object.keys(MENU_ACTIONS) as readonly DashboardSlug[];

export const SIDEBAR_SLUGS = [
  'home',
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

/** The item is active when the current path contains its slug (spec). */
export function isActiveSlug(pathname: string, slug: string): boolean {
  return pathname.split('/').includes(slug);
}
