/**
 * The one place where react-admin resource names meet the community API's paths (spec section 7).
 * Families are PascalCase under /api; community-scoped lists live under `/Community/{communityId}`
 * and the Super admin (communityId null) reads the family's global list.
 */
import type { Identifier } from 'react-admin';
import type { PagedList } from '../../../shared/contract/paging';
import { messages } from '../../../shared/messages';

type CommunityId = number | null;

export interface ResourcePaths {
  /** API family, e.g. 'Streets': one record is `/api/<family>/{id}` (ra-data-simple-rest's URL). */
  family: string;
  /** Paged list for the signed-in user's community, or the global list for the Super admin. */
  list: (communityId: CommunityId) => string;
  /**
   * One record, only where it differs from `/api/<family>/{id}`; `communityId` is the active
   * community (null for the Super admin's global view) for records nested under it.
   */
  one?: (id: Identifier, communityId: CommunityId) => string;
  create: string;
  /** The spec's updates are PUT on the family path with the id in the body. */
  update: (id: string | number) => string;
  /** false: the list takes no PageSize/PageNumber (spec: apartment types), paged in the browser. */
  paged?: false;
  /**
   * How a list names the active community (switcher/activeCommunity.ts): 'path' (default) through
   * `list(communityId)`; 'query': a path without it, to which a Super admin adds `?communityId=`;
   * 'none': not community-scoped (communities themselves).
   */
  scope?: 'path' | 'query' | 'none';
  /** false: no global list, so a Super admin must choose a community first. */
  globalList?: false;
  /** The body key naming the community of a Super admin's write (contract: `communityId`). */
  communityKey?: string;
  /** false: writes never name a community, not even the Super admin's (the record implies it). */
  communityInWrites?: false;
  /** Writes always go as multipart (PascalCase keys), with or without a file in them. */
  multipart?: true;
  /** The saved record in a create answer that is not the record itself. */
  created?: (json: unknown) => unknown;
  /**
   * The CSV export where it is not the list's path + `/Export`: one path for every community,
   * to which the Super admin adds `?communityId=` (contract: GET /api/Residents/Export).
   */
  exportPath?: string;
  /** The list's own load-failure text (spec section 8), where the server gives no message. */
  listFailed?: string;
  /** A list answer that is not `{ records, totalRecordCount }` (e.g. a plain array). */
  listed?: (json: unknown) => PagedList<unknown>;
  /**
   * A list nested under the record it references (react-admin's getManyReference), e.g.
   * `GET /api/Residents/{residentId}/Dependants`; undefined for a target without such a path.
   */
  referencedBy?: (target: string, id: Identifier) => string | undefined;
}

const API = '/api';

/** Defaults for a family: `/api/<family>`, `/api/<family>/Community/{communityId}`, POST and PUT. */
function family(name: string, overrides: Partial<ResourcePaths> = {}): ResourcePaths {
  const base = `${API}/${name}`;
  return {
    family: name,
    list: (communityId) => (communityId == null ? base : `${base}/Community/${communityId}`),
    create: base,
    update: () => base,
    ...overrides,
  };
}

/** Lists the spec shapes as `{family}/{communityId}/<suffix>`. */
function perCommunity(name: string, suffix: string) {
  return (communityId: CommunityId) =>
    communityId == null ? `${API}/${name}` : `${API}/${name}/${communityId}/${suffix}`;
}

/** The ledger's read-only row lists: `/api/<name>`, scoped by the session or `?communityId=`. */
function financeRows(name: string): ResourcePaths {
  return family(name, {
    list: () => `${API}/${name}`,
    scope: 'query',
    listFailed: messages.generic.financeFailure,
  });
}

export const resourcePaths: Record<string, ResourcePaths> = {
  communities: family('Communities', {
    // The server scopes it: a community sees itself, the Super admin sees all (decisions.md).
    list: () => `${API}/Communities`,
    create: `${API}/Communities/CreateCommunity`,
    scope: 'none',
    // CreateCommunity answers `{ message, community }` (CreateCommunityResponse).
    created: (json) => (json as { community?: unknown } | null)?.community ?? json,
  }),
  // Creates and updates are multipart even without a new file (contract: Residents).
  resident: family('Residents', {
    multipart: true,
    listFailed: messages.resident.loadFailed,
    exportPath: `${API}/Residents/Export`,
  }),
  // A resident's household (contract: Dependants): JSON writes, listed per resident only
  // (getManyReference with target residentId); the API has no list of every dependant.
  dependants: family('Residents/Dependants', {
    list: () => `${API}/Residents/Dependants`,
    referencedBy: (target, id) =>
      target === 'residentId'
        ? `${API}/Residents/${encodeURIComponent(String(id))}/Dependants`
        : undefined,
    paged: false,
    scope: 'none',
  }),
  // The roles a community may assign: one plain array, the same for every community.
  roles: family('Communities/Getroles', {
    list: () => `${API}/Communities/Getroles`,
    listed: (json) => {
      const records = Array.isArray(json) ? (json as unknown[]) : [];
      return { records, totalRecordCount: records.length };
    },
    paged: false,
    scope: 'none',
  }),
  // Residents holding an exco role (contract: Excos): GET/POST /api/Residents/Excos (the Super
  // admin names the community with ?communityId=), DELETE /api/Residents/Excos/{residentId}.
  excos: family('Residents/Excos', {
    list: () => `${API}/Residents/Excos`,
    scope: 'query',
    globalList: false,
    // `{ residentId, roleId }`: the resident's own community applies.
    communityInWrites: false,
  }),
  // Money (contract: Reads). A debtor is a resident: `/debtors/{residentId}` answers their profile
  // and paged debt history. The spec's own text for a failed finance list (section 8).
  debtors: family('Residents', {
    list: perCommunity('Residents', 'debtors'),
    one: (id, communityId) =>
      `${API}/Residents/${communityId ?? ''}/debtors/${encodeURIComponent(String(id))}`,
    globalList: false,
    listFailed: messages.generic.financeFailure,
  }),
  transactions: family('Residents', {
    list: perCommunity('Residents', 'Transactions'),
    globalList: false,
    listFailed: messages.generic.financeFailure,
  }),
  projects: family('Projects', { create: `${API}/Projects/CreateProject` }),
  streets: family('Streets'),
  // Lower-case `community` in this family's scoped list (spec section 7, contract).
  landlords: family('Landlords', {
    list: (communityId) =>
      communityId == null ? `${API}/Landlords` : `${API}/Landlords/community/${communityId}`,
    multipart: true,
  }),
  apartments: family('Apartments'),
  'apartment-types': family('Apartments/apartmentTypes', {
    // One unscoped list (spec: "GET apartment types"); the server answers the caller's community.
    list: () => `${API}/Apartments/apartmentTypes`,
    create: `${API}/Apartments/AddApartmentType`,
    update: () => `${API}/Apartments/UpdateApartmentType`,
    paged: false,
    scope: 'query',
    communityKey: 'comId',
  }),
  address: family('Addresses'),
  // Contract issue 6: GET /api/Adverts (the Super admin: every community, or ?communityId=);
  // CreateAdvert is multipart (Name, CommunityId, StartDate, ..., Graphics, AdsLogo).
  adverts: family('Adverts', {
    list: () => `${API}/Adverts`,
    create: `${API}/Adverts/CreateAdvert`,
    scope: 'query',
    multipart: true,
  }),
  // One path each; the Super admin names the community with ?communityId= (every one without).
  wallet: financeRows('Wallets'),
  income: financeRows('Allincomes'),
  expenses: financeRows('AllExpenses'),
  // Issue 7: GET /api/AuditLogs, read-only; the Super admin sees all, or names ?communityId=.
  audit: family('AuditLogs', { list: () => `${API}/AuditLogs`, scope: 'query' }),
  // Issue 18: online successes waiting for an administrator (read-only list; closed by
  // resolveSuspense), scoped by the session or the Super admin's ?communityId=.
  'payment-suspense': family('Payments/Suspense', {
    list: () => `${API}/Payments/Suspense`,
    scope: 'query',
  }),
  // Issue 19: the notices addressed to the caller (administrators: every notice), newest first,
  // `?unread=true` for the unread ones; POST is JSON, or multipart with an attachment.
  notices: family('Notices', { list: () => `${API}/Notices`, scope: 'query' }),
  // Issue 19: background work that failed for good (read-only), the community's or, for the
  // Super admin, ?communityId='s.
  'failed-jobs': family('Jobs/Failed', { list: () => `${API}/Jobs/Failed`, scope: 'query' }),
  // Issue 21: visitor passes (a Member's own, administrators' any resident's) and the entry log
  // (read-only, with `/Export`), scoped by the session or the Super admin's ?communityId=. A
  // pass's host names its community: writes never name one.
  'visitor-passes': family('Visitors/Passes', {
    list: () => `${API}/Visitors/Passes`,
    scope: 'query',
    communityInWrites: false,
  }),
  'visitor-log': family('Visitors/Log', { list: () => `${API}/Visitors/Log`, scope: 'query' }),
};

export function pathsFor(resource: string): ResourcePaths {
  const paths = resourcePaths[resource];
  if (!paths) throw new Error(`No API paths for the resource "${resource}"`);
  return paths;
}
