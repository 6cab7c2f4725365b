/**
 * The webhook, suspense and reconciliation (issue 18): the webhook is public and answers only a
 * Paystack signature (a session is no signature: 401 for everyone); administrators read the
 * suspense list of their community (the Super admin every community's); the Admin alone closes an
 * item (another community's: 404) and runs a reconciliation.
 */
import { randomBytes } from 'node:crypto';
import { messages } from '../../../../src/shared/messages.js';
import type { Row } from './types.js';

const BAD_SIGNATURE = { status: 401, message: messages.webhook.badSignature };

const ADMIN_ONLY_ACCESS = {
  anonymous: 401,
  member: 403,
  treasurerA: 403,
  superAdmin: 403,
} as const;

export const paymentWebhookRows: Row[] = [
  {
    method: 'POST',
    route: '/api/Payments/Paystack/Webhook/{communityId}',
    request: async (world) => ({
      url: `/api/Payments/Paystack/Webhook/${world.a.id}`,
      payload: { event: 'charge.success', data: { id: 1, reference: 'T-matrix' } },
      snapshot: () => world.app.db.selectFrom('paymentEvents').selectAll().execute(),
    }),
    expect: {
      anonymous: BAD_SIGNATURE,
      member: BAD_SIGNATURE,
      treasurerA: BAD_SIGNATURE,
      adminA: BAD_SIGNATURE,
      adminB: BAD_SIGNATURE,
      superAdmin: BAD_SIGNATURE,
    },
  },
  {
    method: 'GET',
    route: '/api/Payments/Suspense',
    request: async () => ({ url: '/api/Payments/Suspense' }),
    expect: {
      anonymous: 401,
      member: 403,
      treasurerA: 200,
      adminA: 200,
      adminB: 200,
      superAdmin: 200,
    },
  },
  {
    method: 'POST',
    route: '/api/Payments/Suspense/{id}/Resolve',
    // A fresh open item of community A for each actor, closed as resolved.
    request: async (world) => {
      const reference = `T-${randomBytes(6).toString('hex')}`;
      await world.app.repos.paymentSuspense.open({
        communityId: world.a.id,
        provider: 'paystack',
        reason: 'unknown_reference',
        reference,
        amountKobo: 10_000,
        currency: 'NGN',
        payerEmail: '',
        paidAt: '',
        createdAt: new Date().toISOString(),
      });
      const [item] = await world.app.repos.paymentSuspense.findByReference(world.a.id, reference);
      return {
        url: `/api/Payments/Suspense/${item!.id}/Resolve`,
        payload: { action: 'resolved' },
        snapshot: () => world.app.repos.paymentSuspense.find(item!.id, null),
      };
    },
    expect: { ...ADMIN_ONLY_ACCESS, adminA: 200, adminB: 404 },
  },
  {
    method: 'POST',
    route: '/api/Payments/Reconciliation',
    request: async () => ({
      url: '/api/Payments/Reconciliation',
      payload: { from: '2026-01-01', to: '2026-01-31' },
    }),
    // The matrix's app talks to the fake Paystack, and the settings rows before saved each
    // community's keys: the Admins get a (empty) report.
    expect: { ...ADMIN_ONLY_ACCESS, adminA: 200, adminB: 200 },
  },
];
