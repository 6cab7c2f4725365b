/** Dashboard menus (spec section 2, Dashboard layout; section 6 for Admin-only items). */
import type { AccessRule } from './permissions.js';

export const HEADER_SLUGS = [
  'home',
  'communities',
  'projects',
  'adverts',
  'resident',
  'streets',
  'income',
  'expenses',
  'debtors',
  'address',
  'wallet',
  'profile',
  'apartments',
  'apartment-types',
  'landlords',
  'excos',
  'audit',
] as const;

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
] as const;

export type DashboardSlug = (typeof HEADER_SLUGS)[number];

/**
 * The access table's cell each menu item opens (permissions.ts): an item shows to the roles that
 * may (spec section 6: communities, projects, resident, streets, address, landlords and audit are
 * hidden from Members). The server enforces the same cells.
 */
export const SLUG_ACCESS: Readonly<Record<DashboardSlug, AccessRule>> = {
  home: { resource: 'home', action: 'show' },
  communities: { resource: 'communities', action: 'list' },
  projects: { resource: 'projects', action: 'list' },
  adverts: { resource: 'adverts', action: 'list' },
  resident: { resource: 'resident', action: 'list' },
  streets: { resource: 'streets', action: 'list' },
  income: { resource: 'income', action: 'list' },
  expenses: { resource: 'expenses', action: 'list' },
  debtors: { resource: 'debtors', action: 'list' },
  address: { resource: 'address', action: 'list' },
  wallet: { resource: 'wallet', action: 'list' },
  profile: { resource: 'profile', action: 'show' },
  apartments: { resource: 'apartments', action: 'list' },
  'apartment-types': { resource: 'apartment-types', action: 'list' },
  landlords: { resource: 'landlords', action: 'list' },
  excos: { resource: 'excos', action: 'list' },
  audit: { resource: 'audit', action: 'list' },
};

/** The item is active when the current path contains its slug (spec). */
export function isActiveSlug(pathname: string, slug: string): boolean {
  return pathname.split('/').includes(slug);
}
