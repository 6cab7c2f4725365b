/**
 * "Already exists" answers (issue 12, finding 5). E-mail addresses and phone numbers are unique on
 * the whole platform, so a 409 'An account with this email already exists' tells whoever sees it
 * that someone, in any community, has that account. The policy, in one place for every route
 * that can give such an answer:
 *
 * - Administrators of the community adding or editing a person (residents' forms, the Super
 *   admin's community form) are told, because they must choose another address; those answers
 *   are limited to 30 an hour per administrator (429 after), counted before the route looks, so
 *   parallel requests cannot pass the limit.
 * - Anyone else (a Member's own record, a user's own profile) gets one neutral refusal for the
 *   e-mail and the phone alike, limited to 5 an hour per account.
 * - Public sign-up never answers it (services/communities/community-registration.ts mails the
 *   address instead).
 *
 * Every such answer and every refusal by this limit writes an audit row, so a Super admin can
 * see someone probing. The counts live in a ThrottleStore like the sign-in limits. The hooks
 * that apply this policy to the routes' answers are plugins/app/taken-answers.ts.
 */
import { messages } from '../../../shared/messages.js';
import { canAdminister } from '../../../shared/roles.js';
import type { Admission, ThrottleStore } from './throttle.js';

const HOUR = 60 * 60 * 1000;
export const TAKEN_ANSWERS_PER_ADMINISTRATOR = 30;
export const TAKEN_ANSWERS_PER_ACCOUNT = 5;

/** The texts of an "already exists" answer. */
const TAKEN: ReadonlySet<string> = new Set([
  messages.resident.emailTaken,
  messages.resident.phoneTaken,
  messages.community.adminEmailTaken,
  messages.community.phoneTaken,
  messages.profile.identifierUnavailable,
]);

/** True when a refusal's message says which identifier is in use (or the neutral one). */
export function isTakenAnswer(message: string): boolean {
  return TAKEN.has(message);
}

/** Told the truth: an administrator, on a form that adds or edits someone else. */
export function mayBeToldTaken(roleName: string | null | undefined, ownProfile: boolean): boolean {
  return canAdminister(roleName) && !ownProfile;
}

/** What someone who may not be told gets instead of a taken answer. */
export const NEUTRAL_TAKEN_ANSWER = messages.profile.identifierUnavailable;

/**
 * Counts one answer the account may get, or refuses once its hour's limit is used. `now` in
 * milliseconds (the app's clock, nowOf).
 */
export function admitTakenAnswer(
  store: ThrottleStore,
  userId: number,
  mayBeTold: boolean,
  now: number,
): Admission | Promise<Admission> {
  const max = mayBeTold ? TAKEN_ANSWERS_PER_ADMINISTRATOR : TAKEN_ANSWERS_PER_ACCOUNT;
  return store.admit([{ key: `taken:${userId}`, limit: { max, windowMs: HOUR } }], now);
}
