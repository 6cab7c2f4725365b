/**
 * Walk-ins at the guard's console (issue 21, point 3): `POST /api/Visitors/WalkIns` (a visitor
 * without a pass; the host is told in the app) and `GET /api/Visitors/Hosts` (whom a walk-in may
 * visit: the community's residents by name, address or apartment; names and places only).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import { WriteQuerySchema, pageOf } from '../../../../shared/contract/paging.js';
import {
  EntrySchema,
  HostListQuerySchema,
  HostListSchema,
  WalkInSchema,
} from '../../../../shared/contract/visitors.js';
import { messages } from '../../../../shared/messages.js';
import { communityForQuery } from '../../../plugins/app/tenancy.js';
import { searchHosts } from '../../../services/visitors/gate.js';
import { recordWalkIn } from '../../../services/visitors/walk-ins.js';
import { formErrors } from '../../common/form-errors.js';
import { gateActor, gateApp, tags } from './gate-actor.js';

const { visitors } = messages;

const walkInErrors = formErrors(messages.finance.required, {
  missing: { visitorName: visitors.visitorNameRequired },
});

const walkInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/WalkIns',
    {
      config: { access: { resource: 'gate', action: 'create' } },
      schemaErrorFormatter: walkInErrors,
      schema: {
        tags,
        summary: 'Record a walk-in visitor and tell the host in the app',
        description:
          'The host (residentId) must be a resident of the community (400 ' +
          `'${visitors.residentNotFound}' on residentId). The host alone gets a notice in the app. ` +
          "clientKey: the phone's id for it; the same key again answers 200 with the first entry " +
          'and tells the host nothing twice. at: when it happened, for a walk-in kept offline.',
        querystring: WriteQuerySchema,
        body: WalkInSchema,
        response: {
          200: EntrySchema,
          201: EntrySchema,
          ...errorResponses(400, ...SESSION_ERRORS, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const outcome = await recordWalkIn(gateApp(app), await gateActor(request), request.body);
      return reply.code(outcome.created ? 201 : 200).send(outcome.entry);
    },
  );

  app.get(
    '/Hosts',
    {
      config: { access: { resource: 'gate', action: 'show' } },
      schema: {
        tags,
        summary: 'Residents a walk-in may visit: name, address and apartment only',
        description:
          'SearchText: each word in the name, address or apartment. No phone, e-mail or money. ' +
          'The Super admin names the community with ?communityId.',
        querystring: HostListQuerySchema,
        response: { 200: HostListSchema, ...errorResponses(400, ...SESSION_ERRORS) },
      },
    },
    async (request) => {
      const { query } = request;
      const scoped = await communityForQuery(request, query.communityId);
      const communityId = scoped ?? (await gateActor(request)).communityId;
      return searchHosts(app.repos, communityId, query.SearchText, pageOf(query));
    },
  );
};

export default walkInRoutes;
