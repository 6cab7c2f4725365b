/**
 * `GET` and `PUT /api/Communities/PaymentSettings` (issue 18, point 1): a community's Admin reads
 * and sets how its dues are collected online (Paystack's keys, who bears the fee). The community
 * is the Admin's own, from the session. The secret key goes in only: answers say `secretKeySet`,
 * and the request log never holds a body. Saving is guarded as bank details are.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { messages } from '../../../../shared/messages.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import {
  PaymentSettingsBodySchema,
  PaymentSettingsSchema,
} from '../../../../shared/contract/payments.js';
import { requesterOf } from '../../../plugins/app/actor.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import { paymentSettingsView, savePaymentSettings } from '../../../services/payments/settings.js';
import { Refusal } from '../../../services/refusal.js';
import { formErrors } from '../../common/form-errors.js';

/** The signed-in Admin's community (the Super admin has none: 403). */
function ownCommunity(request: FastifyRequest): number {
  const { communityId } = signedInUser(request);
  if (communityId === null) throw new Refusal('forbidden', messages.auth.forbidden);
  return communityId;
}

const paymentSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/PaymentSettings',
    {
      config: { access: { resource: 'payment-settings', action: 'show' } },
      schema: {
        tags: ['Communities'],
        summary: "The online payment settings of the Admin's own community",
        description:
          'Admins only (their own community, from the session); others 403. Everything but ' +
          'the secret key: `secretKeySet` says whether one is saved. `configured` is false ' +
          'until settings are saved; `webhookUrl` is the address to paste into Paystack.',
        response: { 200: PaymentSettingsSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => paymentSettingsView(app.repos, app.config.publicUrl, ownCommunity(request)),
  );

  app.put(
    '/PaymentSettings',
    {
      config: { access: { resource: 'payment-settings', action: 'edit' } },
      schemaErrorFormatter: formErrors(messages.community.required, {
        invalid: {
          publicKey: messages.paymentSettings.invalidPublicKey,
          secretKey: messages.paymentSettings.invalidSecretKey,
        },
        missing: { currentPassword: messages.profile.currentPasswordRequired },
      }),
      schema: {
        tags: ['Communities'],
        summary: "Set the online payment settings of the Admin's own community",
        description:
          'Admins only (their own community, from the session); others 403. The secret key is ' +
          'required the first time; empty or absent keeps the one saved. Both keys must be ' +
          'test keys or both live keys (400 on secretKey). The secret is encrypted at rest and ' +
          'never answered nor logged. currentPassword must be the Admin’s password (missing ' +
          'or wrong: 400, nothing changed; wrong ones count with the failed sign-ins: 429). A ' +
          'change writes an audit row (payment-settings-change, without the secret) and ' +
          'e-mails every administrator of the community.',
        body: PaymentSettingsBodySchema,
        response: {
          200: PaymentSettingsSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const communityId = ownCommunity(request);
      const notice = await savePaymentSettings(
        app,
        requesterOf(request),
        communityId,
        request.body,
        new Date(),
      );
      if (notice) app.afterAnswer.schedule(reply, 'Could not mail the change notices', notice);
      request.log.info({ communityId }, 'Payment settings updated');
      return paymentSettingsView(app.repos, app.config.publicUrl, communityId);
    },
  );
};

export default paymentSettingsRoutes;
