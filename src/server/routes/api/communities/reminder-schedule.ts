/**
 * `GET` and `PUT /api/Communities/ReminderSchedule` (issue 19, point 3): a community's dues
 * reminder schedule: whether it runs on its own, the billing day, the reminder days and the
 * channels. Administrators read it (the Super admin names the community with `?communityId`),
 * the community's Admin sets it. Saving is audited (services/reminders/schedule.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchemaValidationError } from 'fastify';
import type { SchemaErrorDataVar } from 'fastify/types/schema.js';
import { messages } from '../../../../shared/messages.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import { CommunityQuerySchema } from '../../../../shared/contract/finance-reads.js';
import { ReminderScheduleSchema } from '../../../../shared/contract/notices.js';
import { REMINDER_DAY_MAX, REMINDER_DAY_MIN } from '../../../../shared/limits/index.js';
import { requesterOf } from '../../../plugins/app/actor.js';
import { communityForWrite } from '../../../plugins/app/tenancy.js';
import {
  fieldOf,
  formatValidationErrors,
  withFieldTexts,
} from '../../../plugins/app/validation-messages.js';
import { saveSchedule, scheduleView } from '../../../services/reminders/schedule.js';

const texts = messages.reminders;

/** The days' errors in words, on their field: out of range, too many, chosen twice. */
function scheduleErrors(errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar) {
  if (dataVar !== 'body') return formatValidationErrors(errors, dataVar);
  for (const error of errors) {
    const field = fieldOf(error).split('.')[0];
    if (field !== 'billingDay' && field !== 'reminderDays') continue;
    const message =
      error.keyword === 'uniqueItems'
        ? texts.duplicateDays
        : error.keyword === 'maxItems'
          ? texts.tooManyDays
          : texts.invalidDay;
    return withFieldTexts(new Error(message), { [field]: message });
  }
  return formatValidationErrors(errors, dataVar);
}

const reminderScheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ReminderSchedule',
    {
      config: { access: { resource: 'reminder-schedule', action: 'show' } },
      schema: {
        tags: ['Communities'],
        summary: "The community's dues reminder schedule",
        description:
          'Administrators of the community (the Super admin names it with `communityId`); ' +
          'Members: 403. Until the Admin saves one: off, billing on the 1st, reminders on the ' +
          '5th and 20th, by e-mail.',
        querystring: CommunityQuerySchema,
        response: { 200: ReminderScheduleSchema, ...errorResponses(400, ...SESSION_ERRORS) },
      },
    },
    async (request) =>
      scheduleView(app.repos, await communityForWrite(request, request.query.communityId)),
  );

  app.put(
    '/ReminderSchedule',
    {
      config: { access: { resource: 'reminder-schedule', action: 'edit' } },
      schemaErrorFormatter: scheduleErrors,
      schema: {
        tags: ['Communities'],
        summary: "Set the community's dues reminder schedule",
        description:
          `The community's Admin only (excos, Members and the Super admin: 403). Days are ` +
          `days of the month, ${REMINDER_DAY_MIN} to ${REMINDER_DAY_MAX} ` +
          '(every month has them), Lagos time. When `enabled`, the month is billed on ' +
          '`billingDay` and every resident who owes is reminded on each of `reminderDays` ' +
          '(in the app, and by the `channels`). A change writes an audit row ' +
          '(reminder-schedule-change, before → after).',
        querystring: CommunityQuerySchema,
        body: ReminderScheduleSchema,
        response: {
          200: ReminderScheduleSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 413, 415),
        },
      },
    },
    async (request) => {
      const communityId = await communityForWrite(request, request.query.communityId);
      const saved = await saveSchedule(
        app.repos,
        requesterOf(request),
        communityId,
        request.body,
        new Date(),
      );
      request.log.info({ communityId, enabled: saved.enabled }, 'Reminder schedule saved');
      return saved;
    },
  );
};

export default reminderScheduleRoutes;
