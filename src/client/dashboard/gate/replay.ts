/**
 * Sends the phone's queue (offlineQueue.ts) when the connection is back, in the order the guard
 * acted. Each item goes with its clientKey and `at`, and leaves the queue only once the server
 * has answered it for good: recorded (2xx), or refused in a way no retry can change (a 4xx: the
 * pass was cancelled meanwhile, the code is unknown, ...), which the page shows as "Not recorded:
 * <reason>". No answer, a server error, too many requests or an ended session stop the replay and
 * keep the rest for the next try; replaying an item twice records it once (its clientKey).
 */
import type { CheckResult, Entry } from '../../../shared/contract/visitors';
import { messages } from '../../../shared/messages';
import type { GateMethods } from '../providers/methods/gate';
import { removeItem, type QueueStore, type QueuedItem } from './offlineQueue';

export type GateApi = Pick<
  GateMethods,
  'checkVisitorCode' | 'checkInPass' | 'checkOutPass' | 'checkOutEntry' | 'recordWalkIn'
>;

export interface Rejected {
  item: QueuedItem;
  reason: string;
}

export interface ReplayOutcome {
  sent: QueuedItem[];
  rejected: Rejected[];
  /** True when items are left for a later try (no connection, server trouble, signed out). */
  stopped: boolean;
}

const HTTP_CLIENT_ERROR = 400;
const HTTP_SERVER_ERROR = 500;
/** Refusals that may pass later: a timeout, too many requests, an ended session (sign in again). */
const TRY_AGAIN = new Set([401, 408, 429]);

/** The refusal's status: 0 when the request got no answer. */
export function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 0;
}

/** True when no retry can change the answer: the server looked at it and said no. */
export function isFinalRefusal(error: unknown): boolean {
  const status = statusOf(error);
  return status >= HTTP_CLIENT_ERROR && status < HTTP_SERVER_ERROR && !TRY_AGAIN.has(status);
}

/** The server refused the item for good, with this reason (a code's check said no). */
export class NotRecorded extends Error {}

/**
 * react-admin's wrapped dataProvider answers `{ data: {} }` for a call whose 401 ended the session:
 * no entry, so the item stays queued for after sign-in.
 */
export const isEntry = (answer: unknown): answer is Entry =>
  typeof (answer as Entry | null)?.id === 'number';

export function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  return message || messages.generic.failure;
}

/** One item, sent as it was done; throws NotRecorded or the transport's error. */
export async function sendItem(api: GateApi, item: QueuedItem): Promise<Entry> {
  const { action, clientKey, at } = item;
  const body = { clientKey, at };
  switch (action.type) {
    case 'check-in':
      return api.checkInPass(action.passId, body);
    case 'check-out':
      return api.checkOutPass(action.passId, body);
    case 'entry-check-out':
      return api.checkOutEntry(action.entryId, body);
    case 'walk-in':
      return api.recordWalkIn({ ...action.walkIn, ...body });
    case 'check-in-code':
      return checkInCode(api, action.code, body);
  }
}

/**
 * A code typed offline: checked now, then checked in. "Inside" or "used" may be this very item's
 * check-in from an earlier replay whose answer was lost: the check-in with the same clientKey then
 * answers that entry; a different visit is refused, and the check's reason says why.
 */
async function checkInCode(
  api: GateApi,
  code: string,
  body: { clientKey: string; at: string },
): Promise<Entry> {
  const check: CheckResult = await api.checkVisitorCode(code);
  if (typeof check?.valid !== 'boolean') return check as never; // signed out: kept (isEntry)
  const reason = check.reason ? messages.visitors.reasons[check.reason] : '';
  if (!check.pass || (!check.valid && check.reason !== 'inside' && check.reason !== 'used')) {
    throw new NotRecorded(reason || messages.visitors.reasons.unknown);
  }
  try {
    return await api.checkInPass(check.pass.id, body);
  } catch (error) {
    if (!check.valid && isFinalRefusal(error)) throw new NotRecorded(reason);
    throw error;
  }
}

let running: Promise<ReplayOutcome> | null = null;

/**
 * Replays the queue in order; one replay at a time (the 'online' event, the timer and a reload
 * may all ask at once: they share the running one).
 */
export function replayQueue(store: QueueStore, api: GateApi): Promise<ReplayOutcome> {
  running ??= replay(store, api).finally(() => {
    running = null;
  });
  return running;
}

async function replay(store: QueueStore, api: GateApi): Promise<ReplayOutcome> {
  const outcome: ReplayOutcome = { sent: [], rejected: [], stopped: false };
  for (const item of await store.read()) {
    try {
      const entry = await sendItem(api, item);
      if (!isEntry(entry)) return { ...outcome, stopped: true };
      outcome.sent.push(item);
    } catch (error) {
      if (error instanceof NotRecorded || isFinalRefusal(error)) {
        outcome.rejected.push({ item, reason: reasonOf(error) });
      } else {
        return { ...outcome, stopped: true };
      }
    }
    await removeItem(store, item.clientKey);
  }
  return outcome;
}
