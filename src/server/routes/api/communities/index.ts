import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchemaValidationError } from 'fastify';
import type { SchemaErrorDataVar } from 'fastify/types/schema.js';
import { messages } from '../../../../shared/messages.js';
import { COMMUNITY_ROLES, canAdminister, isSuperAdmin } from '../../../../shared/roles.js';
import { CREATE_COMMUNITY_REQUIRED } from '../../../../shared/validation.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import {
  CommunityParamsSchema,
  CommunitySchema,
  CreateCommunityResponseSchema,
  CreateCommunitySchema,
  RolesSchema,
} from '../../../../shared/contract/communities.js';
import {
  fieldOf,
  missingProperties,
  requiredFieldsFormatter,
  withFieldTexts,
} from '../../../plugins/app/validation-messages.js';
import { optionalSession } from '../../../plugins/app/optional-session.js';
import { registerCommunity } from '../../../services/communities/community-registration.js';
import { Refusal } from '../../../services/refusal.js';
import { toCommunity } from '../../../services/communities/community-view.js';
import bankDetailsRoutes from './bank-details.js';
import manageCommunityRoutes from './manage.js';
import paymentSettingsRoutes from './payment-settings.js';
import reminderScheduleRoutes from './reminder-schedule.js';
import communitySettingsRoutes from './settings.js';
import statisticsRoutes from './statistics.js';

const missingRequired = requiredFieldsFormatter(
  messages.community.required,
  CREATE_COMMUNITY_REQUIRED,
);

/** Blank or missing required fields get the spec's message; a bad community type its own. */
function registrationErrors(errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar) {
  const typeIsWrong = errors.some(
    (error) =>
      fieldOf(error) === 'communityType' || missingProperties(error).includes('communityType'),
  );
  const required = missingRequired(errors, dataVar);
  if (!typeIsWrong) return required;
  const typeText = { communityType: messages.community.invalidType };
  if (required.message === messages.community.required) return withFieldTexts(required, typeText);
  return withFieldTexts(new Error(messages.community.invalidType), typeText);
}

const communityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(manageCommunityRoutes);
  await app.register(bankDetailsRoutes);
  await app.register(communitySettingsRoutes);
  await app.register(paymentSettingsRoutes);
  await app.register(reminderScheduleRoutes);
  await app.register(statisticsRoutes);

  app.get(
    '/Getroles',
    {
      config: { access: { resource: 'roles', action: 'list' } },
      schema: {
        tags: ['Communities'],
        summary: 'The roles a community may assign (never Super admin)',
        response: { 200: RolesSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async () => app.repos.roles.listByNames(COMMUNITY_ROLES),
  );

  app.post(
    '/CreateCommunity',
    {
      config: { public: true },
      onRequest: optionalSession,
      schemaErrorFormatter: registrationErrors,
      schema: {
        tags: ['Communities'],
        summary: 'Register a community with its Admin account',
        description:
          'Public. An admin e-mail or phone number that already has an account is answered 409 ' +
          'only to a signed-in administrator (the Super admin’s dashboard form), at most 30 ' +
          'times an hour; anyone else gets the answer of a success, nothing is registered, and ' +
          'the account’s owner is e-mailed. So the answer to an anonymous caller is `{ message }` ' +
          'alone; administrators also get the new `community`.',
        body: CreateCommunitySchema,
        response: {
          201: CreateCommunityResponseSchema,
          ...errorResponses(400, 409, 413, 415, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const administrator = canAdminister(request.user?.roleName);
      const result = await registerCommunity(
        app.repos,
        request.body,
        app.config,
        new Date(),
        administrator,
      );
      if (!result.ok) {
        const reason = result.status === 409 ? 'conflict' : 'invalid';
        throw new Refusal(reason, result.message, result.field);
      }
      const answer = { message: messages.signUp.success };
      if (result.communityId === null) {
        const { notice } = result;
        request.log.info('Registration with an identifier in use: nothing registered');
        if (notice) {
          app.afterAnswer.schedule(reply, 'Could not send the notice of an identifier in use', () =>
            app.mail.sendMail(notice),
          );
        }
        return reply.code(201).send(answer);
      }
      request.log.info({ communityId: result.communityId }, 'Community registered');
      if (!administrator) return reply.code(201).send(answer);
      const community = await app.repos.communities.findById(result.communityId);
      if (!community) throw new Error('The new community could not be read back');
      return reply.code(201).send({
        ...answer,
        community: toCommunity(community, app.config.publicUrl, request.user?.roleName),
      });
    },
  );

  app.get(
    '/:comId',
    {
      config: { access: { resource: 'communities', action: 'show' } },
      schema: {
        tags: ['Communities'],
        summary: "A community's details, bank details and referral link",
        description:
          "A community's own users may read it; the Super admin any. Others get 404, as for a " +
          'community that does not exist.',
        params: CommunityParamsSchema,
        response: { 200: CommunitySchema, ...errorResponses(400, ...SESSION_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { comId } = request.params;
      const mayRead = isSuperAdmin(user.roleName) || user.communityId === comId;
      const community = mayRead ? await app.repos.communities.findById(comId) : null;
      if (!community) return reply.code(404).send({ message: messages.community.loadFailed });
      return toCommunity(community, app.config.publicUrl, user.roleName);
    },
  );
};

export default communityRoutes;
