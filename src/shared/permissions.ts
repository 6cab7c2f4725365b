/**
 * Who may do what: one table of resource × action × role (issue 15; README, Who may do what).
 * The server's route guard (plugins/app/auth.ts) reads it for every route's
 * `config: { access: { resource, action } }` and refuses (403) a role the cell does not allow, and
 * a route that names no cell; the dashboard's `authProvider.canAccess` reads the same cells for its
 * menus, buttons and pages. tests/server/plugins/app/access-table.test.ts walks every cell against
 * both.
 *
 * A cell is `true`, `false` or `'own'`: allowed, but only on the caller's own records (a Member's
 * own resident record, their dependants, their adverts, their debts). The finer rules stay where
 * they were: who may change whom (access.ts), which community (server plugins/app/tenancy.ts) and
 * what `'own'` means for each record (the services).
 *
 * Resources are the dashboard's react-admin resource names (`resident`, `address`, ...) and the
 * areas without one (`wallet`, `payments`, `profile`, ...); actions are react-admin's `list`,
 * `show`, `create`, `edit`, `delete` and `export` where a list downloads as CSV.
 */
import { messages } from './messages.js';
import {
  ADMIN,
  ADMINISTRATORS,
  ANY_COMMUNITY_USER,
  ANY_SIGNED_IN,
  COMMUNITY_ROLES,
  GATE_ROLES,
  MEMBER,
  SUPER_ADMIN,
  SUPER_ADMIN_ONLY,
  type RoleName,
} from './roles.js';

/** Allowed, refused, or allowed on the caller's own records only. */
export type Grant = boolean | 'own';

/** Every role, in the table's column order. */
export const ALL_ROLES: readonly RoleName[] = [SUPER_ADMIN, ...COMMUNITY_ROLES];

/** One cell per role. */
export type RoleGrants = Readonly<Record<RoleName, Grant>>;

/** The roles named get `true`, those in `own` get `'own'`, the rest `false`. */
function grant(allowed: readonly RoleName[], own: readonly RoleName[] = []): RoleGrants {
  return Object.fromEntries(
    ALL_ROLES.map((role) => [role, allowed.includes(role) ? true : own.includes(role) && 'own']),
  ) as Record<RoleName, Grant>;
}

const everyone = grant(ANY_COMMUNITY_USER);
const administrators = grant(ADMINISTRATORS);
const administratorsAndOwn = grant(ADMINISTRATORS, [MEMBER]);
const superAdmin = grant(SUPER_ADMIN_ONLY);
const signedIn = grant(ANY_SIGNED_IN);
const gate = grant(GATE_ROLES);

/** The table. Keep names stable: the routes and the dashboard name its cells. */
export const PERMISSIONS = {
  /** The overview's figures (`GET /Communities/{id}/Statistics`). */
  home: { show: everyone },
  /** Members read their own community (overview); only the Super admin adds, edits, deletes. */
  communities: {
    list: administrators,
    show: everyone,
    create: superAdmin,
    edit: superAdmin,
    delete: superAdmin,
  },
  /**
   * The overview's link that registers another community (its referral id is this one): for
   * administrators; the server leaves it out of the community for the others (Members).
   */
  referral: { show: administrators },
  /** The community's bank details on the profile page: its Admin alone. */
  'bank-details': { edit: grant([ADMIN]) },
  /** The community's settings on the profile page ("Members see who paid"): its Admin alone. */
  'community-settings': { edit: grant([ADMIN]) },
  /** The roles a community may assign (pick lists). */
  roles: { list: everyone },
  /** Residents: a Member reads and edits only their own record. */
  resident: {
    list: administrators,
    show: administratorsAndOwn,
    create: administrators,
    edit: administratorsAndOwn,
    delete: administrators,
    export: administrators,
  },
  /** A resident's household (add-dependant): a Member only their own. */
  dependants: {
    list: administratorsAndOwn,
    create: administratorsAndOwn,
    delete: administratorsAndOwn,
  },
  excos: { list: everyone, create: administrators, delete: administrators },
  projects: { list: administrators, show: administrators, create: administrators },
  streets: {
    list: administrators,
    show: administrators,
    create: administrators,
    edit: administrators,
    delete: administrators,
  },
  address: {
    list: administrators,
    show: administrators,
    create: administrators,
    edit: administrators,
    delete: administrators,
  },
  landlords: {
    list: administrators,
    show: administrators,
    create: administrators,
    edit: administrators,
    delete: administrators,
  },
  apartments: {
    list: everyone,
    show: everyone,
    create: administrators,
    edit: administrators,
    delete: administrators,
  },
  'apartment-types': {
    list: everyone,
    show: everyone,
    create: administrators,
    edit: administrators,
    delete: administrators,
  },
  /** Everyone reads adverts; a Member places their own, administrators for any resident. */
  adverts: { list: everyone, create: administratorsAndOwn },
  'advert-sections': { list: everyone, edit: administrators },
  'advert-payments': { create: administrators },
  /** The money pages: everyone reads (what a Member sees is the community's setting). */
  wallet: { list: everyone, export: everyone },
  income: { list: everyone, export: everyone },
  expenses: { list: everyone, export: everyone, create: administrators },
  /** The residents' transactions (the overview's list and its export). */
  transactions: { list: everyone, export: everyone },
  /** Debtors: a Member sees the list and only their own debtor page. */
  debtors: { list: everyone, show: administratorsAndOwn, export: everyone },
  payments: { create: administrators },
  /** A payment's receipt (issue 18): its payer (a Member: their own) and administrators. */
  receipts: { show: administratorsAndOwn },
  /** A resident's statement of account (issue 18): a Member their own, administrators any. */
  statements: { show: administratorsAndOwn },
  /**
   * Online payment (issue 18). Settings: the Admin alone (the secret key never leaves the server).
   * Pay now (`create`) and its options and return page (`show`): a Member for their own
   * household, administrators for any resident. Suspense: administrators see it, the Admin
   * closes items; reconciliation: the Admin.
   */
  'payment-settings': { show: grant([ADMIN]), edit: grant([ADMIN]) },
  'online-payments': { show: administratorsAndOwn, create: administratorsAndOwn },
  'payment-suspense': { list: administrators, edit: grant([ADMIN]) },
  reconciliation: { create: grant([ADMIN]) },
  billing: { create: administrators },
  reversals: { create: administrators },
  audit: { list: administrators },
  /**
   * Spreadsheet imports (issue 17): the page and its templates (`show`), a dry run or an import
   * (`create`): residents with their property and opening balances, or historic payments.
   */
  import: { show: administrators, create: administrators },
  /**
   * Notices (issue 19): everyone reads the notices addressed to them (`'own'`-like, decided by the
   * audience in the service: a Member only theirs); administrators post, read all and see who
   * read and each delivery. The reminder schedule is the Admin's; any administrator may run the
   * reminders now.
   */
  notices: { list: everyone, show: everyone, create: administrators },
  'notice-deliveries': { list: administrators },
  'reminder-schedule': { show: administrators, edit: grant([ADMIN]) },
  reminders: { create: administrators },
  /** Background work (sending, reminders) that failed for good, with its error: administrators. */
  'failed-jobs': { list: administrators },
  /**
   * The gate (issue 21). Visitor passes: a Member (any resident) their own household's, administrators
   * any resident's; guards never read them as a list. The console (`show` the page, `create` a
   * check, check-in, check-out or walk-in): guards and administrators. The entry log: guards and
   * administrators all of it, a Member their own visitors'. Nothing here reads what anyone owes.
   */
  'visitor-passes': {
    list: administratorsAndOwn,
    show: administratorsAndOwn,
    create: administratorsAndOwn,
    delete: administratorsAndOwn,
  },
  gate: { show: gate, create: gate },
  'visitor-log': { list: grant(GATE_ROLES, [MEMBER]), export: grant(GATE_ROLES, [MEMBER]) },
  /** Stored files: the service decides which (own photo, advert images, the community's). */
  files: { show: everyone },
  /** Everyone's own account: profile, password (guards too). */
  profile: { show: signedIn, edit: signedIn, 'change-password': signedIn },
  /** The signed-in session: who am I, sign out (guards too). */
  session: { show: signedIn, delete: signedIn },
} as const satisfies Record<string, Record<string, RoleGrants>>;

export type Permissions = typeof PERMISSIONS;
export type Resource = keyof Permissions;
export type Action<R extends Resource = Resource> = R extends Resource
  ? keyof Permissions[R] & string
  : never;

/** One cell's address, as a route's `config.access` names it. */
export type AccessRule = { [R in Resource]: { resource: R; action: Action<R> } }[Resource];

/**
 * The spec's words for a refusal where it has its own (spec section 6); every other refused cell
 * says messages.auth.forbidden ('You do not have permission to access this page').
 */
const REFUSALS: { [R in Resource]?: { [A in Action<R>]?: string } } = {
  communities: { edit: messages.community.permission },
  resident: {
    list: messages.resident.viewPermission,
    show: messages.resident.viewPermission,
    export: messages.resident.viewPermission,
    create: messages.resident.createPermission,
  },
};

/** The cells of one (resource, action) by role, or undefined when the table has no such cell. */
export function grantsOf(resource: string, action: string): RoleGrants | undefined {
  if (!Object.hasOwn(PERMISSIONS, resource)) return undefined;
  const actions: Record<string, RoleGrants> = PERMISSIONS[resource as Resource];
  return Object.hasOwn(actions, action) ? actions[action] : undefined;
}

/** The role's cell: false for an unknown role, resource or action (deny by default). */
export function grantOf(role: string | null | undefined, resource: string, action: string): Grant {
  const grants = grantsOf(resource, action);
  if (!grants || !role || !Object.hasOwn(grants, role)) return false;
  return grants[role as RoleName];
}

/** True when the role may take the action on the resource (`'own'` counts: the server narrows it). */
export function canAccess(
  role: string | null | undefined,
  resource: string,
  action: string,
): boolean {
  return grantOf(role, resource, action) !== false;
}

/** The message of a refused cell (403). */
export function refusalOf(resource: string, action: string): string {
  const texts = REFUSALS[resource as Resource] as Record<string, string> | undefined;
  return (
    (texts && Object.hasOwn(texts, action) ? texts[action] : undefined) ?? messages.auth.forbidden
  );
}

/** Every cell's address, for the tests and the documentation. */
export function everyRule(): AccessRule[] {
  return Object.entries(PERMISSIONS).flatMap(([resource, actions]) =>
    Object.keys(actions).map((action) => ({ resource, action }) as AccessRule),
  );
}
