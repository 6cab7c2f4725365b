/**
 * Adding and editing residents (issue 4 contract, Residents): multipart forms with the photo and
 * the ID document, saved with the secure upload module (src/server/files) in one transaction with
 * the resident's account. Administrators write every field; a Member edits only the profile
 * fields of their own record. The handlers read the form and hand it, with the request's facts
 * as plain values (writing.ts), to services/residents (create-resident.ts, update-resident.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { messages } from '../../../../shared/messages.js';
import { MULTIPART_ONLY, readMultipart } from '../../../files/multipart.js';
import { communityForWrite, readScope } from '../../../plugins/app/tenancy.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import { WriteQuerySchema } from '../../../../shared/contract/paging.js';
import {
  CreateResidentFormSchema,
  RESIDENT_ID_REQUIRED,
  ResidentSchema,
  UpdateResidentFormSchema,
} from '../../../../shared/contract/residents.js';
import { multipartFormErrors } from '../../common/multipart-form-errors.js';
import { sendContactNotice } from '../../../services/accounts/contact-changes.js';
import { createResident } from '../../../services/residents/create-resident.js';
import { readResidentForm } from '../../../services/residents/resident-form.js';
import { updateResident } from '../../../services/residents/update-resident.js';
import { residentFor } from './views.js';
import { residentWriting } from './writing.js';

const TAGS = ['Residents'];

/** The table lets a Member call PUT on their own record ('own'); the handler checks whose. */
const UPLOAD_CONFIG = {
  accepts: MULTIPART_ONLY,
  uploads: { Image: 'image', IdNumberFile: 'id-document' },
} as const;

/** The form's schema failures answer as the handler's checks (resident-form.ts) do. */
const formErrors = multipartFormErrors({
  required: messages.resident.required,
  later: { fields: RESIDENT_ID_REQUIRED, message: messages.resident.idRequired },
  invalid: { SelectedRoleId: messages.resident.invalidRole },
});

const residentWriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function readBack(request: FastifyRequest, id: number) {
    const saved = await app.repos.residents.findWithBalance(id, null);
    if (!saved) throw new Error(`Resident ${id} could not be read back`);
    return residentFor(request, saved);
  }

  app.post(
    '/',
    {
      config: { ...UPLOAD_CONFIG, access: { resource: 'resident', action: 'create' } },
      schemaErrorFormatter: formErrors,
      schema: {
        tags: TAGS,
        summary: 'Add a resident with an account, a photo and an ID document (multipart)',
        description:
          'Administrators and the Super admin (who names the community with CommunityId or ' +
          '`?communityId`); Members: 403. The account (e-mail, phone, role) is created without a ' +
          'password, the resident, its photo and its ID document in the same transaction; the ' +
          'address, apartment and apartment type must belong to the community (400, nothing ' +
          'saved). After the commit the resident gets the welcome e-mail. E-mail or phone already ' +
          'used by any account: 409.',
        consumes: ['multipart/form-data'],
        querystring: WriteQuerySchema,
        body: CreateResidentFormSchema,
        response: {
          201: ResidentSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 409, 413, 415, 503),
        },
      },
    },
    async (request, reply) => {
      const form = readResidentForm(readMultipart(request));
      const communityId = await communityForWrite(
        request,
        form.communityId ?? request.query.communityId,
      );
      const id = await createResident(residentWriting(request), app, communityId, form);
      return reply.code(201).send(await readBack(request, id));
    },
  );

  app.put(
    '/',
    {
      config: { ...UPLOAD_CONFIG, access: { resource: 'resident', action: 'edit' } },
      schemaErrorFormatter: formErrors,
      schema: {
        tags: TAGS,
        summary:
          'Update a resident (multipart); a new Image or IdNumberFile replaces the stored one',
        description:
          'Administrators of the community and the Super admin: every field, the role included ' +
          '(only an Admin or the Super admin gives or takes the Admin role, or changes the ' +
          'e-mail, phone, name, title or role of another administrator; nobody changes their ' +
          'own role: 403, nothing saved; the community keeps at least one Admin: 409). A role ' +
          'change applies from the account’s next request. A Member: their own record only ' +
          '(another: 403), and only the profile fields. A resident of another community: 404. ' +
          'Replaced files are deleted. A new e-mail or phone is audited and the old e-mail ' +
          'address is told.',
        consumes: ['multipart/form-data'],
        body: UpdateResidentFormSchema,
        response: {
          200: ResidentSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 404, 409, 413, 415, 503),
        },
      },
    },
    async (request, reply) => {
      const form = readResidentForm(readMultipart(request));
      const writing = residentWriting(request);
      const { id, contact } = await updateResident(writing, form, readScope(request));
      app.afterAnswer.schedule(reply, 'Could not send the contact change notice', () =>
        sendContactNotice(app.mail, writing, contact),
      );
      return readBack(request, id);
    },
  );
};

export default residentWriteRoutes;
