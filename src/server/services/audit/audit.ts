/**
 * The audit log (issue 7, Audit log; README, Security): one row per sign-in (success and
 * failure), refused authorization (401/403 on a route behind a session), ledger operation
 * (billing, payment, expense, reversal, advert fee, advert payment), role change and ID-document
 * download, with the UTC time, the actor, the community, the action, the target and the client
 * address. A row never holds a password, a reset code or a token: callers pass only ids, names
 * and the identifier typed at sign-in.
 *
 * Two ways to write a row:
 * - {@link audit}: straight away, outside any transaction (sign-ins, refusals). A failed insert
 *   is logged (without its values) and swallowed, so it never turns a refusal into a 500.
 * - {@link recordAudit} / {@link auditOperation}: through a transaction's repositories, inside
 *   the operation it records, so an operation that rolls back leaves no row and an operation whose
 *   row cannot be written does not happen.
 *
 * Nothing here knows the request: the actor comes in as an {@link AuditTrail}, built once per
 * request by plugins/app/actor.ts (`request.trail`, with the request-facing shortcuts); the hook
 * that audits refused requests is plugins/app/audit-refusals.ts.
 */
import type { AuditOutcome } from '../../../shared/contract/audit.js';
import type { SessionUser } from '../../../shared/contract/auth.js';
import { isEmailIdentifier } from '../../../shared/identity.js';
import {
  AUDIT_ACTOR_NAME_MAX_LENGTH,
  AUDIT_CLIENT_ADDRESS_MAX_LENGTH,
  AUDIT_TARGET_MAX_LENGTH,
} from '../../../shared/limits/index.js';
import type { Repositories } from '../../repositories/index.js';
import type { NewAuditRow } from '../../repositories/audit/audit-repository.js';
import { normalizeIdentifier } from '../accounts/credentials.js';
import type { Actor } from '../money/ledger-entries.js';

/** The actions the log knows (the `action` column). */
export const AUDIT_ACTIONS = {
  signIn: 'sign-in',
  refused: 'refused',
  billing: 'billing',
  payment: 'payment',
  expense: 'expense',
  reversal: 'reversal',
  advertFee: 'advert-fee',
  advertPayment: 'advert-payment',
  roleChange: 'role-change',
  excoAssigned: 'exco-assigned',
  excoRemoved: 'exco-removed',
  idDocumentDownload: 'id-document-download',
  passwordChange: 'password-change',
  identifierTaken: 'identifier-in-use',
  lookAlikeAccounts: 'look-alike-accounts',
  /** An account's e-mail or phone changed (issue 12): old → new, so a takeover is traceable. */
  contactChange: 'contact-change',
  /** A guarded change of where money goes (issue 12: bank details, later payment settings). */
  bankDetailsChange: 'bank-details-change',
  /** A guarded change of a community's online payment settings (issue 18); never the secret. */
  paymentSettingsChange: 'payment-settings-change',
  /** A community setting an Admin changed (issue 16: Members see who paid), old → new. */
  communitySettingsChange: 'community-settings-change',
  /** A guarded change refused for a missing or wrong current password. */
  guardedChangeRefused: 'guarded-change-refused',
  /** A spreadsheet import (issue 17): the file's name, its kind, what it created, who ran it. */
  import: 'import',
  /** The Admin's dues reminder schedule changed (issue 19): what it was → what it is. */
  reminderScheduleChange: 'reminder-schedule-change',
  /** A notice posted (issue 19): its id, audience, recipient count and title. */
  notice: 'notice',
} as const;

/** Who acts, and from where. */
export interface AuditTrail {
  actorUserId: number | null;
  actorName: string;
  clientAddress: string;
}

/** What happened, and in which community (null: none, e.g. the Super admin's own acts). */
export interface AuditEvent {
  action: string;
  target: string;
  communityId: number | null;
  outcome: AuditOutcome;
}

/** Where a row written straight away goes, and where a failure to write it is logged. */
export interface AuditSink {
  repos: Repositories;
  log: { error(details: object, message: string): void };
}

export const ANONYMOUS = 'anonymous';
export const UNKNOWN_IDENTIFIER = 'unknown identifier';

/** Printable text of at most `max` characters (no control characters: PostgreSQL refuses NUL). */
function clean(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, max);
}

/** How an account is named in the log: its e-mail, else its phone, else its id. */
export function actorNameOf(user: Pick<SessionUser, 'id' | 'email' | 'mobileNumber'>): string {
  return user.email ?? user.mobileNumber ?? `user ${user.id}`;
}

/** The account acting (or anonymous, null) and the client address it acts from. */
export function trailFor(
  user: Pick<SessionUser, 'id' | 'email' | 'mobileNumber'> | null,
  clientAddress: string,
): AuditTrail {
  return {
    actorUserId: user?.id ?? null,
    actorName: user ? actorNameOf(user) : ANONYMOUS,
    clientAddress,
  };
}

/**
 * Writes one row through `repos` (a transaction's, to write it with the operation). Throws when
 * the insert fails, which rolls the operation back.
 */
export async function recordAudit(
  repos: Repositories,
  trail: AuditTrail,
  event: AuditEvent,
): Promise<void> {
  await repos.audit.insert(auditRow(trail, event));
}

/** The row an event writes, stamped now, its texts cleaned and cut to the columns' lengths. */
export function auditRow(trail: AuditTrail, event: AuditEvent): NewAuditRow {
  return {
    createdAt: new Date().toISOString(),
    actorUserId: trail.actorUserId,
    actorName: clean(trail.actorName, AUDIT_ACTOR_NAME_MAX_LENGTH),
    communityId: event.communityId,
    action: event.action,
    target: clean(event.target, AUDIT_TARGET_MAX_LENGTH),
    clientAddress: clean(trail.clientAddress, AUDIT_CLIENT_ADDRESS_MAX_LENGTH),
    outcome: event.outcome,
  };
}

/**
 * Inside a ledger operation's transaction: the operation's row, in the actor's community. An
 * actor without a trail (the demo seeder, service tests) writes none.
 */
export async function auditOperation(
  repos: Repositories,
  actor: Actor,
  event: { action: string; target: string },
): Promise<void> {
  const row = operationAuditRow(actor, event);
  if (row) await repos.audit.insert(row);
}

/** The row a ledger operation writes; null for an actor without a trail. */
export function operationAuditRow(
  actor: Actor,
  event: { action: string; target: string },
): NewAuditRow | null {
  if (!actor.audit) return null;
  return auditRow(actor.audit, { ...event, communityId: actor.communityId, outcome: 'success' });
}

/**
 * Writes one row now, outside any transaction. Never throws: a failed insert is logged with the
 * action only (no values) and the request goes on.
 */
export async function audit(sink: AuditSink, trail: AuditTrail, event: AuditEvent): Promise<void> {
  try {
    await recordAudit(sink.repos, trail, event);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    sink.log.error(
      {
        action: event.action,
        outcome: event.outcome,
        code: typeof code === 'string' ? code : null,
      },
      'Could not write the audit row',
    );
  }
}

/**
 * The actor name of a sign-in: the identifier typed (trimmed) when it names an account, else
 * 'unknown identifier'. People sometimes type their password into the identifier box, and a
 * password may well look like an e-mail or a phone number, so text that names no account never
 * reaches the log.
 */
export function signInActorName(identifier: string, namesAccount: boolean): string {
  return namesAccount ? identifier.trim() : UNKNOWN_IDENTIFIER;
}

/** The account an identifier names, if any (for a failed sign-in's community). */
async function accountNamed(
  repos: Repositories,
  identifier: string,
): Promise<Pick<SessionUser, 'id' | 'communityId'> | null> {
  const typed = identifier.trim();
  const by = isEmailIdentifier(typed) ? 'email' : 'mobileNumber';
  try {
    const found = await repos.users.findForSignIn(by, normalizeIdentifier(typed));
    return found && { id: found.id, communityId: found.communityId };
  } catch {
    return null;
  }
}

/**
 * A sign-in attempt: 'success' (`user` signed in), 'failure' (wrong or unknown credentials) or
 * 'refused' (too many failures). The row belongs to the community of the account the identifier
 * names, so its administrators see attempts on their accounts; the actor is never the account
 * itself unless the sign-in succeeded.
 */
export async function auditSignIn(
  sink: AuditSink,
  clientAddress: string,
  identifier: string,
  outcome: AuditOutcome,
  user: Pick<SessionUser, 'id' | 'communityId'> | null = null,
): Promise<void> {
  const account = user ?? (await accountNamed(sink.repos, identifier));
  const note = outcome === 'refused' ? ' (too many failed attempts)' : '';
  const trail: AuditTrail = {
    actorUserId: outcome === 'success' ? (user?.id ?? null) : null,
    actorName: signInActorName(identifier, account !== null),
    clientAddress,
  };
  await audit(sink, trail, {
    action: AUDIT_ACTIONS.signIn,
    target: `${account ? `account ${account.id}` : 'unknown account'}${note}`,
    communityId: account?.communityId ?? null,
    outcome,
  });
}
