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
  }),
  resident: family('Residents'),
  excos: family('Residents', { list: perCommunity('Residents', 'Excos') }),
  debtors: family('Residents', { list: perCommunity('Residents', 'debtors') }),
  transactions: family('Residents', { list: perCommunity('Residents', 'Transactions') }),
  projects: family('Projects', { create: `${API}/Projects/CreateProject` }),
  streets: family('Streets'),
  landlords: family('Landlords'),
  apartments: family('Apartments'),
  'apartment-types': family('Apartments/apartmentTypes', {
    // One unscoped list (spec: "GET apartment types"); the server answers the caller's community.
    list: () => `${API}/Apartments/apartmentTypes`,
    create: `${API}/Apartments/AddApartmentType`,
    update: () => `${API}/Apartments/UpdateApartmentType`,
    paged: false,
  }),
  address: family('Addresses'),
  adverts: family('Adverts', {
    list: perCommunity('Adverts', 'GetCommunityAdverts'),
    create: `${API}/Adverts/CreateAdvert`,
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
