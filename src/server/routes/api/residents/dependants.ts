/**
 * Dependants (issue 4 contract, Dependants), registered by the Residents plugin under
 * /api/Residents: the household members of a resident. Administrators of the resident's community
 * and the Super admin manage anyone's; a Member only those of their own resident record (the
 * resident whose account is the session's). Another community's resident or dependant is 404,
 * exactly like a missing one. The rules are services/residents/dependants.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { messages } from '../../../../shared/messages.js';
import { readScope } from '../../../plugins/app/tenancy.js';
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
} from '../../../../shared/contract/dependants.js';
import { formErrors } from '../../common/form-errors.js';
import { PagedSchema } from '../../../../shared/contract/paging.js';
import {
  addDependant,
  listDependants,
  removeDependant,
} from '../../../services/residents/dependants.js';
import { residentWriting } from './writing.js';

const tags = ['Dependants'];
// Any field of the wrong kind (an unchosen resident, a number for a name) is "not filled correctly".
const errorFormatter = formErrors(messages.dependant.required, {
  invalid: Object.fromEntries(
    ['residentId', 'fullName', 'relationship', 'phone', 'gender', 'dob'].map((field) => [
      field,
      messages.dependant.required,
    ]),
  ),
});

const dependantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:residentId/Dependants',
    {
      config: { access: { resource: 'dependants', action: 'list' } },
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
    async (request) =>
      listDependants(residentWriting(request), readScope(request), request.params.residentId),
  );

  app.post(
    '/Dependants',
    {
      config: { access: { resource: 'dependants', action: 'create' } },
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
      const writing = residentWriting(request);
      const saved = await addDependant(writing, readScope(request), request.body);
      return reply.code(201).send(saved);
    },
  );

  app.delete(
    '/Dependants/:id',
    {
      config: { access: { resource: 'dependants', action: 'delete' } },
      schema: {
        tags,
        summary: 'Remove a dependant (a Member: of their own resident only)',
        params: DependantParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, ...SESSION_ERRORS, 404) },
      },
    },
    async (request) => {
      await removeDependant(residentWriting(request), readScope(request), request.params.id);
      return { message: messages.dependant.deleted };
    },
  );
};

export default dependantRoutes;
