/**
 * Pay now (issue 18, point 2): a Member for their own household, administrators for any resident
 * of their community; B's Admin finds nothing of A's. A's payment settings are saved first (the
 * matrix's app calls the fake Paystack), so a start answers 201, and the return page of a pending
 * payment answers it as Paystack reports it (pending: never paid at the checkout).
 */
import { messages } from '../../../../src/shared/messages.js';
import { countRows } from '../helper.js';
import type { World } from '../world/world.js';
import type { Row } from './types.js';

const chooseCommunity = { status: 400, message: messages.reference.chooseCommunity };

/** A's Paystack keys, as its Admin saves them (any sk_test_ key is the fake's). */
async function settingsOfA(world: World): Promise<void> {
  await world.app.repos.paymentSettings.upsert({
    communityId: world.a.id,
    provider: 'paystack',
    publicKey: 'pk_test_matrix',
    secretKeySealed: world.app.secretBox.seal('sk_test_matrix'),
    feeBearer: 'payer',
    updatedAt: new Date().toISOString(),
    updatedBy: null,
  });
}

/** A pending online payment of A's Member resident, as pay now writes it. */
async function pendingPaymentOfA(world: World): Promise<string> {
  const reference = `NBP-MATRIX${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  await world.app.repos.onlinePayments.insert({
    communityId: world.a.id,
    residentId: world.a.memberResidentId,
    projectId: null,
    reference,
    amountKobo: 10_000,
    feeKobo: 0,
    chargeKobo: 10_000,
    feeBearer: 'community',
    status: 'pending',
    createdAt: new Date().toISOString(),
    createdBy: null,
    entryId: null,
    settledAt: null,
  });
  return reference;
}

export const paymentOnlineRows: Row[] = [
  {
    method: 'GET',
    route: '/api/Payments/Online/Options',
    request: async () => ({ url: '/api/Payments/Online/Options' }),
    expect: {
      anonymous: 401,
      member: 200,
      treasurerA: 200,
      adminA: 200,
      adminB: 200,
      superAdmin: chooseCommunity,
    },
  },
  {
    method: 'POST',
    route: '/api/Payments/Online',
    label: "A's Member resident",
    request: async (world) => {
      await settingsOfA(world);
      return {
        url: '/api/Payments/Online',
        payload: { residentId: world.a.memberResidentId, amount: 100 },
        snapshot: () => countRows(world.app, 'onlinePayments'),
      };
    },
    expect: {
      anonymous: 401,
      member: 201,
      treasurerA: 201,
      adminA: 201,
      adminB: { status: 400, message: messages.reference.wrongCommunity },
      superAdmin: chooseCommunity,
    },
  },
  {
    method: 'GET',
    route: '/api/Payments/Online/{reference}',
    label: "a pending payment of A's Member",
    request: async (world) => ({ url: `/api/Payments/Online/${await pendingPaymentOfA(world)}` }),
    expect: {
      anonymous: 401,
      member: 200,
      treasurerA: 200,
      adminA: 200,
      adminB: { status: 404, message: messages.onlinePayment.notFound },
      superAdmin: 200,
    },
  },
];
