/**
 * Excos (issue 4 contract, Excos), registered by the Residents plugin under /api/Residents. The
 * exco list is the residents holding an exco role (decisions.md, Roles: not Admin, not Member);
 * every user of the community may read it, but only administrators see the phone numbers.
 * Administrators assign an exco role to a resident of their community and remove it again (the
 * resident becomes a Member). The Admin role is never given or taken here, and who may change
 * whom (src/shared/access.ts) holds: an exco officer changes Members' roles only.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { messages } from '../../../../shared/messages.js';
import { accountChangeRefusal, type AccessActor } from '../../../../shared/access.js';
import { ADMIN, EXCO_ROLES, MEMBER } from '../../../../shared/roles.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import {
  ADMINISTRATORS,
  ANY_COMMUNITY_USER,
  communityForQuery,
  readScope,
} from '../../../plugins/app/tenant.js';
import type { Repositories } from '../../../repositories/index.js';
import {
  MessageSchema,
  SESSION_ERRORS,
  errorResponses,
} from '../../../../shared/contract/common.js';
import {
  AssignExcoSchema,
  ExcoParamsSchema,
  ExcoSchema,
} from '../../../../shared/contract/excos.js';
import { formErrors } from '../../common/form-errors.js';
import { ListQuerySchema, PagedSchema, pageOf } from '../../../../shared/contract/paging.js';
import {
  AUDIT_ACTIONS,
  recordAudit,
  trailOf,
  type AuditTrail,
} from '../../../services/audit/audit.js';
import { readBack } from '../../../services/property/property-records.js';

const tags = ['Excos'];
const notFound = { message: messages.exco.loadFailed };
const isExcoRole = (roleName: string | null) =>
  roleName !== null && (EXCO_ROLES as readonly string[]).includes(roleName);
const errorFormatter = formErrors(messages.exco.required, {
  invalid: { roleId: messages.exco.invalidRole, residentId: messages.exco.required },
});

type Refused = { refused: string };
type AssignOutcome = 'assigned' | 'wrongCommunity' | 'isAdmin' | Refused;
type RemoveOutcome = 'removed' | 'notExco' | 'inCharge' | Refused;

/**
 * The shared rule (src/shared/access.ts) on a role change of the locked, current account: an
 * officer changes a Member's role only, nobody their own.
 */
function roleChangeRefusal(
  actor: AccessActor,
  current: { userId: number; roleName: string | null },
  newRole: string,
): Refused | null {
  const changed = current.roleName === newRole ? [] : (['role'] as const);
  const refused = accountChangeRefusal(actor, current, { kind: 'edit', changed, newRole });
  return refused === null ? null : { refused };
}

/**
 * Gives the resident the exco role, in one transaction with the account row locked; a real change
 * writes its audit row in the same transaction.
 */
async function assign(
  repos: Repositories,
  residentId: number,
  communityId: number,
  role: { id: number; roleName: string },
  actor: AccessActor,
  trail: AuditTrail,
): Promise<AssignOutcome> {
  const resident = await repos.excos.findResident(residentId, communityId);
  if (!resident) return 'wrongCommunity';
  await repos.excos.lockAccount(resident.userId);
  const current = await repos.excos.findResident(residentId, communityId);
  if (!current) return 'wrongCommunity';
  if (current.roleName === ADMIN) return 'isAdmin';
  const refused = roleChangeRefusal(actor, current, role.roleName);
  if (refused) return refused;
  await repos.excos.setRole(current.userId, role.id);
  if (current.roleName !== role.roleName) {
    await recordAudit(repos, trail, {
      action: AUDIT_ACTIONS.excoAssigned,
      target: `resident ${residentId} (${current.roleName ?? 'no role'} → ${role.roleName})`,
      communityId,
      outcome: 'success',
    });
  }
  return 'assigned';
}

/** Makes the exco a Member again unless a project names them exco in charge (audited). */
async function remove(
  repos: Repositories,
  residentId: number,
  communityId: number,
  actor: AccessActor,
  trail: AuditTrail,
): Promise<RemoveOutcome> {
  const resident = await repos.excos.findResident(residentId, communityId);
  if (!resident) return 'notExco';
  await repos.excos.lockAccount(resident.userId);
  const current = await repos.excos.findResident(residentId, communityId);
  if (!current || !isExcoRole(current.roleName)) return 'notExco';
  const refused = roleChangeRefusal(actor, current, MEMBER);
  if (refused) return refused;
  if (await repos.excos.isInChargeOfProject(residentId)) return 'inCharge';
  const memberRoleId = await repos.excos.roleIdByName(MEMBER);
  if (memberRoleId === null) throw new Error('The Member role is missing');
  await repos.excos.setRole(current.userId, memberRoleId);
  await recordAudit(repos, trail, {
    action: AUDIT_ACTIONS.excoRemoved,
    target: `resident ${residentId} (${current.roleName} → ${MEMBER})`,
    communityId,
    outcome: 'success',
  });
  return 'removed';
}

const excoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/Excos',
    {
      config: { roles: ANY_COMMUNITY_USER },
      schema: {
        tags,
        summary: 'The exco list, newest first (Super admin: all, or ?communityId)',
        description:
          'Residents holding an exco role. Every user of the community may read it; `phone` is ' +
          'null for Members (and phone numbers are not searched for them).',
        querystring: ListQuerySchema,
        response: { 200: PagedSchema(ExcoSchema), ...errorResponses(400, ...SESSION_ERRORS) },
      },
    },
    async (request) => {
      const { query } = request;
      const communityId = await communityForQuery(request, query.communityId);
      const withPhones = signedInUser(request).roleName !== MEMBER;
      return app.repos.excos.list(communityId, pageOf(query), query.SearchText, withPhones);
    },
  );

  app.post(
    '/Excos',
    {
      config: { roles: ADMINISTRATORS },
      schemaErrorFormatter: errorFormatter,
      schema: {
        tags,
        summary: 'Give a resident of the community an exco role',
        description:
          'roleId must be an exco role (Chairman, Secretary, Treasurer, Financial Secretary, ' +
          'Exco). An Admin’s role is not changed here (409). An exco officer gives exco roles ' +
          'to Members only, and nobody changes their own role (403).',
        body: AssignExcoSchema,
        response: { 200: ExcoSchema, ...errorResponses(400, ...SESSION_ERRORS, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const { residentId, roleId } = request.body;
      const roleName = await app.repos.excos.roleName(roleId);
      if (roleName === null || !isExcoRole(roleName)) {
        return reply.code(400).send({ message: messages.exco.invalidRole });
      }
      const resident = await app.repos.excos.findResident(residentId, readScope(request));
      if (!resident) return reply.code(400).send({ message: messages.reference.wrongCommunity });
      const { communityId } = resident;
      const outcome = await app.repos.transaction((repos) =>
        assign(
          repos,
          residentId,
          communityId,
          { id: roleId, roleName },
          signedInUser(request),
          trailOf(request),
        ),
      );
      if (typeof outcome === 'object') return reply.code(403).send({ message: outcome.refused });
      if (outcome === 'wrongCommunity') {
        return reply.code(400).send({ message: messages.reference.wrongCommunity });
      }
      if (outcome === 'isAdmin') return reply.code(409).send({ message: messages.exco.isAdmin });
      return readBack(await app.repos.excos.findExco(residentId, communityId));
    },
  );

  app.delete(
    '/Excos/:residentId',
    {
      config: { roles: ADMINISTRATORS },
      schema: {
        tags,
        summary: 'Take the exco role away (the resident becomes a Member)',
        description:
          'Refused (409) while a project names the resident as its exco in charge. Only an ' +
          'Admin or the Super admin takes an exco role away, and nobody their own (403).',
        params: ExcoParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, ...SESSION_ERRORS, 404, 409) },
      },
    },
    async (request, reply) => {
      const { residentId } = request.params;
      const resident = await app.repos.excos.findResident(residentId, readScope(request));
      if (!resident || !isExcoRole(resident.roleName)) return reply.code(404).send(notFound);
      const { communityId } = resident;
      const outcome = await app.repos.transaction((repos) =>
        remove(repos, residentId, communityId, signedInUser(request), trailOf(request)),
      );
      if (typeof outcome === 'object') return reply.code(403).send({ message: outcome.refused });
      if (outcome === 'notExco') return reply.code(404).send(notFound);
      if (outcome === 'inCharge') return reply.code(409).send({ message: messages.exco.inCharge });
      return { message: messages.exco.removed };
    },
  );
};

export default excoRoutes;
