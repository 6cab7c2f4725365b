/**
 * A change of an account's e-mail or phone (issue 12: changes that redirect accounts are
 * guarded). Whoever makes it (the account on its profile, an administrator on the resident form,
 * a Member on their own record), the change writes an audit row with the old and new values in
 * the same transaction, and once it is saved and answered (the route queues it with
 * app.afterAnswer) the OLD e-mail address gets a notice: a password reset goes to the new
 * address, so the old one is where the real owner can still hear of a takeover. A notice that cannot be sent is logged; the change stands.
 */
import { PRODUCT_NAME, messages } from '../../../shared/messages.js';
import type { MailMessage } from '../../mail/mailer.js';
import type { Repositories } from '../../repositories/index.js';
import { AUDIT_ACTIONS, recordAudit, type AuditTrail } from '../audit/audit.js';
import type { Requester } from '../requester.js';

/** An account's ways in: its e-mail and its phone (either may be missing). */
export interface Contact {
  email: string | null;
  mobileNumber: string | null;
}

/** One account's e-mail or phone, before and after. */
export interface ContactChange {
  userId: number;
  communityId: number | null;
  before: Contact;
  after: Contact;
}

const shown = (value: string | null) => value ?? '(none)';

/** The change, or null when neither the e-mail nor the phone changes. */
export function contactChangeOf(
  account: { userId: number; communityId: number | null },
  before: Contact,
  after: Contact,
): ContactChange | null {
  const same =
    (before.email ?? null) === (after.email ?? null) &&
    (before.mobileNumber ?? null) === (after.mobileNumber ?? null);
  return same ? null : { ...account, before, after };
}

/** `e-mail a → b; phone x → y`: only what changed (never a password). */
export function describeContactChange(change: ContactChange): string {
  const parts: string[] = [];
  if (change.before.email !== change.after.email) {
    parts.push(`e-mail ${shown(change.before.email)} → ${shown(change.after.email)}`);
  }
  if (change.before.mobileNumber !== change.after.mobileNumber) {
    parts.push(`phone ${shown(change.before.mobileNumber)} → ${shown(change.after.mobileNumber)}`);
  }
  return parts.join('; ');
}

/** Inside the transaction that saves the change: its audit row (rolled back with it). */
export async function recordContactChange(
  repos: Repositories,
  trail: AuditTrail,
  change: ContactChange | null,
): Promise<void> {
  if (!change) return;
  await recordAudit(repos, trail, {
    action: AUDIT_ACTIONS.contactChange,
    target: `account ${change.userId}: ${describeContactChange(change)}`,
    communityId: change.communityId,
    outcome: 'success',
  });
}

/** The notice to the old address. */
export function contactNotice(change: ContactChange, changedBy: string): MailMessage | null {
  const to = change.before.email;
  if (!to) return null;
  const text = [
    'Hello,',
    '',
    `The sign-in details of your ${PRODUCT_NAME} account were changed:`,
    '',
    describeContactChange(change),
    '',
    `Changed by: ${changedBy}`,
    `When: ${new Date().toISOString()} (UTC)`,
    '',
    'If you did not expect this change, contact the administrators of your community at once:',
    'the account can now be signed in to, and its password reset, with the new details.',
    '',
    PRODUCT_NAME,
  ].join('\n');
  return { to, subject: messages.profile.accountChangedSubject, text };
}

/** After the answer: mails the notice to the old address; a failure is logged, never thrown. */
export async function sendContactNotice(
  mail: { sendMail(message: MailMessage): Promise<void> },
  by: Pick<Requester, 'trail' | 'log'>,
  change: ContactChange | null,
): Promise<void> {
  if (!change) return;
  const notice = contactNotice(change, by.trail.actorName);
  if (!notice) return;
  try {
    await mail.sendMail(notice);
  } catch (err) {
    // The change is saved; the audit row still records it.
    by.log.error({ err, userId: change.userId }, 'Could not send the contact change notice');
  }
}
