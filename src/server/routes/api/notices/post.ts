/**
 * Posting a notice (issue 19, point 1): `POST /api/Notices`, JSON or a multipart form with the
 * same fields and an optional `attachment` (an image or a PDF, checked by its bytes as every
 * upload is). The notice, its file, recipients and deliveries are one transaction; the e-mails
 * and SMS are then sent in batches by the queue (services/notices/sending.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import { NoticeBodySchema, NoticeSchema } from '../../../../shared/contract/notices.js';
import { WriteQuerySchema } from '../../../../shared/contract/paging.js';
import { messages } from '../../../../shared/messages.js';
import { readMultipart } from '../../../files/multipart.js';
import { uploadStoreOf } from '../../../files/uploads.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import { communityForWrite } from '../../../plugins/app/tenancy.js';
import { publishNotice } from '../../../services/notices/publish.js';
import { showNotice } from '../../../services/notices/reading.js';
import { formErrors } from '../../common/form-errors.js';
import { isMultipart, noticeFormBody } from './form.js';
import { tags } from './reader.js';

const { notices } = messages;

const bodyErrors = formErrors(messages.finance.required, {
  missing: { title: notices.titleRequired, body: notices.bodyRequired },
});

const postNoticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      config: {
        access: { resource: 'notices', action: 'create' },
        accepts: ['multipart/form-data', 'application/json'],
        uploads: { attachment: 'attachment' },
      },
      // A form's fields arrive as text: read as the JSON body's (arrays, numbers) before checking.
      preValidation: async (request) => {
        if (isMultipart(request))
          request.body = noticeFormBody(request.body) as typeof request.body;
      },
      schemaErrorFormatter: bodyErrors,
      schema: {
        tags,
        summary: 'Post a notice to everyone, chosen streets, those who owe, or the excos',
        description:
          'JSON, or multipart/form-data with the same fields (streetIds and channels repeated or ' +
          'comma-separated) and an optional attachment: a JPEG, PNG or WebP image or a PDF. ' +
          'Every recipient gets it in the app; with channels, also by e-mail and/or SMS, sent in ' +
          'batches in the background (see GET /api/Notices/{id}/Deliveries). A recipient without ' +
          'an e-mail, or without a Nigerian mobile number, or who opted out of SMS, is skipped ' +
          `with the reason. audience streets needs streetIds of this community ('${notices.streetsRequired}'); ` +
          `an audience with nobody in it is 400 '${notices.noRecipients}' and nothing is written. ` +
          'The text is kept and shown as written: HTML is never interpreted. Super admin: ?communityId.',
        consumes: ['application/json', 'multipart/form-data'],
        querystring: WriteQuerySchema,
        body: NoticeBodySchema,
        response: {
          201: NoticeSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 413, 415, 503),
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const communityId = await communityForWrite(request, request.query.communityId);
      const attachment = isMultipart(request) ? readMultipart(request).files.attachment : undefined;
      const { noticeId } = await publishNotice(
        { repos: app.repos, jobs: app.jobs, uploads: uploadStoreOf(request) },
        { communityId, userId: user.id, trail: request.trail },
        request.body,
        attachment,
      );
      const reader = { communityId, residentId: user.residentId, administers: true };
      return reply.code(201).send(await showNotice(app.repos, reader, noticeId));
    },
  );
};

export default postNoticeRoutes;
