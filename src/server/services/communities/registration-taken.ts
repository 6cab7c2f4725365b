/**
 * Public sign-up with an e-mail or phone that already has an account (issue 12, finding 5). The
 * answer is the same as for a new registration, nothing is created, and the account's owner is
 * told by e-mail, after the answer: so the sign-up form reveals no accounts, and someone who
 * forgot they had one learns how to get back in.
 *
 * The notice goes to the account that holds the identifier: for a taken admin e-mail that is the
 * address typed; for a taken phone number it is that account's own e-mail, never the address
 * typed (which could be anyone's, and would learn whose phone number it is).
 */
import { PRODUCT_NAME, messages } from '../../../shared/messages.js';
import type { AppConfig } from '../../config.js';
import type { MailMessage } from '../../mail/mailer.js';
import type { Repositories } from '../../repositories/index.js';

type Holder = { email: string | null; fullName: string };

function noticeTo(
  config: Pick<AppConfig, 'publicUrl'>,
  holder: Holder & { email: string },
  what: 'e-mail address' | 'phone number',
): MailMessage {
  const text = [
    `Hello ${holder.fullName},`,
    '',
    `Someone, perhaps you, tried to register a community on ${PRODUCT_NAME} with the ${what}`,
    `of your account. It already has an account, so nothing was registered.`,
    '',
    `To use your account, sign in at ${config.publicUrl}/auth/sign-in, or set a new password`,
    `at ${config.publicUrl}/auth/reset-password if you have forgotten it.`,
    '',
    'If it was not you, you need not do anything: your account has not changed.',
    '',
    PRODUCT_NAME,
  ].join('\n');
  return { to: holder.email, subject: messages.identity.takenMailSubject, text };
}

export type TakenIdentifier = { field: 'email' | 'phone'; notice: MailMessage | null } | null;

/** Which identifier of a registration already has an account, and the notice to its owner. */
export async function takenIdentifier(
  repos: Repositories,
  config: Pick<AppConfig, 'publicUrl'>,
  adminEmail: string,
  phone: string | null,
): Promise<TakenIdentifier> {
  // Both looked up every time, so the work does not depend on which one is in use.
  const byEmail = await repos.users.findByEmail(adminEmail);
  const byPhone = phone ? await repos.users.findByPhone(phone) : null;
  if (byEmail) {
    const holder = { email: adminEmail, fullName: byEmail.fullName };
    return { field: 'email', notice: noticeTo(config, holder, 'e-mail address') };
  }
  if (!byPhone) return null;
  const { email, fullName } = byPhone;
  return {
    field: 'phone',
    notice: email ? noticeTo(config, { email, fullName }, 'phone number') : null,
  };
}
