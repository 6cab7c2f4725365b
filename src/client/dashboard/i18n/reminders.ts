/**
 * Texts of the dues reminders page (issue 19), under `neighbourly.reminders.*`: the server's own
 * words (messages.reminders) and the fields' labels (FIELD_LABELS), so a refusal names a field
 * as the page labels it.
 */
import { FIELD_LABELS, messages } from '../../../shared/messages';

const texts = messages.reminders;

export const reminderTexts = {
  title: texts.title,
  intro:
    'On the billing day the month is billed; on each reminder day every resident who owes is ' +
    'reminded of the amount, what it is for and when it is due. Days are Lagos days, 1 to 28.',
  read_only: 'Only the Admin may change the schedule',
  loading: 'Getting the reminder schedule...',
  load_failed: 'We could not get the reminder schedule. Please refresh the page',
  enabled: FIELD_LABELS.enabled,
  billing_day: FIELD_LABELS.billingDay,
  reminder_days: FIELD_LABELS.reminderDays,
  reminder_days_help: 'Up to 4 days of the month',
  channels: FIELD_LABELS.channels,
  channels_help: 'Reminders always appear in the app; these are sent as well',
  email: messages.notices.channels.email,
  sms: messages.notices.channels.sms,
  saved: texts.saved,
  run_now: texts.runNow,
  run_title: 'Send the dues reminders now?',
  run_content: 'Every resident who owes is reminded now, whatever the schedule says.',
  run_result: 'Result',
};
