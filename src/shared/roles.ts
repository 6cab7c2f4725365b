/** Role names as stored and as returned in `roleName` (decisions.md, Roles). */
export const SUPER_ADMIN = 'Super admin';
export const ADMIN = 'Admin';
export const MEMBER = 'Member';
/** Guards (issue 21): the gate console and the entry log of their community, nothing else. */
export const SECURITY = 'Security';

/** Exco roles: the community's executives. Together with Admin they administer the community. */
export const EXCO_ROLES = [
  'Chairman',
  'Secretary',
  'Treasurer',
  'Financial Secretary',
  'Exco',
] as const;

/** The roles a community may assign, in display order (never Super admin). */
export const COMMUNITY_ROLES = [ADMIN, ...EXCO_ROLES, SECURITY, MEMBER] as const;

/** The roles given through `POST /api/Residents/Excos` (issue 21: a guard is appointed as an exco is). */
export const APPOINTED_ROLES = [...EXCO_ROLES, SECURITY] as const;

/** The roles of the people who live in the community: every community role but Security. */
export const RESIDENT_ROLES = [ADMIN, ...EXCO_ROLES, MEMBER] as const;

export type CommunityRole = (typeof COMMUNITY_ROLES)[number];
export type RoleName = CommunityRole | typeof SUPER_ADMIN;

/**
 * Each role's id: the roles are fixed rows, written once by the first migration (in this order,
 * from 1) and never changed, so the contract can name the ids a request may send.
 * tests/server/db/database.test.ts holds them to the stored rows.
 */
export const ROLE_IDS = {
  [SUPER_ADMIN]: 1,
  [ADMIN]: 2,
  Chairman: 3,
  Secretary: 4,
  Treasurer: 5,
  'Financial Secretary': 6,
  Exco: 7,
  [MEMBER]: 8,
  // Added by migration 019 (issue 21).
  [SECURITY]: 9,
} as const satisfies Record<RoleName, number>;

/** The ids of the exco roles (what `POST /api/Residents/Excos` may give). */
export const EXCO_ROLE_IDS: readonly number[] = EXCO_ROLES.map((role) => ROLE_IDS[role]);

/** The ids of the roles `POST /api/Residents/Excos` may give: the exco roles and Security. */
export const APPOINTED_ROLE_IDS: readonly number[] = APPOINTED_ROLES.map((role) => ROLE_IDS[role]);

/** The ids of the roles a community may assign (what `GET /api/Communities/Getroles` lists). */
export const COMMUNITY_ROLE_IDS: readonly number[] = COMMUNITY_ROLES.map((role) => ROLE_IDS[role]);

export function isSecurity(role: string | undefined | null): boolean {
  return role === SECURITY;
}

export function isSuperAdmin(role: string | undefined | null): boolean {
  return role === SUPER_ADMIN;
}

/** Admin and every exco role manage their own community. */
export function isCommunityAdministrator(role: string | undefined | null): boolean {
  return role === ADMIN || (EXCO_ROLES as readonly string[]).includes(role ?? '');
}

/** Anyone who may use the administrator screens: community administrators and the Super admin. */
export function canAdminister(role: string | undefined | null): boolean {
  return isSuperAdmin(role) || isCommunityAdministrator(role);
}

/*
 * Role groups: the columns the access table (permissions.ts) gives a cell at once. Routes name a
 * cell of that table, never a group.
 */

/** Community administrators (Admin + exco) and the Super admin. */
export const ADMINISTRATORS: readonly RoleName[] = [SUPER_ADMIN, ADMIN, ...EXCO_ROLES];

/** Every signed-in role that lives in the community, Members included (read-only routes); not guards. */
export const ANY_COMMUNITY_USER: readonly RoleName[] = [SUPER_ADMIN, ...RESIDENT_ROLES];

/** Every signed-in role, guards included: one's own session and profile. */
export const ANY_SIGNED_IN: readonly RoleName[] = [SUPER_ADMIN, ...COMMUNITY_ROLES];

/** Who works the gate (issue 21): guards and administrators. */
export const GATE_ROLES: readonly RoleName[] = [...ADMINISTRATORS, SECURITY];

/** The Super admin alone. */
export const SUPER_ADMIN_ONLY: readonly RoleName[] = [SUPER_ADMIN];
