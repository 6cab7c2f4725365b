/**
 * Paystack's webhook (issue 18, point 3): `POST /api/Payments/Paystack/Webhook/{communityId}`,
 * the address an Admin pastes into Paystack. Public (no session, so no CSRF token either: the
 * auth hook lets `config.public` routes through before its session and CSRF checks); what stands
 * in their place is the signature, checked before anything is parsed or written. The body is read
 * as raw bytes by this plugin's own JSON parser (encapsulated: every other route keeps the JSON
 * parser), because the signature is over the bytes as sent.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../../shared/contract/common.js';
import { WebhookAnswerSchema, WebhookParamsSchema } from '../../../../shared/contract/payments.js';
import { WEBHOOK_BODY_MAX_BYTES } from '../../../../shared/limits/index.js';
import { messages } from '../../../../shared/messages.js';
import { providerAccount } from '../../../services/payments/provider-account.js';
import { parseEvent, storeEvent } from '../../../services/payments/webhook-events.js';
import { paystackSignatureHolds } from '../../../services/payments/webhook-signature.js';

const { webhook } = messages;

const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/Paystack/Webhook/:communityId',
    {
      config: { public: true },
      bodyLimit: WEBHOOK_BODY_MAX_BYTES,
      schema: {
        tags: ['Payments'],
        summary: "Paystack's webhook for a community (signed; no session)",
        // The signature header is checked by the handler, not the schema: any wrong value,
        // malformed or not, is the same 401.
        description:
          'The x-paystack-signature header must be the hex HMAC-SHA512 of the raw body under the ' +
          "community's Paystack secret key (the only form Paystack documents); anything else, " +
          `an unknown community or one without payment settings is 401 '${webhook.badSignature}' ` +
          'and writes nothing. The event is stored once per (provider, event and data id): a ' +
          'duplicate is answered 200 and not processed again. Processing follows the answer: ' +
          'charge.success is verified with Paystack, then credited once; refund.processed ' +
          'reverses the payment; disputes and partial refunds go to suspense; other events are ' +
          'stored and ignored.',
        params: WebhookParamsSchema,
        response: { 200: WebhookAnswerSchema, ...errorResponses(400, 401, 413, 415, 500) },
      },
    },
    async (request, reply) => {
      const { communityId } = request.params;
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const account = await providerAccount(app.repos, app.secretBox, communityId);
      const signature = request.headers['x-paystack-signature'];
      if (!account || !paystackSignatureHolds(raw, signature, account.secretKey)) {
        // Neither the body nor the header is logged: only that a delivery was refused, and why.
        request.log.warn(
          { communityId, signaturePresent: signature !== undefined, settings: account !== null },
          'Paystack webhook refused: bad or missing signature',
        );
        return reply.code(401).send({ message: webhook.badSignature });
      }
      const event = parseEvent(raw);
      if (!event) return reply.code(400).send({ message: messages.request.invalidJson });
      const stored = await storeEvent(app.repos, communityId, event, raw, new Date());
      if (stored) app.paymentEvents.afterAnswer(reply, stored);
      return reply.code(200).send({ message: webhook.received });
    },
  );
};

export default webhookRoutes;
