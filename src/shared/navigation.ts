/** Dashboard menus (spec section 2, Dashboard layout; section 6 for Admin-only items). */
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

/** Hidden from Members in the menu; the server enforces the real rules. */
export const ADMIN_ONLY_SLUGS: readonly DashboardSlug[] = [
  'communities',
  'projects',
  'resident',
  'streets',
  'address',
  'landlords',
  'audit',
];

/** The item is active when the current path contains its slug (spec). */
export function isActiveSlug(pathname: string, slug: string): boolean {
  return pathname.split('/').includes(slug);
}
