/**
 * `app.payments` (issue 18): the Paystack client (PAYSTACK_BASE_URL, with the provider timeout),
 * a community's provider account with its secret key opened, and settleTransaction bound to the
 * app's repositories, mailer and log, for pay now, the webhook's processing and reconciliation.
 */
import fp from 'fastify-plugin';
import { PROVIDER_TIMEOUT_MS } from '../../../shared/limits/index.js';
import {
  paystackClient,
  type PaystackClient,
  type PaystackTransaction,
} from '../../services/payments/paystack-client.js';
import { providerAccount, type ProviderAccount } from '../../services/payments/provider-account.js';
import { settleTransaction, type SettleResult } from '../../services/payments/settle.js';

export interface Payments {
  paystack: PaystackClient;
  /** The community's account, or null when online payment is not set up. */
  account(communityId: number): Promise<ProviderAccount | null>;
  settle(communityId: number, transaction: PaystackTransaction): Promise<SettleResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export default fp(
  async (app) => {
    const payments: Payments = {
      paystack: paystackClient({
        baseUrl: app.config.paystackBaseUrl,
        timeoutMs: app.config.providerTimeoutMs ?? PROVIDER_TIMEOUT_MS,
      }),
      account: (communityId) => providerAccount(app.repos, app.secretBox, communityId),
      settle: (communityId, transaction) =>
        settleTransaction(
          { repos: app.repos, mail: app.mail, log: app.log },
          communityId,
          transaction,
        ),
    };
    app.decorate('payments', payments);
  },
  { name: 'payments', dependencies: ['repositories', 'mail', 'secret-box'] },
);
