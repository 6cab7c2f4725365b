/**
 * Dependants (issue 4 contract, Dependants), registered by the Residents plugin under
 * /api/Residents: the household members of a resident. Administrators of the resident's community
 * and the Super admin manage anyone's; a Member only those of their own resident record (the
 * resident whose account is the session's). Another community's resident or dependant is 404,
 * exactly like a missing one.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { GENDERS } from '../../../../shared/choices.js';
import type { Dependant } from '../../../../shared/contract/dependants.js';
import { isPhoneNumber, normalizePhone } from '../../../../shared/identity.js';
import { messages } from '../../../../shared/messages.js';
import { MEMBER } from '../../../../shared/roles.js';
import { isBlank } from '../../../../shared/validation.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import { ANY_COMMUNITY_USER, readScope } from '../../../plugins/app/tenant.js';
import type {
  DependantRow,
  DependantValues,
} from '../../../repositories/residents/dependants-repository.js';
import {
  MessageSchema,
  SESSION_ERRORS,
  errorResponses,
} from '../../../../shared/contract/common.js';
import {
  CreateDependantSchema,
  DependantParamsSchema,
  DependantSchema,
  ResidentDependantsParamsSchema,
  isCalendarDate,
  todayInLagos,
  type CreateDependant,
} from '../../../../shared/contract/dependants.js';
import { formErrors } from '../../common/form-errors.js';
import { PagedSchema } from '../../../../shared/contract/paging.js';
import { readBack, writeWithReferences } from '../../../services/property/property-records.js';

const tags = ['Dependants'];
const config = { roles: ANY_COMMUNITY_USER };
const residentNotFound = { message: messages.resident.loadFailed };
const notFound = { message: messages.dependant.loadFailed };
const notTheirs = { message: messages.resident.viewPermission };
const blank = { message: messages.dependant.required };
// Any field of the wrong kind (an unchosen resident, a number for a name) is "not filled correctly".
const errorFormatter = formErrors(messages.dependant.required, {
  invalid: Object.fromEntries(
    ['residentId', 'fullName', 'relationship', 'phone', 'gender', 'dob'].map((field) => [
      field,
      messages.dependant.required,
    ]),
  ),
});

/** True when the caller may manage the dependants of the resident whose account is `userId`. */
function mayManage(request: FastifyRequest, residentUserId: number): boolean {
  const user = signedInUser(request);
  return user.roleName !== MEMBER || user.id === residentUserId;
}

/** The form's values, trimmed; null when one is blank or not valid. */
function dependantValues(body: CreateDependant): DependantValues | null {
  const { fullName, relationship, gender, dob } = body;
  if ([fullName, relationship, gender, dob].some(isBlank)) return null;
  const genderName = GENDERS.find((name) => name.toLowerCase() === gender.trim().toLowerCase());
  const date = dob.trim();
  if (!genderName || !isCalendarDate(date) || date > todayInLagos()) return null;
  const phone = body.phone?.trim() ?? '';
  if (phone !== '' && !isPhoneNumber(phone)) return null;
  return {
    fullName: fullName.trim(),
    relationship: relationship.trim(),
    phone: phone === '' ? '' : normalizePhone(phone),
    gender: genderName,
    dob: date,
  };
}

/** A stored dependant as the API shows it. */
function toDependant(row: DependantRow): Dependant {
  const { id, residentId, fullName, relationship, phone, gender, dob, createdDate } = row;
  return { id, residentId, fullName, relationship, phone, gender, dob, createdDate };
}

const dependantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:residentId/Dependants',
    {
      config,
      schema: {
        tags,
        summary: "A resident's dependants, newest first (a Member: their own resident only)",
        params: ResidentDependantsParamsSchema,
        response: {
          200: PagedSchema(DependantSchema),
          ...errorResponses(400, ...SESSION_ERRORS, 404),
        },
      },
    },
    async (request, reply) => {
      const owner = await app.repos.dependants.findOwner(
        request.params.residentId,
        readScope(request),
      );
      if (!owner) return reply.code(404).send(residentNotFound);
      if (!mayManage(request, owner.userId)) return reply.code(403).send(notTheirs);
      return app.repos.dependants.listForResident(owner.id);
    },
  );

  app.post(
    '/Dependants',
    {
      config,
      schemaErrorFormatter: errorFormatter,
      schema: {
        tags,
        summary: 'Add a dependant to a resident (a Member: to their own resident only)',
        description:
          'The dependant joins the resident’s community. gender: Male or Female; dob: ' +
          'YYYY-MM-DD, not in the future; phone optional.',
        body: CreateDependantSchema,
        response: { 201: DependantSchema, ...errorResponses(400, ...SESSION_ERRORS, 413, 415) },
      },
    },
    async (request, reply) => {
      const values = dependantValues(request.body);
      if (!values) return reply.code(400).send(blank);
      const { residentId } = request.body;
      const owner = await app.repos.dependants.findOwner(residentId, readScope(request));
      if (!owner) return reply.code(400).send({ message: messages.reference.wrongCommunity });
      if (!mayManage(request, owner.userId)) return reply.code(403).send(notTheirs);
      const id = await writeWithReferences(app.repos, async (repos) => {
        // The resident may have been deleted meanwhile: re-read it in the transaction.
        const current = await repos.dependants.findOwner(owner.id, owner.communityId);
        return current && repos.dependants.create(current, values, new Date().toISOString());
      });
      if (id === null) {
        return reply.code(400).send({ message: messages.reference.wrongCommunity });
      }
      const saved = readBack(await app.repos.dependants.findById(id, owner.communityId));
      return reply.code(201).send(toDependant(saved));
    },
  );

  app.delete(
    '/Dependants/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Remove a dependant (a Member: of their own resident only)',
        params: DependantParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, ...SESSION_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const dependant = await app.repos.dependants.findById(request.params.id, readScope(request));
      if (!dependant) return reply.code(404).send(notFound);
      if (!mayManage(request, dependant.residentUserId)) return reply.code(403).send(notTheirs);
      if (!(await app.repos.dependants.delete(dependant.id))) {
        return reply.code(404).send(notFound);
      }
      return { message: messages.dependant.deleted };
    },
  );
};

export default dependantRoutes;
