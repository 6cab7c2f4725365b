/**
 * The guard's check (issue 21, point 3): a typed or scanned code, normalised, looked up in the
 * guard's community only. A code no pass of this community has (another community's included, or
 * text that is no code at all) answers `{ valid: false, reason: 'unknown' }` and nothing else, so
 * the answer never tells whether the code exists elsewhere. A known code answers the pass, its
 * host and whether it lets the visitor in now (shared/pass-validity.ts, the one rule).
 *
 * Guessing is throttled: at most GATE_WRONG_CODES_PER_MINUTE unknown codes a minute per guard and
 * per community, counted in the database (every server process shares the counts). As the sign-in
 * limits do, every check is admitted (counted) before the lookup, so parallel guesses cannot slip
 * past the limit, and a known code takes its count back: only wrong codes stay counted. Once a key
 * is full every check by that guard, or at that gate, is refused until the window moves on.
 */
import type { CheckResult, Host } from '../../../shared/contract/visitors.js';
import type { Page, PagedList } from '../../../shared/contract/paging.js';
import {
  GATE_WRONG_CODES_PER_MINUTE,
  GATE_WRONG_CODES_WINDOW_MS,
} from '../../../shared/limits/index.js';
import { messages } from '../../../shared/messages.js';
import { refusalOf } from '../../../shared/pass-validity.js';
import { looksLikeVisitorCode, normaliseVisitorCode } from '../../../shared/visitors.js';
import type { Repositories } from '../../repositories/index.js';
import { TooManyAttempts, type ThrottleKey, type ThrottleStore } from '../accounts/throttle.js';
import { hostOfPass, toHost, type GateActor } from './gate-views.js';
import { passOf, passTimesOf } from './pass-view.js';

/** What the gate's services need of the app. */
export interface GateApp {
  repos: Repositories;
  throttleStore: ThrottleStore;
  /** The server's clock (tests move it). */
  now(): Date;
}

const limit = { max: GATE_WRONG_CODES_PER_MINUTE, windowMs: GATE_WRONG_CODES_WINDOW_MS };

/** The wrong-code counts a check is admitted against: the guard's and the community's. */
export function wrongCodeKeys(actor: Pick<GateActor, 'communityId' | 'userId'>): ThrottleKey[] {
  return [
    { key: `gate:guard:${actor.userId}`, limit },
    { key: `gate:community:${actor.communityId}`, limit },
  ];
}

const UNKNOWN: CheckResult = { valid: false, reason: 'unknown' };

export async function checkCode(
  gate: GateApp,
  actor: GateActor,
  typed: string,
): Promise<CheckResult> {
  const now = gate.now();
  const admission = await gate.throttleStore.admit(wrongCodeKeys(actor), now.getTime());
  if (!admission.allowed) {
    throw new TooManyAttempts(admission.retryAfterMs, messages.visitors.tooManyWrongCodes);
  }
  const code = normaliseVisitorCode(typed);
  const pass = looksLikeVisitorCode(code)
    ? await gate.repos.visitorEntries.passByCode(actor.communityId, code)
    : null;
  // A wrong code keeps its count.
  if (pass === null) return UNKNOWN;
  await admission.release();
  const visits = await gate.repos.visitorEntries.visitsOf(pass.id);
  const reason = refusalOf(passTimesOf(pass), visits, now);
  return {
    valid: reason === null,
    ...(reason === null ? {} : { reason }),
    pass: { ...passOf(pass, visits, now), openEntryId: visits.openEntryId },
    host: hostOfPass(pass),
  };
}

/** The community's residents a walk-in may visit, by name, address or apartment. */
export async function searchHosts(
  repos: Repositories,
  communityId: number,
  searchText: string | undefined,
  page: Page,
): Promise<PagedList<Host>> {
  const found = await repos.visitorEntries.hosts(communityId, searchText, page);
  return { records: found.records.map(toHost), totalRecordCount: found.totalRecordCount };
}
