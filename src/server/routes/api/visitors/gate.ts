/**
 * The guard's console (issue 21, point 3), for guards and administrators (the access table's
 * `gate` cell): `POST /api/Visitors/Check`, `POST /api/Visitors/Passes/{id}/CheckIn` and
 * `/CheckOut`, and `POST /api/Visitors/Entries/{id}/CheckOut` (any visit, a walk-in's too).
 * Walk-ins and the host search: walk-ins.ts. The community is the session's; the Super admin names
 * one with ?communityId. Nothing here reads what a resident owes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdSchema, SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import { WriteQuerySchema } from '../../../../shared/contract/paging.js';
import {
  CheckBodySchema,
  CheckResultSchema,
  EntrySchema,
  GateActionSchema,
} from '../../../../shared/contract/visitors.js';
import { OFFLINE_ENTRY_MAX_AGE_HOURS } from '../../../../shared/limits/index.js';
import { messages } from '../../../../shared/messages.js';
import { checkOutEntry, checkOutPass } from '../../../services/visitors/check-out.js';
import { checkIn } from '../../../services/visitors/gate-entries.js';
import { checkCode } from '../../../services/visitors/gate.js';
import { gateActor, gateApp, tags } from './gate-actor.js';
import walkInRoutes from './walk-ins.js';

const { visitors } = messages;
const ParamsSchema = Type.Object({ id: IdSchema });
const access = { resource: 'gate', action: 'create' } as const;

const offlineNote =
  `clientKey: the phone's id for this action; the same key again (an offline replay) answers ` +
  `200 with the entry it wrote, writing nothing. at: when it happened, for an action kept offline ` +
  `(at most ${OFFLINE_ENTRY_MAX_AGE_HOURS} hours ago, not in the future; 400 on at otherwise).`;

const gateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/Check',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Check a visitor code: valid or why not, the visitor and the host',
        description:
          'The code is read ignoring case, spaces and dashes. A code no pass of this community ' +
          "has (another community's too) answers only { valid: false, reason: 'unknown' }. " +
          `More than the limit of wrong codes a minute, per guard or per community: 429 ` +
          `'${visitors.tooManyWrongCodes}' (with Retry-After) for every check until it passes.`,
        querystring: WriteQuerySchema,
        body: CheckBodySchema,
        response: {
          200: CheckResultSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 413, 415, 429),
        },
      },
    },
    async (request) => checkCode(gateApp(app), await gateActor(request), request.body.code),
  );

  app.post(
    '/Passes/:id/CheckIn',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Check a pass’s visitor in',
        description:
          'Only when the pass lets the visitor in at that time; otherwise 409 with the reason ' +
          `(e.g. '${visitors.reasons.used}'). 404 '${visitors.passNotFound}' for another ` +
          `community's pass. ${offlineNote}`,
        querystring: WriteQuerySchema,
        params: ParamsSchema,
        body: GateActionSchema,
        response: {
          200: EntrySchema,
          201: EntrySchema,
          ...errorResponses(400, ...SESSION_ERRORS, 404, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const actor = await gateActor(request);
      const outcome = await checkIn(gateApp(app), actor, request.params.id, request.body);
      return reply.code(outcome.created ? 201 : 200).send(outcome.entry);
    },
  );

  const checkOutSchema = (summary: string, notFound: string) => ({
    tags,
    summary,
    description:
      `409 '${visitors.notInside}' when no visit is open. 404 '${notFound}' for another ` +
      `community's. ${offlineNote}`,
    querystring: WriteQuerySchema,
    params: ParamsSchema,
    body: GateActionSchema,
    response: {
      200: EntrySchema,
      ...errorResponses(400, ...SESSION_ERRORS, 404, 409, 413, 415),
    },
  });

  app.post(
    '/Passes/:id/CheckOut',
    {
      config: { access },
      schema: checkOutSchema('Check a pass’s visitor out', visitors.passNotFound),
    },
    async (request) =>
      checkOutPass(gateApp(app), await gateActor(request), request.params.id, request.body),
  );

  app.post(
    '/Entries/:id/CheckOut',
    {
      config: { access },
      schema: checkOutSchema(
        'Check a visit out by its entry (a walk-in’s too)',
        visitors.entryNotFound,
      ),
    },
    async (request) =>
      checkOutEntry(gateApp(app), await gateActor(request), request.params.id, request.body),
  );

  await app.register(walkInRoutes);
};

export default gateRoutes;
