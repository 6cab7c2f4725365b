/**
 * Guarded changes (issue 12): a change that redirects money (a community's bank details; issue
 * 18's payment settings next) is where a stolen session or a taken-over account pays off, so it
 * - needs the account's current password again (missing or wrong: 400, nothing changed, and the
 *   refusal is audited); wrong ones count with the account's failed sign-ins and password
 *   changes (security/login-throttle.ts), so a stolen session cannot guess without end (429);
 * - writes an audit row with the old and new values in the transaction that saves it;
 * - after the answer, e-mails every administrator of the community the old and new values, so
 *   the others hear of a change one of them (or an intruder) made. A mail that cannot be sent is
 *   logged; the change stands.
 */
import { PRODUCT_NAME, messages } from '../../../shared/messages.js';
import type { CommunitiesTable } from '../../db/schema.js';
import { ADMIN, EXCO_ROLES } from '../../../shared/roles.js';
import { Refusal } from '../refusal.js';
import type { MailMessage } from '../../mail/mailer.js';
import type { Repositories } from '../../repositories/index.js';
import type { Requester } from '../requester.js';
import { checkCurrentPassword, type PasswordCheckServices } from './current-password.js';
import { TooManyAttempts } from './throttle.js';
import { AUDIT_ACTIONS, audit, recordAudit } from '../audit/audit.js';

/** What a guarded change uses of the app: the password check's services and the mail. */
export interface GuardServices extends PasswordCheckServices {
  mail: { sendMail(message: MailMessage): Promise<void> };
}

/** Labelled values of what a guarded change sets, e.g. `{ 'Bank name': 'Access Bank' }`. */
export type GuardedValues = Record<string, string>;

export interface GuardedChange {
  communityId: number;
  /** The audit action (AUDIT_ACTIONS). */
  action: string;
  /** What changes, in words: 'bank details'. */
  what: string;
  /** The subject of the administrators' e-mail. */
  subject: string;
  /** The password the request sent to confirm the change. */
  currentPassword: string | undefined;
  /** The new values, labelled as `read` labels the old ones. */
  values: GuardedValues;
  /** Inside the transaction: the values as they are now. */
  read(repos: Repositories): Promise<GuardedValues>;
  /** Inside the transaction: saves the new values. */
  write(repos: Repositories): Promise<void>;
}

/**
 * Refuses ('invalid') unless `password` is the requester's current password (an account without
 * a password costs the same argon2 time). A refusal writes an audit row first.
 */
export async function confirmCurrentPassword(
  app: GuardServices,
  by: Requester,
  password: string | undefined,
  what: string,
): Promise<void> {
  const auditRefused = (target: string) =>
    audit({ repos: app.repos, log: by.log }, by.trail, {
      action: AUDIT_ACTIONS.guardedChangeRefused,
      target: `${what}: ${target}`,
      communityId: by.communityId,
      outcome: 'refused',
    });
  const refuse = async (message: string) => {
    await auditRefused(`${password ? 'wrong' : 'missing'} current password`);
    return new Refusal('invalid', message, 'currentPassword');
  };
  if (password === undefined || password === '') {
    throw await refuse(messages.profile.currentPasswordRequired);
  }
  const check = await checkCurrentPassword(app, by.userId, by.trail.clientAddress, password);
  if (check.outcome === 'throttled') {
    await auditRefused('too many wrong current passwords');
    throw new TooManyAttempts(check.retryAfterMs, messages.profile.tooManyPasswordAttempts);
  }
  if (check.outcome === 'wrong') throw await refuse(messages.profile.wrongPassword);
}

const quoted = (value: string | undefined) => (value ? `'${value}'` : '(none)');

/** `Bank name 'A' → 'B'; Account number …`: the values that differ. */
function describe(before: GuardedValues, after: GuardedValues): string {
  return Object.keys(after)
    .filter((label) => before[label] !== after[label])
    .map((label) => `${label} ${quoted(before[label])} → ${quoted(after[label])}`)
    .join('; ');
}

/** The e-mail to each administrator. */
function changeMail(
  change: GuardedChange,
  before: GuardedValues,
  changedBy: string,
  communityName: string,
): { subject: string; text: string } {
  const lines = Object.keys(change.values).map(
    (label) => `${label}: ${quoted(before[label])} → ${quoted(change.values[label])}`,
  );
  const text = [
    'Hello,',
    '',
    `The ${change.what} of ${communityName} on ${PRODUCT_NAME} were changed.`,
    '',
    'Old → new:',
    ...lines,
    '',
    `Changed by: ${changedBy}`,
    `When: ${new Date().toISOString()} (UTC)`,
    '',
    'If you do not know of this change, check the community before anyone pays, and contact',
    'the other administrators at once.',
    '',
    PRODUCT_NAME,
  ].join('\n');
  return { subject: change.subject, text };
}

/** Mails every administrator of the community; run it after the answer (app.afterAnswer). */
export type AdministratorsNotice = () => Promise<void>;

/**
 * Runs a guarded change: confirms the password and saves the values with their audit row in one
 * transaction. When anything changed, returns the notice to every administrator of the
 * community, for the route to send once it has answered (a slow mail server must not hold up the
 * save); null when nothing changed.
 */
export async function applyGuardedChange(
  app: GuardServices,
  by: Requester,
  change: GuardedChange,
): Promise<AdministratorsNotice | null> {
  await confirmCurrentPassword(app, by, change.currentPassword, change.what);
  const { repos } = app;
  const { trail } = by;
  const before = await repos.transaction(async (trx) => {
    const old = await change.read(trx);
    const difference = describe(old, change.values);
    if (difference === '') return null;
    await change.write(trx);
    await recordAudit(trx, trail, {
      action: change.action,
      target: `community ${change.communityId} ${change.what}: ${difference}`,
      communityId: change.communityId,
      outcome: 'success',
    });
    return old;
  });
  if (before === null) return null;
  return async () => {
    const community = await repos.communities.findById(change.communityId);
    const mail = changeMail(change, before, trail.actorName, community?.communityName ?? '');
    const recipients = await repos.accounts.emailsWithRoles(change.communityId, [
      ADMIN,
      ...EXCO_ROLES,
    ]);
    for (const to of recipients) {
      try {
        await app.mail.sendMail({ to, ...mail });
      } catch (err) {
        by.log.error({ err, communityId: change.communityId }, 'Could not mail a change notice');
      }
    }
  };
}

/** A community's bank details, as the guard labels them in the audit row and the e-mails. */
function labelledBank(values: { bankName: string; bankAccountNumber: string }): GuardedValues {
  return { 'Bank name': values.bankName, 'Account number': values.bankAccountNumber };
}

/**
 * The guarded change of a community's bank details: the Admin's own route and the Super admin's
 * community edit (`write` saves whatever else that edit changes with them).
 */
export function bankDetailsChange(
  communityId: number,
  values: { bankName: string; bankAccountNumber: string },
  currentPassword: string | undefined,
  write: (repos: Repositories) => Promise<unknown>,
): GuardedChange {
  return {
    communityId,
    action: AUDIT_ACTIONS.bankDetailsChange,
    what: 'bank details',
    subject: messages.profile.bankDetailsChangedSubject,
    currentPassword,
    values: labelledBank(values),
    read: async (repos) => {
      const community = await repos.communities.findById(communityId);
      if (!community) throw new Error(`Community ${communityId} could not be read`);
      return labelledBank(community);
    },
    write: async (repos) => {
      await write(repos);
    },
  };
}

/** The bank details a community edit leaves (its own values where the edit names none). */
export function bankAfter(
  current: Pick<CommunitiesTable, 'bankName' | 'bankAccountNumber'>,
  changes: { bankName?: unknown; bankAccountNumber?: unknown },
): { bankName: string; bankAccountNumber: string } {
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  return {
    bankName: text(changes.bankName, current.bankName),
    bankAccountNumber: text(changes.bankAccountNumber, current.bankAccountNumber),
  };
}
