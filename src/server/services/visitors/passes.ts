/**
 * Visitor passes (issue 21, point 2): a resident creates a pass for their visitor (an
 * administrator for any resident of the community), lists and cancels them. A Member's passes
 * are their own household's: their resident record is always the host, and another's pass is
 * not found (404, as a pass of another community). A cancelled pass stays: the entry log names it.
 */
import type {
  CreatePassBody,
  PassList,
  PassListQuery,
  SharedPass,
} from '../../../shared/contract/visitors.js';
import { pageOf } from '../../../shared/contract/paging.js';
import { messages } from '../../../shared/messages.js';
import { lastValidAt, storeDays } from '../../../shared/pass-validity.js';
import type { Repositories } from '../../repositories/index.js';
import type { PassRow, PassScope } from '../../repositories/visitors/passes-repository.js';
import { Refusal } from '../refusal.js';
import { newPassCode, withFreshCode, type CodeSource } from './pass-code.js';
import { passValues } from './pass-rules.js';
import { sharedPass, toPass } from './pass-view.js';

const text = messages.visitors;

/** Who asks, in which community: administrators act for anyone there, a Member for their home. */
export interface PassUser {
  userId: number;
  communityId: number;
  /** Their own resident record (null: none, as the Super admin's). */
  residentId: number | null;
  administers: boolean;
}

// No resident has it: a Member without a resident record sees no pass.
const NOBODY = 0;

/** The passes the user may see: the community's, or a Member's household's. */
export function scopeOf(who: PassUser): PassScope {
  return {
    communityId: who.communityId,
    residentId: who.administers ? null : (who.residentId ?? NOBODY),
  };
}

/** The host: a Member's own record (another's: 403); an administrator's choice in the community. */
async function hostFor(repos: Repositories, who: PassUser, named: number | null | undefined) {
  if (!who.administers && named != null && named !== who.residentId) {
    throw new Refusal('forbidden', messages.auth.forbidden);
  }
  const residentId = (who.administers ? named : null) ?? who.residentId;
  if (residentId == null) {
    if (!who.administers) throw new Refusal('forbidden', messages.auth.forbidden);
    throw new Refusal('invalid', text.residentRequired, 'residentId');
  }
  const host = await repos.visitorPasses.host(who.communityId, residentId);
  if (!host) throw new Refusal('invalid', text.residentNotFound, 'residentId');
  return host;
}

async function found(repos: Repositories, scope: PassScope, id: number): Promise<PassRow> {
  const row = await repos.visitorPasses.find(scope, id);
  if (!row) throw new Refusal('not-found', text.passNotFound);
  return row;
}

export async function createPass(
  repos: Repositories,
  who: PassUser,
  body: CreatePassBody,
  options: { now?: Date; codes?: CodeSource } = {},
): Promise<SharedPass> {
  const now = options.now ?? new Date();
  const values = passValues(body, now);
  const host = await hostFor(repos, who, body.residentId);
  const { recurrenceDays, ...rest } = values;
  const { result: id } = await withFreshCode(
    (code) =>
      repos.visitorPasses.insert({
        ...rest,
        communityId: who.communityId,
        residentId: host.residentId,
        code,
        recurrenceDays: storeDays(recurrenceDays),
        lastValidAt: lastValidAt({ ...values, recurrenceDays }),
        cancelledAt: null,
        cancelledBy: null,
        createdAt: now.toISOString(),
        createdBy: who.userId,
      }),
    options.codes ?? newPassCode,
  );
  return sharedPass(await found(repos, scopeOf(who), id), now);
}

export async function listPasses(
  repos: Repositories,
  scope: PassScope,
  query: PassListQuery,
  now = new Date(),
): Promise<PassList> {
  const filter = { searchText: query.SearchText, status: query.status, now: now.toISOString() };
  const list = await repos.visitorPasses.list(scope, filter, pageOf(query));
  return {
    records: list.records.map((row) => toPass(row, now)),
    totalRecordCount: list.totalRecordCount,
  };
}

export async function showPass(
  repos: Repositories,
  scope: PassScope,
  id: number,
  now = new Date(),
) {
  return sharedPass(await found(repos, scope, id), now);
}

/** Cancels a pass the user may see; 409 when it already is, 404 when they may not see it. */
export async function cancelPass(
  repos: Repositories,
  scope: PassScope,
  id: number,
  userId: number,
  now = new Date(),
): Promise<void> {
  const row = await found(repos, scope, id);
  if (row.cancelledAt !== null) throw new Refusal('conflict', text.alreadyCancelled);
  const at = now.toISOString();
  const cancelled = await repos.visitorPasses.cancel(id, scope.communityId, userId, at);
  if (!cancelled) throw new Refusal('conflict', text.alreadyCancelled);
}
