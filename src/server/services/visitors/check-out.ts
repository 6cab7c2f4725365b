/**
 * Check-out (issue 21, point 3): a pass's visit in progress, or any visit by its entry's id (a
 * walk-in's). Closed once: a second check-out is 409 notInside, and the same `clientKey` again (an
 * offline replay) answers the entry it closed, writing nothing. A check-out kept offline is never
 * recorded before its check-in.
 */
import type { Entry, GateActionBody } from '../../../shared/contract/visitors.js';
import { messages } from '../../../shared/messages.js';
import type { Repositories } from '../../repositories/index.js';
import type { OpenState } from '../../repositories/visitors/entries-repository.js';
import { Refusal } from '../refusal.js';
import type { GateApp } from './gate.js';
import { actionTime, entryOf, passNotFound } from './gate-entries.js';
import type { GateActor } from './gate-views.js';

const { visitors } = messages;

/** Closes `open` (locked by the caller) at `at`, never before it began. */
async function close(
  repos: Repositories,
  actor: GateActor,
  open: OpenState,
  at: Date,
  key: string | null,
) {
  if (open.checkedOutAt !== null) throw new Refusal('conflict', visitors.notInside);
  const checkedOutAt = new Date(Math.max(at.getTime(), Date.parse(open.checkedInAt))).toISOString();
  const closed = await repos.visitorEntries.closeEntry(open.id, {
    checkedOutAt,
    checkedOutBy: actor.userId,
    outClientKey: key,
  });
  if (!closed) throw new Refusal('conflict', visitors.notInside);
  return open.id;
}

/**
 * Checks out a visit, once per client key: `lock` takes the row(s) two check-outs would race for
 * (404 when missing), then a replay that raced this one is answered, then `open` names the visit.
 */
async function checkOut(
  gate: GateApp,
  actor: GateActor,
  body: GateActionBody,
  lock: (repos: Repositories) => Promise<void>,
  open: (repos: Repositories) => Promise<OpenState | null>,
): Promise<Entry> {
  const { communityId } = actor;
  const key = body.clientKey ?? null;
  const replayed = key && (await gate.repos.visitorEntries.entryOfOutClientKey(communityId, key));
  if (replayed) return entryOf(gate.repos, communityId, replayed);
  const at = actionTime(gate.now(), body.at);
  const id = await gate.repos.transaction(async (repos) => {
    await lock(repos);
    const earlier = key && (await repos.visitorEntries.entryOfOutClientKey(communityId, key));
    if (earlier) return earlier;
    const visit = await open(repos);
    if (!visit) throw new Refusal('conflict', visitors.notInside);
    return close(repos, actor, visit, at, key);
  });
  return entryOf(gate.repos, communityId, id);
}

/** Checks out a pass's visit in progress; none: 409 notInside. */
export function checkOutPass(
  gate: GateApp,
  actor: GateActor,
  passId: number,
  body: GateActionBody,
): Promise<Entry> {
  const { communityId } = actor;
  return checkOut(
    gate,
    actor,
    body,
    async ({ visitorEntries }) => {
      if (!(await visitorEntries.lockPass(communityId, passId))) throw passNotFound();
    },
    async ({ visitorEntries }) => {
      const { openEntryId } = await visitorEntries.visitsOf(passId);
      return openEntryId === null ? null : visitorEntries.lockEntry(communityId, openEntryId);
    },
  );
}

/** Checks out any visit by its entry's id (a walk-in's, or a pass's); closed already: 409. */
export function checkOutEntry(
  gate: GateApp,
  actor: GateActor,
  entryId: number,
  body: GateActionBody,
): Promise<Entry> {
  const { communityId } = actor;
  const lockEntry = (repos: Repositories) => repos.visitorEntries.lockEntry(communityId, entryId);
  return checkOut(
    gate,
    actor,
    body,
    async (repos) => {
      if (!(await lockEntry(repos))) throw new Refusal('not-found', visitors.entryNotFound);
    },
    lockEntry,
  );
}
