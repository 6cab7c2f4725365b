/** Online payment settings (issue 18): the Admin's own community alone, read and saved. */
import { messages } from '../../../../src/shared/messages.js';
import type { Row } from './types.js';

const forbidden = { status: 403, message: messages.auth.forbidden };
const ADMINS_ONLY = {
  anonymous: 401,
  member: forbidden,
  treasurerA: forbidden,
  adminA: 200,
  adminB: 200,
  superAdmin: forbidden,
} as const;

export const paymentSettingsRows: Row[] = [
  {
    method: 'GET',
    route: '/api/Communities/PaymentSettings',
    request: async () => ({ url: '/api/Communities/PaymentSettings' }),
    expect: ADMINS_ONLY,
  },
  {
    method: 'PUT',
    route: '/api/Communities/PaymentSettings',
    // Always the Admin's own community (B's Admin sets B's); a body's communityId is ignored.
    request: async (world, actor) => ({
      url: '/api/Communities/PaymentSettings',
      payload: {
        provider: 'paystack',
        publicKey: 'pk_test_authorization1',
        secretKey: 'sk_test_authorization1',
        feeBearer: 'payer',
        // A guarded change, as bank details are: the actor's own password again.
        currentPassword: actor === 'anonymous' ? 'any password' : world.accounts[actor].password,
        communityId: world.a.id,
      },
      snapshot: () => world.app.repos.paymentSettings.findByCommunity(world.a.id),
    }),
    expect: ADMINS_ONLY,
  },
];
