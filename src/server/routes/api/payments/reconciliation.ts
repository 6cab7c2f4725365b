/**
 * Reconciliation with Paystack (issue 18, point 7): `POST /api/Payments/Reconciliation`
 * `{ from, to }` (the Admin): Paystack's successful transactions of the period, read with the
 * community's own secret key, against the ledger's online payments. 503 when Paystack cannot be
 * reached (nothing is concluded from half a list).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import {
  ReconciliationBodySchema,
  ReconciliationReportSchema,
} from '../../../../shared/contract/payments.js';
import { messages } from '../../../../shared/messages.js';
import { communityForWrite } from '../../../plugins/app/tenancy.js';
import { Refusal } from '../../../services/refusal.js';
import {
  ProviderKeyRefused,
  ProviderUnavailable,
} from '../../../services/payments/paystack-client.js';
import { providerAccount } from '../../../services/payments/provider-account.js';
import { checkPeriod, reconcile } from '../../../services/payments/reconciliation.js';

const { reconciliation } = messages;

const reconciliationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/Reconciliation',
    {
      config: { access: { resource: 'reconciliation', action: 'create' } },
      schema: {
        tags: ['Payments'],
        summary: "Compare Paystack's successful transactions of a period with the wallet",
        description:
          `At most the days the limits allow (400 '${reconciliation.rangeTooLong}' on to; ` +
          `from after to: 400 '${reconciliation.invalidRange}'). missingFromLedger: a success ` +
          'at Paystack with no ledger payment of its reference; unknownToProvider: an online ' +
          "ledger payment Paystack does not list. 409 when the community's online payment is " +
          'not set up or Paystack refuses its secret key; ' +
          `503 '${messages.onlinePayment.providerDown}' when Paystack cannot be reached.`,
        body: ReconciliationBodySchema,
        response: {
          200: ReconciliationReportSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 409, 413, 415, 503),
        },
      },
    },
    async (request, reply) => {
      const period = request.body;
      const communityId = await communityForWrite(request, undefined);
      checkPeriod(period.from, period.to);
      const account = await providerAccount(app.repos, app.secretBox, communityId);
      if (!account) throw new Refusal('conflict', messages.paymentSettings.notSetUp);
      try {
        const report = await reconcile(app.repos, communityId, period, async () => {
          // Whole days: from the first day's start to the last day's end.
          const range = { from: `${period.from}T00:00:00.000Z`, to: `${period.to}T23:59:59.999Z` };
          const listed = await app.payments.paystack.listTransactions(account.secretKey, range);
          return listed.filter((transaction) => transaction.status === 'success');
        });
        return reply.code(200).send(report);
      } catch (error) {
        if (error instanceof ProviderKeyRefused) {
          return reply.code(409).send({ message: messages.onlinePayment.keyRefused });
        }
        if (!(error instanceof ProviderUnavailable)) throw error;
        request.log.warn({ communityId, err: error }, 'Reconciliation: Paystack unavailable');
        return reply.code(503).send({ message: messages.onlinePayment.providerDown });
      }
    },
  );
};

export default reconciliationRoutes;
