/**
 * A notice's deliveries (issue 19, point 1), for administrators: `GET /api/Notices/{id}/Deliveries`,
 * each recipient's app, e-mail and SMS delivery with its status and reason, and counts by status.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import {
  DeliveryListQuerySchema,
  DeliveryListSchema,
} from '../../../../shared/contract/notices.js';
import { pageOf } from '../../../../shared/contract/paging.js';
import { messages } from '../../../../shared/messages.js';
import { communityForQuery } from '../../../plugins/app/tenancy.js';
import { showNotice } from '../../../services/notices/reading.js';
import { Refusal } from '../../../services/refusal.js';
import { NoticeParamsSchema, noticeReader, tags } from './reader.js';

const deliveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/Deliveries',
    {
      config: { access: { resource: 'notice-deliveries', action: 'list' } },
      schema: {
        tags,
        summary: "A notice's deliveries: each recipient, channel, status and reason",
        description:
          'Administrators. status is queued, sent, failed or skipped; reason says why one was ' +
          'skipped (no_email, no_phone, invalid_phone, opted_out) or failed (provider_error). ' +
          'Filters: status, channel. counts: deliveries by status over every page. 404 ' +
          `'${messages.notices.notFound}' for another community's notice.`,
        params: NoticeParamsSchema,
        querystring: DeliveryListQuerySchema,
        response: { 200: DeliveryListSchema, ...errorResponses(400, ...SESSION_ERRORS, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { query } = request;
      // ?communityId: anyone else's than their own is 403; the Super admin's must be the notice's.
      const named = await communityForQuery(request, query.communityId);
      const reader = await noticeReader(request, id);
      if (named !== null && named !== reader.communityId) {
        throw new Refusal('not-found', messages.notices.notFound);
      }
      await showNotice(app.repos, reader, id);
      const filter = { status: query.status, channel: query.channel };
      return app.repos.notices.deliveries(reader.communityId, id, filter, pageOf(query));
    },
  );
};

export default deliveryRoutes;
