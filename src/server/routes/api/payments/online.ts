/**
 * Pay now (issue 18, point 2): `GET /api/Payments/Online/Options` (what the payer sees before
 * paying), `POST /api/Payments/Online` (starts a payment with Paystack; the browser goes to its
 * authorizationUrl) and `GET /api/Payments/Online/{reference}` (the return page: verified with
 * Paystack and settled before it answers). A Member pays for their own household; administrators
 * for any resident of their community (a payment link sent by message).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../../../plugins/app/auth.js';
import { communityForWrite, readScope } from '../../../plugins/app/tenancy.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import { WriteQuerySchema } from '../../../../shared/contract/paging.js';
import {
  OnlinePaymentBodySchema,
  OnlinePaymentOptionsQuerySchema,
  OnlinePaymentOptionsSchema,
  OnlinePaymentStartedSchema,
  OnlinePaymentStatusSchema,
  ReferenceParamsSchema,
} from '../../../../shared/contract/payments.js';
import { messages } from '../../../../shared/messages.js';
import { canAdminister } from '../../../../shared/roles.js';
import { amountKobo } from '../../common/ledger-input.js';
import { formErrors } from '../../common/form-errors.js';
import {
  paymentOptions,
  startPayment,
  type PayingUser,
} from '../../../services/payments/pay-now.js';
import { paymentStatus } from '../../../services/payments/payment-status.js';
import {
  ProviderKeyRefused,
  ProviderUnavailable,
} from '../../../services/payments/paystack-client.js';

const { finance, onlinePayment, paymentSettings } = messages;
const tags = ['Payments'];

const bodyErrors = formErrors(finance.required, {
  tooLarge: { amount: finance.amountTooLarge },
  invalid: {
    amount: finance.invalidAmount,
    residentId: finance.required,
    projectId: finance.required,
  },
});

async function payingUser(request: FastifyRequest, communityId?: number): Promise<PayingUser> {
  const user = signedInUser(request);
  return {
    userId: user.id,
    communityId: await communityForWrite(request, communityId),
    administers: canAdminister(user.roleName),
  };
}

const onlinePaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/Online/Options',
    {
      config: { access: { resource: 'online-payments', action: 'show' } },
      schema: {
        tags,
        summary:
          'What a payer sees before paying online: set up or not, who bears the fee, what is owed',
        description:
          "ResidentId: administrators any resident of their community; a Member only their own (another's: 403 " +
          `'${onlinePayment.otherHousehold}'). Without it, the signed-in user's own resident (residentId null ` +
          'when they have none). available is false until an Admin saves the payment settings.',
        querystring: OnlinePaymentOptionsQuerySchema,
        response: { 200: OnlinePaymentOptionsSchema, ...errorResponses(400, ...SESSION_ERRORS) },
      },
    },
    async (request) =>
      paymentOptions(
        app.repos,
        app.payments,
        await payingUser(request, request.query.communityId),
        request.query.ResidentId,
      ),
  );

  app.post(
    '/Online',
    {
      config: { access: { resource: 'online-payments', action: 'create' } },
      schemaErrorFormatter: bodyErrors,
      schema: {
        tags,
        summary: 'Start an online payment with Paystack (Super admin: communityId)',
        description:
          'amount is the naira credited to the resident; when the payer bears the fee, total adds ' +
          "Paystack's fee. A Member pays for their own household only (403 " +
          `'${onlinePayment.otherHousehold}'); administrators for any resident of their community. ` +
          `409 '${paymentSettings.notSetUp}' without payment settings; 400 '${onlinePayment.needsEmail}' ` +
          `for a resident without an e-mail; 503 '${onlinePayment.providerDown}' when Paystack cannot ` +
          "be reached, 409 when Paystack refuses the community's secret key (nothing is recorded " +
          'either way). The browser then opens authorizationUrl.',
        querystring: WriteQuerySchema,
        body: OnlinePaymentBodySchema,
        response: {
          201: OnlinePaymentStartedSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 409, 413, 415, 503),
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const input = {
        residentId: body.residentId,
        amountKobo: amountKobo(body.amount),
        projectId: body.projectId ?? null,
      };
      const who = await payingUser(request, request.query.communityId);
      try {
        const started = await startPayment(
          app.repos,
          app.payments,
          app.config.publicUrl,
          who,
          input,
        );
        return await reply.code(201).send(started);
      } catch (error) {
        if (error instanceof ProviderKeyRefused) {
          return reply.code(409).send({ message: onlinePayment.keyRefused });
        }
        if (!(error instanceof ProviderUnavailable)) throw error;
        request.log.warn({ error: error.message }, 'Paystack initialize failed: nothing recorded');
        return reply.code(503).send({ message: onlinePayment.providerDown });
      }
    },
  );

  app.get(
    '/Online/:reference',
    {
      config: { access: { resource: 'online-payments', action: 'show' } },
      schema: {
        tags,
        summary: "An online payment's status, verified with Paystack (the return page)",
        description:
          'A payment not yet settled is verified with Paystack and, when paid as started, credited ' +
          'once (with its receipt number); one that differs goes to suspense. When Paystack cannot ' +
          'be reached the status stays pending. A Member reads their own payments only (404 ' +
          `'${onlinePayment.notFound}' otherwise).`,
        params: ReferenceParamsSchema,
        response: {
          200: OnlinePaymentStatusSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 404),
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return paymentStatus(
        app.repos,
        app.payments,
        request.log,
        { userId: user.id, administers: canAdminister(user.roleName), scope: readScope(request) },
        request.params.reference,
      );
    },
  );
};

export default onlinePaymentRoutes;
