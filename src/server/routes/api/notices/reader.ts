/**
 * Who reads notices, from the request: the session's community and resident; administrators
 * see every notice of it. The Super admin names the community on a list (?communityId) and reads
 * one notice in its own community, as an administrator with no recipient row.
 */
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { IdSchema } from '../../../../shared/contract/common.js';
import { messages } from '../../../../shared/messages.js';
import { canAdminister } from '../../../../shared/roles.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import { communityForQuery, communityForWrite, readScope } from '../../../plugins/app/tenancy.js';
import type { NoticeReader } from '../../../repositories/notices/notice-reads.js';
import { Refusal } from '../../../services/refusal.js';

export const NoticeParamsSchema = Type.Object({ id: IdSchema });

export const tags = ['Notices'];

function readerIn(request: FastifyRequest, communityId: number): NoticeReader {
  const user = signedInUser(request);
  return { communityId, residentId: user.residentId, administers: canAdminister(user.roleName) };
}

/** A list's reader: the Super admin must name the community (400 reference.chooseCommunity). */
export async function listReader(
  request: FastifyRequest,
  communityId: number | undefined,
): Promise<NoticeReader> {
  const scoped = await communityForQuery(request, communityId);
  return readerIn(request, scoped ?? (await communityForWrite(request, communityId)));
}

/** One notice's reader: the session's community, the Super admin the notice's own (404: none). */
export async function noticeReader(request: FastifyRequest, id: number): Promise<NoticeReader> {
  const scope = readScope(request);
  if (scope !== null) return readerIn(request, scope);
  const communityId = await request.server.repos.notices.communityOf(id);
  if (communityId === null) throw new Refusal('not-found', messages.notices.notFound);
  return { communityId, residentId: null, administers: true };
}
