/**
 * Who works the gate in a request, and what the gate's services need of the app: the session's
 * community (the Super admin names one with ?communityId: 400 without it), the user and their name.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nowOf } from '../../../config.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import { communityForWrite } from '../../../plugins/app/tenancy.js';
import type { GateApp } from '../../../services/visitors/gate.js';
import type { GateActor } from '../../../services/visitors/gate-views.js';

export const tags = ['Visitors'];

export async function gateActor(request: FastifyRequest): Promise<GateActor> {
  const user = signedInUser(request);
  const query = request.query as { communityId?: number };
  const communityId = await communityForWrite(request, query.communityId);
  return { communityId, userId: user.id, fullName: user.fullName };
}

export function gateApp(app: FastifyInstance): GateApp & Pick<FastifyInstance, 'jobs'> {
  return {
    repos: app.repos,
    throttleStore: app.throttleStore,
    jobs: app.jobs,
    now: () => nowOf(app.config),
  };
}
