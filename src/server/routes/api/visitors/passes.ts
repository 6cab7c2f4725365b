/**
 * Visitor passes (issue 21, point 2): `POST /api/Visitors/Passes` (a pass with its QR image and
 * the text to share), `GET /api/Visitors/Passes` (a Member their household's, administrators the
 * community's), `GET /api/Visitors/Passes/{id}` and `DELETE /api/Visitors/Passes/{id}` (cancels).
 * Guards never read passes here: they check codes at the gate (gate.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { IdSchema, SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import { WriteQuerySchema } from '../../../../shared/contract/paging.js';
import {
  CreatePassSchema,
  PassListQuerySchema,
  PassListSchema,
  SharedPassSchema,
} from '../../../../shared/contract/visitors.js';
import { messages } from '../../../../shared/messages.js';
import { canAdminister } from '../../../../shared/roles.js';
import { nowOf } from '../../../config.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import { communityForQuery, communityForWrite, readScope } from '../../../plugins/app/tenancy.js';
import type { PassScope } from '../../../repositories/visitors/passes-repository.js';
import { Refusal } from '../../../services/refusal.js';
import {
  cancelPass,
  createPass,
  listPasses,
  scopeOf,
  showPass,
  type PassUser,
} from '../../../services/visitors/passes.js';
import { passErrors } from './pass-errors.js';

const { visitors } = messages;
const tags = ['Visitors'];
const PassParamsSchema = Type.Object({ id: IdSchema });

function passUser(request: FastifyRequest, communityId: number): PassUser {
  const user = signedInUser(request);
  const administers = canAdminister(user.roleName);
  return { userId: user.id, communityId, residentId: user.residentId, administers };
}

/** One pass's scope: the session's; the Super admin's, the pass's own community (404: none). */
async function passScope(request: FastifyRequest, id: number): Promise<PassScope> {
  const scope = readScope(request);
  if (scope !== null) return scopeOf(passUser(request, scope));
  const communityId = await request.server.repos.visitorPasses.communityOf(id);
  if (communityId === null) throw new Refusal('not-found', visitors.passNotFound);
  return { communityId, residentId: null };
}

const notFoundNote = `404 '${visitors.passNotFound}' for another community's pass or (a Member) another household's.`;

const passRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/Passes',
    {
      config: { access: { resource: 'visitor-passes', action: 'create' } },
      schemaErrorFormatter: passErrors,
      schema: {
        tags,
        summary: 'Create a visitor pass: its code, QR image and the text to share',
        description:
          "A Member's host is their own resident record (naming another: 403); administrators " +
          `name any resident of the community (one not in it: 400 '${visitors.residentNotFound}' ` +
          'on residentId; required for the Super admin, who names the community with ' +
          '?communityId). Recurring passes keep one Lagos day’s window on the chosen days until ' +
          'the last day. The code is 6 characters, unique in the community.',
        querystring: WriteQuerySchema,
        body: CreatePassSchema,
        response: {
          201: SharedPassSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const communityId = await communityForWrite(request, request.query.communityId);
      const who = passUser(request, communityId);
      const pass = await createPass(app.repos, who, request.body, { now: nowOf(app.config) });
      return reply.code(201).send(pass);
    },
  );

  app.get(
    '/Passes',
    {
      config: { access: { resource: 'visitor-passes', action: 'list' } },
      schema: {
        tags,
        summary: 'Visitor passes, newest first: a Member their household’s, administrators all',
        description:
          'SearchText looks in the visitor’s name, the code and the host’s name; status keeps ' +
          'active, used (a one-time pass once checked in), cancelled or expired passes. The ' +
          'Super admin names the community with ?communityId.',
        querystring: PassListQuerySchema,
        response: { 200: PassListSchema, ...errorResponses(400, ...SESSION_ERRORS) },
      },
    },
    async (request) => {
      const named = request.query.communityId;
      const communityId =
        (await communityForQuery(request, named)) ?? (await communityForWrite(request, named));
      const scope = scopeOf(passUser(request, communityId));
      return listPasses(app.repos, scope, request.query, nowOf(app.config));
    },
  );

  app.get(
    '/Passes/:id',
    {
      config: { access: { resource: 'visitor-passes', action: 'show' } },
      schema: {
        tags,
        summary: 'One visitor pass, with its QR image and the text to share',
        description: notFoundNote,
        params: PassParamsSchema,
        response: { 200: SharedPassSchema, ...errorResponses(400, ...SESSION_ERRORS, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      return showPass(app.repos, await passScope(request, id), id, nowOf(app.config));
    },
  );

  app.delete(
    '/Passes/:id',
    {
      config: { access: { resource: 'visitor-passes', action: 'delete' } },
      schema: {
        tags,
        summary: 'Cancel a visitor pass: its code stops working at the gate',
        description: `The pass stays (the entry log names it), cancelled. Already cancelled: 409 '${visitors.alreadyCancelled}'. ${notFoundNote}`,
        params: PassParamsSchema,
        response: {
          200: Type.Object({ message: Type.String() }),
          ...errorResponses(400, ...SESSION_ERRORS, 404, 409),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = signedInUser(request);
      const scope = await passScope(request, id);
      await cancelPass(app.repos, scope, id, user.id, nowOf(app.config));
      return { message: visitors.passCancelled };
    },
  );
};

export default passRoutes;
