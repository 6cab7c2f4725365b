/**
 * Check-in and check-out (issue 21, point 3). A check-in is written only when the pass lets the
 * visitor in at that time (shared/pass-validity.ts); the pass's row is locked for the transaction,
 * so two guards checking one one-time pass in at once get one entry and one 409. A phone's
 * `clientKey` makes an action idempotent: the same key again (an offline replay) answers the entry
 * it wrote, writing nothing (the unique index on the key decides between racing replays).
 * `at`: when an action kept offline happened, at most OFFLINE_ENTRY_MAX_AGE_HOURS ago.
 */
import type { Entry, GateActionBody } from '../../../shared/contract/visitors.js';
import {
  OFFLINE_ENTRY_FUTURE_TOLERANCE_MS,
  OFFLINE_ENTRY_MAX_AGE_HOURS,
} from '../../../shared/limits/index.js';
import { messages } from '../../../shared/messages.js';
import { refusalOf } from '../../../shared/pass-validity.js';
import type { Repositories } from '../../repositories/index.js';
import { Refusal } from '../refusal.js';
import type { GateApp } from './gate.js';
import { toEntry, type GateActor } from './gate-views.js';
import { passTimesOf } from './pass-view.js';

const { visitors } = messages;
const HOUR_MS = 60 * 60 * 1000;

/** A written (or replayed) entry: created false when the key had written it already. */
export interface EntryOutcome {
  entry: Entry;
  created: boolean;
}

/** When the action happened: `at`, checked against the clock, or now. */
export function actionTime(now: Date, at: string | undefined): Date {
  if (at === undefined) return now;
  const when = new Date(at);
  if (when.getTime() > now.getTime() + OFFLINE_ENTRY_FUTURE_TOLERANCE_MS) {
    throw new Refusal('invalid', visitors.atInFuture, 'at');
  }
  if (when.getTime() < now.getTime() - OFFLINE_ENTRY_MAX_AGE_HOURS * HOUR_MS) {
    const text = visitors.atTooOld.replace('%{hours}', String(OFFLINE_ENTRY_MAX_AGE_HOURS));
    throw new Refusal('invalid', text, 'at');
  }
  return when;
}

/** The entry as the log shows it. */
export async function entryOf(repos: Repositories, communityId: number, id: number) {
  const row = await repos.visitorEntries.entryById(communityId, id);
  if (!row) throw new Refusal('not-found', visitors.entryNotFound);
  return toEntry(row);
}

export const passNotFound = () => new Refusal('not-found', visitors.passNotFound);

export async function checkIn(
  gate: GateApp,
  actor: GateActor,
  passId: number,
  body: GateActionBody,
): Promise<EntryOutcome> {
  const { communityId } = actor;
  const key = body.clientKey ?? null;
  const replayed = key && (await gate.repos.visitorEntries.entryOfClientKey(communityId, key));
  if (replayed) return { entry: await entryOf(gate.repos, communityId, replayed), created: false };
  const now = gate.now();
  const at = actionTime(now, body.at);
  const written = await gate.repos.transaction(async ({ visitorEntries: entries }) => {
    if (!(await entries.lockPass(communityId, passId))) throw passNotFound();
    // Under the lock: a replay that raced this one has committed by now.
    const earlier = key && (await entries.entryOfClientKey(communityId, key));
    if (earlier) return { id: earlier, created: false };
    const pass = await entries.passById(communityId, passId);
    if (!pass) throw passNotFound();
    const reason = refusalOf(passTimesOf(pass), await entries.visitsOf(passId), at);
    if (reason !== null) throw new Refusal('conflict', visitors.reasons[reason]);
    const id = await entries.insertEntry({
      communityId,
      kind: 'pass',
      passId,
      residentId: pass.residentId,
      visitorName: pass.visitorName,
      visitorPhone: pass.visitorPhone,
      people: pass.people,
      vehiclePlate: pass.vehiclePlate,
      checkedInAt: at.toISOString(),
      checkedInBy: actor.userId,
      checkedOutAt: null,
      checkedOutBy: null,
      clientKey: key,
      outClientKey: null,
      recordedAt: now.toISOString(),
    });
    if (id !== null) return { id, created: true };
    return { id: (await entries.entryOfClientKey(communityId, key!))!, created: false };
  });
  return { entry: await entryOf(gate.repos, communityId, written.id), created: written.created };
}
