/**
 * `POST /api/Notices/Reminders/Run` (issue 19, point 3): an administrator sends the dues
 * reminders now, as the schedule does on a reminder day: one reminder notice to every resident
 * who owes, each with the amount, what it is for and when due (services/reminders/run-reminders.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { messages } from '../../../../shared/messages.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import { CommunityQuerySchema } from '../../../../shared/contract/finance-reads.js';
import { RemindersRunSchema } from '../../../../shared/contract/notices.js';
import { todayInLagos } from '../../../../shared/finance.js';
import { nowOf } from '../../../config.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import { communityForWrite } from '../../../plugins/app/tenancy.js';
import { runReminders } from '../../../services/reminders/run-reminders.js';

const remindersRunRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/Reminders/Run',
    {
      config: { access: { resource: 'reminders', action: 'create' } },
      schema: {
        tags: ['Notices'],
        summary: 'Send the dues reminders now',
        description:
          'Administrators of the community (the Super admin names it with `communityId`); ' +
          'Members: 403. Posts one reminder notice to every resident who owes (in the app, and ' +
          "by the schedule's channels, e-mail when none is saved), each with their amount, what " +
          'it is for and the due date (the end of this month): 201 with how many. Nobody owes: ' +
          '200, `noticeId` null, nothing posted.',
        querystring: CommunityQuerySchema,
        response: {
          200: RemindersRunSchema,
          201: RemindersRunSchema,
          ...errorResponses(400, ...SESSION_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const communityId = await communityForWrite(request, request.query.communityId);
      const by = { userId: signedInUser(request).id, trail: request.trail };
      const today = todayInLagos(nowOf(app.config));
      const outcome = await runReminders(app, communityId, by, today);
      if (outcome.noticeId === null) {
        return reply.code(200).send({ message: messages.reminders.nobodyOwes, ...outcome });
      }
      request.log.info({ communityId, ...outcome }, 'Reminders sent now');
      const message = messages.reminders.ran.replace('%{count}', String(outcome.recipientCount));
      return reply.code(201).send({ message, ...outcome });
    },
  );
};

export default remindersRunRoutes;
