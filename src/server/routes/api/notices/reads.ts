/**
 * Reading notices (issue 19, point 1): `GET /api/Notices` (newest first, unread marked),
 * `GET /api/Notices/{id}` and `POST /api/Notices/{id}/Read`. A Member (any reader) sees the
 * notices addressed to them; administrators every notice of their community, with how many it
 * was sent to and how many read it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import {
  NoticeListQuerySchema,
  NoticeListSchema,
  NoticeSchema,
} from '../../../../shared/contract/notices.js';
import { messages } from '../../../../shared/messages.js';
import { listNotices, markNoticeRead, showNotice } from '../../../services/notices/reading.js';
import { NoticeParamsSchema, listReader, noticeReader, tags } from './reader.js';

const { notices } = messages;

const noticeReadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { access: { resource: 'notices', action: 'list' } },
      schema: {
        tags,
        summary: 'Notices, newest first: a Member the ones addressed to them, administrators all',
        description:
          'SearchText looks in the title and text; unread=true keeps those the caller has not read. ' +
          'unreadCount counts the caller’s unread notices over every page. readAt and detail are ' +
          "the caller's own; recipientCount and readCount are 0 for anyone but administrators. " +
          'The Super admin names the community with ?communityId.',
        querystring: NoticeListQuerySchema,
        response: { 200: NoticeListSchema, ...errorResponses(400, ...SESSION_ERRORS) },
      },
    },
    async (request) => {
      const reader = await listReader(request, request.query.communityId);
      return listNotices(app.repos, reader, request.query);
    },
  );

  app.get(
    '/:id',
    {
      config: { access: { resource: 'notices', action: 'show' } },
      schema: {
        tags,
        summary: 'One notice',
        description: `404 '${notices.notFound}' for another community's notice, or (a Member) one not addressed to them.`,
        params: NoticeParamsSchema,
        response: { 200: NoticeSchema, ...errorResponses(400, ...SESSION_ERRORS, 404) },
      },
    },
    async (request) =>
      showNotice(app.repos, await noticeReader(request, request.params.id), request.params.id),
  );

  app.post(
    '/:id/Read',
    {
      config: { access: { resource: 'notices', action: 'show' } },
      schema: {
        tags,
        summary: 'Mark a notice addressed to the caller as read',
        description:
          'Sets readAt the first time; again is harmless and keeps the first time. 404 ' +
          `'${notices.notFound}' when it is not addressed to the caller.`,
        params: NoticeParamsSchema,
        response: {
          200: Type.Object({ message: Type.String() }),
          ...errorResponses(400, ...SESSION_ERRORS, 404, 413, 415),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await markNoticeRead(app.repos, await noticeReader(request, id), id);
      return { message: notices.markedRead };
    },
  );
};

export default noticeReadRoutes;
