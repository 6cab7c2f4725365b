/**
 * Texts of the profile page (issue 7), under `neighbourly.profile.*`: the outcomes and refusals
 * are messages.profile's, word for word, so the client and the server say the same thing; so do
 * the fields' labels (FIELD_LABELS, the words a refusal names them by).
 */
import { FIELD_LABELS, messages } from '../../../shared/messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/validation';

export const profileTexts = {
  ...messages.profile,
  details_title: 'Your details',
  full_name: FIELD_LABELS.fullName,
  person_title: FIELD_LABELS.title,
  email: FIELD_LABELS.email,
  phone: FIELD_LABELS.mobileNumber,
  settings: {
    legend: 'What Members see',
    members_see_who_paid: 'Members see who paid',
    members_see_who_paid_help:
      "On: Members see every resident's name and payment reference on the wallet, income and " +
      'transactions. Off: Members see the totals, the charts and their own payments only.',
  },
  bank: {
    legend: 'Community bank details',
    name: FIELD_LABELS.bankName,
    account_number: FIELD_LABELS.bankAccountNumber,
  },
  /** The Messages card (issue 19): the opt-outs in the server's own words. */
  messages: {
    title: messages.reminders.preferencesTitle,
    help: messages.reminders.preferencesHelp,
    sms: messages.reminders.optOutSms,
    email_reminders: messages.reminders.optOutEmailReminders,
    save: 'Save message choices',
    saved: messages.reminders.preferencesSaved,
    load_failed: 'We could not get your message choices. Please try again.',
    save_failed: 'We could not save your message choices. Please try again.',
  },
  password: {
    title: 'Change password',
    rule: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. Your other sessions are signed out; this one stays.`,
    current: FIELD_LABELS.currentPassword,
    new: FIELD_LABELS.newPassword,
    /** Not the table's 'Confirm password': beside the current password it says which one. */
    confirm: 'Confirm new password',
    save: 'Change password',
  },
};
