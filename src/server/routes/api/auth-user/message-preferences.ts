/**
 * The signed-in resident's own opt-outs (issue 19): `GET` and `PUT
 * /api/AuthUser/MessagePreferences`. No SMS at all, and no dues reminders by e-mail; notices
 * still appear in the app. Always the session's own resident record, never one named in the
 * request; an account without one (the Super admin) has nothing to set: 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { messages } from '../../../../shared/messages.js';
import { MessagePreferencesSchema } from '../../../../shared/contract/notices.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import { Refusal } from '../../../services/refusal.js';

const TAGS = ['Auth'];

const noResident = () => new Refusal('not-found', messages.reminders.noResidentRecord);

const messagePreferencesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/MessagePreferences',
    {
      config: { access: { resource: 'profile', action: 'show' } },
      schema: {
        tags: TAGS,
        summary: "The signed-in resident's SMS and e-mail reminder opt-outs",
        description:
          'Any signed-in resident, their own. An account without a resident record: 404.',
        response: {
          200: MessagePreferencesSchema,
          ...errorResponses(...SESSION_ERRORS, 404),
        },
      },
    },
    async (request) => {
      const preferences = await app.repos.messagePreferences.ofAccount(signedInUser(request).id);
      if (!preferences) throw noResident();
      return preferences;
    },
  );

  app.put(
    '/MessagePreferences',
    {
      config: { access: { resource: 'profile', action: 'edit' } },
      schema: {
        tags: TAGS,
        summary: "Set the signed-in resident's SMS and e-mail reminder opt-outs",
        description:
          'Both fields, true to opt out. smsOptOut: no SMS at all (notices and reminders); ' +
          'emailRemindersOptOut: no dues reminders by e-mail. Deliveries to an opted-out ' +
          'channel are recorded as skipped (opted_out). An account without a resident record: 404.',
        body: MessagePreferencesSchema,
        response: {
          200: MessagePreferencesSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 404, 413, 415),
        },
      },
    },
    async (request) => {
      const { id: userId } = signedInUser(request);
      const saved = await app.repos.messagePreferences.setOfAccount(userId, request.body);
      if (!saved) throw noResident();
      request.log.info({ userId, ...request.body }, 'Message preferences updated');
      const preferences = await app.repos.messagePreferences.ofAccount(userId);
      if (!preferences) throw noResident();
      return preferences;
    },
  );
};

export default messagePreferencesRoutes;
