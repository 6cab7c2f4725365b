/**
 * Money (issue 5), the ledger's reads: every signed-in role of the community (Members included)
 * and the Super admin. A list without a community named answers each caller their own community
 * (the Super admin every one); naming another community (`?communityId=A`, `/{A}/...`) is 403
 * auth.forbidden. A debtor's profile: a Member only their own (another: 403 with the resident
 * "view" message); a resident of another community under one's own path: 404.
 */
import { messages } from '../../../../src/shared/messages.js';
import { SIGNED_IN, type Expectations, type Row } from './types.js';

const forbidden = { status: 403, message: messages.auth.forbidden };

/** Naming community A: A's users and the Super admin; B's Admin 403. */
const ofA: Expectations = { ...SIGNED_IN, adminB: forbidden };

/** `GET` rows of a list without `{communityId}`: unnamed, and `?communityId=A`. */
function listRows(route: string): Row[] {
  return [
    { method: 'GET', route, request: async () => ({ url: route }), expect: SIGNED_IN },
    {
      method: 'GET',
      route,
      label: '?communityId=A',
      request: async (world) => ({ url: `${route}?communityId=${world.a.id}` }),
      expect: ofA,
    },
  ];
}

/** `GET` rows of a path with `{communityId}`: community A. */
function ofARow(route: string): Row {
  return {
    method: 'GET',
    route,
    label: 'A',
    request: async (world) => ({ url: route.replace('{communityId}', String(world.a.id)) }),
    expect: ofA,
  };
}

const DEBTOR = '/api/Residents/{communityId}/debtors/{residentId}';

const STATEMENT = '/api/Residents/{residentId}/Statement';
const statementUrl = (residentId: number) =>
  `/api/Residents/${residentId}/Statement?From=2026-01-01&To=2026-12-31&Format=csv`;

/** Who reads a statement of A's resident: A's administrators, the Super admin, the resident. */
const statementReaders: Expectations = {
  anonymous: 401,
  member: 200,
  treasurerA: 200,
  adminA: 200,
  adminB: { status: 404, message: messages.statement.residentNotFound },
  superAdmin: 200,
};

export const ledgerReadRows: Row[] = [
  ...listRows('/api/Wallets'),
  ...listRows('/api/Wallets/Export'),
  ...listRows('/api/Wallets/MonthlySeries'),
  ...listRows('/api/Allincomes'),
  ...listRows('/api/Allincomes/Export'),
  ...listRows('/api/AllExpenses'),
  ...listRows('/api/AllExpenses/Export'),
  ofARow('/api/Communities/{communityId}/Statistics'),
  ofARow('/api/Residents/{communityId}/Transactions'),
  ofARow('/api/Residents/{communityId}/Transactions/Export'),
  ofARow('/api/Residents/{communityId}/debtors'),
  ofARow('/api/Residents/{communityId}/debtors/Export'),
  {
    method: 'GET',
    route: DEBTOR,
    label: "A, the Member of A's own",
    request: async (world) => ({
      url: `/api/Residents/${world.a.id}/debtors/${world.a.memberResidentId}`,
    }),
    expect: ofA,
  },
  {
    method: 'GET',
    route: DEBTOR,
    label: "A, A's Chairman (not the Member's own)",
    request: async (world) => ({
      url: `/api/Residents/${world.a.id}/debtors/${world.a.excoResidentId}`,
    }),
    expect: { ...ofA, member: { status: 403, message: messages.resident.viewPermission } },
  },
  {
    method: 'GET',
    route: DEBTOR,
    label: "B, the Member of A's resident",
    request: async (world) => ({
      url: `/api/Residents/${world.b.id}/debtors/${world.a.memberResidentId}`,
    }),
    expect: {
      anonymous: 401,
      member: forbidden,
      treasurerA: forbidden,
      adminA: forbidden,
      adminB: { status: 404, message: messages.finance.debtorNotFound },
      superAdmin: { status: 404, message: messages.finance.debtorNotFound },
    },
  },
  // Issue 18: a resident's statement of account; a Member their own, administrators any of A.
  {
    method: 'GET',
    route: STATEMENT,
    label: "the Member of A's own",
    request: async (world) => ({ url: statementUrl(world.a.memberResidentId) }),
    expect: statementReaders,
  },
  {
    method: 'GET',
    route: STATEMENT,
    label: "A's Chairman (not the Member's own)",
    request: async (world) => ({ url: statementUrl(world.a.excoResidentId) }),
    expect: {
      ...statementReaders,
      member: { status: 403, message: messages.statement.viewPermission },
    },
  },
];
