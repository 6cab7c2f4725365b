/**
 * Password reset by e-mailed code (issue 7; decisions.md, Security → Reset code).
 *
 * - Asking for a code answers the same whether or not the account exists, after the same work
 *   (one lookup, a code drawn and hashed). Storing the code and sending the e-mail happen after
 *   the answer, so neither shows in its timing.
 * - A new code ends the account's older ones; an account gets at most 5 codes an hour (further
 *   requests get the same answer and no e-mail).
 * - Checking a code counts a try first (a guarded UPDATE), so at most 5 checks are ever made per
 *   code, whatever runs concurrently; the fifth wrong one ends it. A code lives 10 minutes and is
 *   used once. Every failure, an unknown account included, gives one answer.
 * - A reset sets the new password, ends every session of the account and every open code.
 * The code and the passwords are never logged.
 */
import { isEmailIdentifier } from '../../../shared/identity.js';
import { messages, PRODUCT_NAME } from '../../../shared/messages.js';
import type { SessionUser } from '../../../shared/contract/auth.js';
import type { AppConfig } from '../../config.js';
import type { MailMessage } from '../../mail/mailer.js';
import type { Repositories } from '../../repositories/index.js';
import { normalizeIdentifier } from './credentials.js';
import { hashPassword } from './passwords.js';
import {
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MS,
  RESET_CODE_WINDOW_MS,
  RESET_CODES_PER_HOUR,
  hashResetCode,
  newResetCode,
  normalizeResetCode,
  resetCodeMatches,
} from './reset-codes.js';

/** The account an identifier (e-mail in any case, or phone in local or +234 form) names. */
async function accountFor(repos: Repositories, identifier: string): Promise<SessionUser | null> {
  const by = isEmailIdentifier(identifier) ? 'email' : 'mobileNumber';
  const account = await repos.users.findForSignIn(by, normalizeIdentifier(identifier));
  if (!account) return null;
  const { passwordHash: _hash, ...user } = account;
  return user;
}

/** The e-mail that carries a code: names the product and the code, never logged itself. */
export function resetCodeMail(
  config: Pick<AppConfig, 'publicUrl'>,
  account: { fullName: string; email: string },
  code: string,
): MailMessage {
  const minutes = RESET_CODE_TTL_MS / 60_000;
  const text = [
    `Hello ${account.fullName},`,
    '',
    `Your ${PRODUCT_NAME} password reset code is: ${code}`,
    '',
    `It is valid for ${minutes} minutes and works once. Enter it on the page where you asked`,
    `for it (${config.publicUrl}/auth/reset-password) with your e-mail address or phone number`,
    'and your new password.',
    '',
    'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
    '',
    PRODUCT_NAME,
  ].join('\n');
  return { to: account.email, subject: messages.reset.mailSubject, text };
}

export type CodeRequestOutcome =
  | { kind: 'sent'; userId: number; mail: MailMessage }
  | { kind: 'limited'; userId: number }
  | { kind: 'unknown' };

/** A code drawn for a request, stored (for a known account) only after the answer. */
export interface PreparedCode {
  account: SessionUser | null;
  code: string;
  hashed: ReturnType<typeof hashResetCode>;
}

/**
 * The work done before answering, the same for every identifier (issue 12, finding 5): one
 * lookup, one code drawn and hashed. Storing it (a transaction that only known accounts need)
 * happens after the answer, in {@link storeResetCode}, so the answer's timing shows nothing.
 */
export async function prepareResetCode(
  repos: Repositories,
  identifier: string,
): Promise<PreparedCode> {
  const account = await accountFor(repos, identifier);
  const code = newResetCode();
  return { account: account?.email ? account : null, code, hashed: hashResetCode(code) };
}

/**
 * After the answer: stores the prepared code's hash, ending older codes, unless the account has
 * had 5 codes this hour; the caller sends `mail`.
 */
export async function storeResetCode(
  repos: Repositories,
  config: Pick<AppConfig, 'publicUrl'>,
  prepared: PreparedCode,
  now: Date,
): Promise<CodeRequestOutcome> {
  const { account, code, hashed } = prepared;
  if (!account?.email) return { kind: 'unknown' };
  const { id: userId, email, fullName } = account;
  const since = new Date(now.getTime() - RESET_CODE_WINDOW_MS).toISOString();
  const at = now.toISOString();
  const stored = await repos.transaction(async (trx) => {
    await trx.passwordResets.lockAccount(userId);
    if ((await trx.passwordResets.countSentSince(userId, since)) >= RESET_CODES_PER_HOUR) {
      return false;
    }
    await trx.passwordResets.endAllForUser(userId, at);
    await trx.passwordResets.create({
      userId,
      ...hashed,
      createdAt: at,
      expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS).toISOString(),
    });
    return true;
  });
  if (!stored) return { kind: 'limited', userId };
  return { kind: 'sent', userId, mail: resetCodeMail(config, { fullName, email }, code) };
}

export interface ResetInput {
  userUniqueId: string;
  otp: string;
  newPassword: string;
}

export type ResetOutcome = { ok: true; userId: number } | { ok: false };

/** Burns the time of one code check where there is no code to check. */
function checkNothing(code: string): void {
  resetCodeMatches(code, hashResetCode(newResetCode()));
}

/**
 * Checks the code and, when it is right, sets the new password, ends the account's sessions and
 * codes. The new password's rules are checked by the caller first.
 */
export async function resetPassword(
  repos: Repositories,
  input: ResetInput,
  now: Date,
): Promise<ResetOutcome> {
  const code = normalizeResetCode(input.otp) ?? '';
  const account = await accountFor(repos, input.userUniqueId);
  const open = account ? await repos.passwordResets.findOpen(account.id) : null;
  if (!account || !open || code === '') {
    checkNothing(code);
    return { ok: false };
  }
  const at = now.toISOString();
  // The try is counted before the code is compared: a check that is not counted never happens.
  if (!(await repos.passwordResets.takeAttempt(open.id, RESET_CODE_MAX_ATTEMPTS, at))) {
    checkNothing(code);
    return { ok: false };
  }
  if (!resetCodeMatches(code, open)) {
    await repos.passwordResets.endIfExhausted(open.id, RESET_CODE_MAX_ATTEMPTS, at);
    return { ok: false };
  }
  if (!(await repos.passwordResets.use(open.id, at))) return { ok: false };

  const passwordHash = await hashPassword(input.newPassword);
  await repos.transaction(async (trx) => {
    await trx.users.setPassword(account.id, passwordHash);
    await trx.sessions.revokeAllForUser(account.id, at);
    await trx.passwordResets.endAllForUser(account.id, at);
  });
  return { ok: true, userId: account.id };
}
