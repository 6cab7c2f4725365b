/**
 * Money (issue 5), the ledger's writes: community administrators (Admin, exco) and the Super admin
 * naming the community; Members 403. A payment or expense naming A's resident or project is a
 * reference (Admin of B: 400 reference.wrongCommunity); a reversal takes the entry's community
 * (Admin of B: 404). A refused write must leave the ledger's tables as they were (`snapshot`).
 */
import { randomUUID } from 'node:crypto';
import { todayInLagos } from '../../../../src/shared/finance.js';
import { messages } from '../../../../src/shared/messages.js';
import { countRows } from '../helper.js';
import { authOf, type World } from '../world/world.js';
import { actorsCommunity, staysInA, type Expectations, type Expected, type Row } from './types.js';

const forbidden = { status: 403, message: messages.auth.forbidden };
const wrongCommunity = { status: 400, message: messages.reference.wrongCommunity };
const chooseCommunity = { status: 400, message: messages.reference.chooseCommunity };

/** The ledger's row counts: what a refused write must not change. */
const ledgerOf = (world: World) => async () => ({
  entries: await countRows(world.app, 'ledgerEntries'),
  keys: await countRows(world.app, 'paymentIdempotencyKeys'),
});

/** Administrators of A and the Super admin `ok`; B's Admin `adminB`. */
const writes = (ok: Expected, adminB: Expected, superAdmin: Expected = ok) =>
  ({
    anonymous: 401,
    member: forbidden,
    treasurerA: ok,
    adminA: ok,
    adminB,
    superAdmin,
  }) satisfies Expectations;

/** Who reads a receipt of A: A's administrators and the Super admin; a Member their own. */
const receiptReaders: Expectations = {
  anonymous: 401,
  member: { status: 403, message: messages.receipt.viewPermission },
  treasurerA: 200,
  adminA: 200,
  adminB: { status: 404, message: messages.receipt.notFound },
  superAdmin: 200,
};

function paymentOf(world: World, extra: Record<string, unknown> = {}) {
  return {
    residentId: world.a.memberResidentId,
    amount: 2500.25,
    paymentDate: todayInLagos(),
    method: 'Bank transfer',
    reference: `${world.a.marker}-REF`,
    ...extra,
  };
}

function expenseOf(world: World, extra: Record<string, unknown> = {}) {
  return {
    amount: 800,
    expenseDate: todayInLagos(),
    description: `${world.a.marker} Matrix expense`,
    ...extra,
  };
}

/** A payment of A recorded as A's Admin (by the Member unless `extra` says), for the actor. */
async function freshPaymentOfA(world: World, extra: Record<string, unknown> = {}): Promise<number> {
  const response = await world.app.inject({
    method: 'POST',
    url: '/api/Wallets/Payments',
    headers: { ...authOf(world, 'adminA'), 'idempotency-key': randomUUID() },
    payload: paymentOf(world, extra),
  });
  if (response.statusCode !== 201) {
    throw new Error(`freshPaymentOfA: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ id: number }>().id;
}

export const ledgerWriteRows: Row[] = [
  {
    method: 'POST',
    route: '/api/Wallets/Billing',
    label: 'communityId A, a month before anyone registered',
    request: async (world) => ({
      url: '/api/Wallets/Billing',
      payload: { month: '2020-01', communityId: world.a.id },
      snapshot: ledgerOf(world),
    }),
    expect: writes(200, 200),
  },
  {
    method: 'POST',
    route: '/api/Wallets/Billing',
    label: 'no communityId',
    request: async (world) => ({
      url: '/api/Wallets/Billing',
      payload: { month: '2020-02' },
      snapshot: ledgerOf(world),
    }),
    expect: writes(200, 200, chooseCommunity),
  },
  {
    method: 'POST',
    route: '/api/Wallets/Billing',
    label: 'a malformed month',
    request: async (world) => ({
      url: '/api/Wallets/Billing',
      payload: { month: '2020-13', communityId: world.a.id },
      snapshot: ledgerOf(world),
    }),
    expect: writes(
      { status: 400, message: messages.finance.invalidMonth },
      { status: 400, message: messages.finance.invalidMonth },
    ),
  },
  {
    method: 'POST',
    route: '/api/Wallets/Payments',
    label: "communityId A, A's Member resident",
    request: async (world) => ({
      url: '/api/Wallets/Payments',
      headers: { 'idempotency-key': randomUUID() },
      payload: paymentOf(world, { communityId: world.a.id }),
      snapshot: ledgerOf(world),
    }),
    expect: writes(201, wrongCommunity),
    landsIn: actorsCommunity,
  },
  {
    method: 'POST',
    route: '/api/Wallets/Payments',
    label: "no communityId, A's Member resident toward A's project",
    request: async (world) => ({
      url: '/api/Wallets/Payments',
      headers: { 'idempotency-key': randomUUID() },
      payload: paymentOf(world, { projectId: world.a.projectId }),
      snapshot: ledgerOf(world),
    }),
    expect: writes(201, wrongCommunity, chooseCommunity),
    landsIn: actorsCommunity,
  },
  {
    method: 'POST',
    route: '/api/Wallets/Payments',
    label: 'no Idempotency-Key',
    request: async (world) => ({
      url: '/api/Wallets/Payments',
      payload: paymentOf(world, { communityId: world.a.id }),
      snapshot: ledgerOf(world),
    }),
    expect: writes(
      { status: 400, message: messages.finance.idempotencyKeyRequired },
      { status: 400, message: messages.finance.idempotencyKeyRequired },
    ),
  },
  {
    method: 'POST',
    route: '/api/Wallets/Expenses',
    label: "communityId A, toward A's project",
    request: async (world) => ({
      url: '/api/Wallets/Expenses',
      payload: expenseOf(world, { communityId: world.a.id, projectId: world.a.projectId }),
      snapshot: ledgerOf(world),
    }),
    expect: writes(201, wrongCommunity),
    landsIn: actorsCommunity,
  },
  {
    method: 'POST',
    route: '/api/Wallets/Expenses',
    label: 'no communityId, no project',
    request: async (world) => ({
      url: '/api/Wallets/Expenses',
      payload: expenseOf(world),
      snapshot: ledgerOf(world),
    }),
    expect: writes(201, 201, chooseCommunity),
    landsIn: actorsCommunity,
  },
  {
    method: 'POST',
    route: '/api/Wallets/{id}/Reverse',
    label: 'a fresh payment of A',
    request: async (world) => {
      const id = await freshPaymentOfA(world);
      return {
        url: `/api/Wallets/${id}/Reverse`,
        payload: { reason: `${world.a.marker} matrix reversal` },
        snapshot: ledgerOf(world),
      };
    },
    expect: writes(201, { status: 404, message: messages.finance.entryNotFound }),
    landsIn: staysInA,
  },
  // Issue 18: a payment's receipt, for its payer and A's administrators (B's Admin: 404).
  {
    method: 'GET',
    route: '/api/Wallets/{id}/Receipt',
    label: "a payment of A by the Member (the Member's own)",
    request: async (world) => ({ url: `/api/Wallets/${await freshPaymentOfA(world)}/Receipt` }),
    expect: { ...receiptReaders, member: 200 },
  },
  {
    method: 'GET',
    route: '/api/Wallets/{id}/Receipt',
    label: "a payment of A by A's Chairman (not the Member's)",
    request: async (world) => {
      const id = await freshPaymentOfA(world, { residentId: world.a.excoResidentId });
      return { url: `/api/Wallets/${id}/Receipt` };
    },
    expect: receiptReaders,
  },
];
