/**
 * Listing, editing and deleting communities (issue 3 contract, Communities). Administrators list
 * their own community; only the Super admin sees them all, edits and deletes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeEmail, normalizePhone } from '../../../../shared/identity.js';
import { changedPhoneProblem } from '../../../../shared/phone.js';
import { messages } from '../../../../shared/messages.js';
import { bankAccountNumberProblem, isBlank, isEmail } from '../../../../shared/validation.js';
import { requesterOf } from '../../../plugins/app/actor.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import { FORM_OR_JSON } from '../../../plugins/app/content-types.js';
import { isSuperAdminRequest } from '../../../plugins/app/tenancy.js';
import type { Repositories } from '../../../repositories/index.js';
import {
  MessageSchema,
  SESSION_ERRORS,
  errorResponses,
} from '../../../../shared/contract/common.js';
import {
  COMMUNITY_TEXT_FIELDS,
  CommunityParamsSchema,
  CommunitySchema,
  UpdateCommunitySchema,
  type UpdateCommunity,
} from '../../../../shared/contract/communities.js';
import { camelCaseCommunityBody } from './camel-case-body.js';
import { formErrors } from '../../common/form-errors.js';
import { PageQuerySchema, PagedSchema, pageOf } from '../../../../shared/contract/paging.js';
import { toCommunity } from '../../../services/communities/community-view.js';
import {
  applyGuardedChange,
  bankAfter,
  bankDetailsChange,
} from '../../../services/accounts/guarded-changes.js';
import { deleteUnlessInUse, readBack } from '../../../services/property/property-records.js';
import { Refusal } from '../../../services/refusal.js';

const tags = ['Communities'];
const notFound = { message: messages.community.loadFailed };

/**
 * The columns to change; a Refusal (400) naming the field at fault, if one is. `savedPhone`: a
 * phone stored before the Nigerian rule (issue 16) stays while it is not changed.
 */
async function communityChanges(repos: Repositories, body: UpdateCommunity, savedPhone: string) {
  const refuse = (message: string, field: keyof UpdateCommunity) =>
    new Refusal('invalid', message, field);
  if (isBlank(body.communityName)) throw refuse(messages.community.required, 'communityName');
  if (isBlank(body.communityAddress)) {
    throw refuse(messages.community.required, 'communityAddress');
  }
  if (body.email !== undefined && !isEmail(body.email)) {
    throw refuse(messages.community.invalidEmail, 'email');
  }
  const phone = body.mobileNumber;
  const phoneError =
    phone === undefined || isBlank(phone) ? null : changedPhoneProblem(phone, savedPhone);
  if (phoneError) throw refuse(phoneError, 'mobileNumber');
  const changes: Record<string, string | number> = {};
  for (const field of COMMUNITY_TEXT_FIELDS) {
    const value = body[field];
    if (value !== undefined) changes[field] = value.trim();
  }
  if (body.email !== undefined) changes.email = normalizeEmail(body.email);
  if (phone !== undefined) changes.mobileNumber = isBlank(phone) ? '' : normalizePhone(phone);
  if (body.communityType !== undefined) {
    const typeId = await repos.communities.findTypeIdByName(body.communityType);
    if (typeId === null) throw refuse(messages.community.invalidType, 'communityType');
    changes.communityTypeId = typeId;
  }
  return changes;
}

const manageCommunityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { access: { resource: 'communities', action: 'list' } },
      schema: {
        tags,
        summary: 'Communities, newest first (Super admin: all; administrators: their own)',
        querystring: PageQuerySchema,
        response: {
          200: PagedSchema(CommunitySchema),
          ...errorResponses(400, ...SESSION_ERRORS),
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const scope = isSuperAdminRequest(request) ? null : (user.communityId ?? -1);
      const { query } = request;
      const list = await app.repos.communities.list(scope, pageOf(query), query.SearchText);
      const records = list.records.map((record) =>
        toCommunity(record, app.config.publicUrl, user.roleName),
      );
      return { ...list, records };
    },
  );

  app.put(
    '/',
    {
      config: { access: { resource: 'communities', action: 'edit' }, accepts: FORM_OR_JSON },
      // Only the Super admin saves (the access table, with the spec's own 403 text).
      preValidation: camelCaseCommunityBody,
      schemaErrorFormatter: formErrors(messages.community.required, {
        invalid: {
          communityType: messages.community.invalidType,
          currentPassword: messages.profile.wrongPassword,
        },
      }),
      schema: {
        tags,
        summary: 'Edit a community (Super admin only)',
        description:
          'JSON or form data (multipart or urlencoded); keys camelCase or PascalCase. Fields ' +
          'left out keep their value; dateOfReg and adminEmail are never changed here. New ' +
          'bank details (a NUBAN account number: 10 digits, or empty) need the Super admin’s currentPassword (missing or wrong: 400, nothing ' +
          'changed), are audited and are e-mailed to every administrator of the community.',
        body: UpdateCommunitySchema,
        response: {
          200: CommunitySchema,
          ...errorResponses(400, ...SESSION_ERRORS, 404, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.body;
      const current = await app.repos.communities.findById(id);
      if (!current) return reply.code(404).send(notFound);
      const changes = await communityChanges(app.repos, request.body, current.mobileNumber);
      const bank = bankAfter(current, changes);
      // A new account number is a NUBAN; one stored before the rule stays until it is changed.
      const numberProblem =
        bank.bankAccountNumber === current.bankAccountNumber
          ? null
          : bankAccountNumberProblem(bank.bankAccountNumber);
      if (numberProblem) throw new Refusal('invalid', numberProblem, 'bankAccountNumber');
      const save = (repos: Repositories) => repos.communities.update(id, changes);
      if (
        bank.bankName !== current.bankName ||
        bank.bankAccountNumber !== current.bankAccountNumber
      ) {
        // New bank details redirect Members' dues: guarded as on the Admin's own route.
        const guarded = bankDetailsChange(id, bank, request.body.currentPassword, save);
        const notice = await applyGuardedChange(app, requesterOf(request), guarded);
        if (notice) app.afterAnswer.schedule(reply, 'Could not mail the change notices', notice);
      } else {
        await save(app.repos);
      }
      request.log.info({ communityId: id }, 'Community updated');
      const saved = readBack(await app.repos.communities.findById(id));
      return toCommunity(saved, app.config.publicUrl, signedInUser(request).roleName);
    },
  );

  app.delete(
    '/:comId',
    {
      config: { access: { resource: 'communities', action: 'delete' } },
      schema: {
        tags,
        summary: 'Delete a community (Super admin; 409 while it has users or records)',
        params: CommunityParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, ...SESSION_ERRORS, 404, 409) },
      },
    },
    async (request, reply) => {
      const { comId } = request.params;
      const outcome = await deleteUnlessInUse(app.repos, (repos) => repos.communities, comId);
      if (outcome === 'inUse') return reply.code(409).send({ message: messages.community.inUse });
      if (outcome === 'missing') return reply.code(404).send(notFound);
      request.log.info({ communityId: comId }, 'Community deleted');
      return { message: messages.community.deleted };
    },
  );
};

export default manageCommunityRoutes;
