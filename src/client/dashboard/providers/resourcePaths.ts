/**
 * The one place where react-admin resource names meet the community API's paths (spec section 7).
 * Families are PascalCase under /api; community-scoped lists live under `/Community/{communityId}`
 * and the Super admin (communityId null) reads the family's global list.
 */
type CommunityId = number | null;

export interface ResourcePaths {
  /** API family, e.g. 'Streets': one record is `/api/<family>/{id}` (ra-data-simple-rest's URL). */
  family: string;
  /** Paged list for the signed-in user's community, or the global list for the Super admin. */
  list: (communityId: CommunityId) => string;
  /** One record, only where it differs from `/api/<family>/{id}`. */
  one?: (id: string | number) => string;
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
  /** Writes always go as multipart (PascalCase keys), with or without a file in them. */
  multipart?: true;
  /** The saved record in a create answer that is not the record itself. */
  created?: (json: unknown) => unknown;
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

export const resourcePaths: Record<string, ResourcePaths> = {
  communities: family('Communities', {
    // The server scopes it: a community sees itself, the Super admin sees all (decisions.md).
    list: () => `${API}/Communities`,
    create: `${API}/Communities/CreateCommunity`,
    scope: 'none',
    // CreateCommunity answers `{ message, community }` (CreateCommunityResponse).
    created: (json) => (json as { community?: unknown } | null)?.community ?? json,
  }),
  resident: family('Residents'),
  excos: family('Residents', { list: perCommunity('Residents', 'Excos'), globalList: false }),
  debtors: family('Residents', { list: perCommunity('Residents', 'debtors'), globalList: false }),
  transactions: family('Residents', {
    list: perCommunity('Residents', 'Transactions'),
    globalList: false,
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
  adverts: family('Adverts', {
    list: perCommunity('Adverts', 'GetCommunityAdverts'),
    create: `${API}/Adverts/CreateAdvert`,
    globalList: false,
  }),
  wallet: family('Wallets'),
  income: family('Allincomes'),
  expenses: family('AllExpenses'),
};

export function pathsFor(resource: string): ResourcePaths {
  const paths = resourcePaths[resource];
  if (!paths) throw new Error(`No API paths for the resource "${resource}"`);
  return paths;
}
