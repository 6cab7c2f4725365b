/**
 * Notices and reminders (issue 19): the choices both sides name. A notice reaches its audience in
 * the app always, and by e-mail and SMS when the author picks them; each (recipient, channel) has
 * one delivery record. Reminders are notices of kind `reminder`, written by the schedule or by
 * "Run reminders now", addressed to the residents who owe.
 */

/** Who a notice is for: every resident, those on chosen streets, those who owe, the excos. */
export const NOTICE_AUDIENCES = ['everyone', 'streets', 'debtors', 'excos'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

/**
 * Every audience a stored notice may name: the postable ones, and `host` (issue 21): a walk-in's
 * notice, written by the gate to the one resident the visitor came to. Administrators never post it.
 */
export const NOTICE_READ_AUDIENCES = [...NOTICE_AUDIENCES, 'host'] as const;
export type NoticeReadAudience = (typeof NOTICE_READ_AUDIENCES)[number];

/** The channels an author may add to the app (which every notice uses). */
export const NOTICE_CHANNELS = ['email', 'sms'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** A delivery's channel: the app, and the chosen ones. */
export const DELIVERY_CHANNELS = ['app', 'email', 'sms'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** queued: waiting to be sent (or retried); skipped: never sent, with the reason. */
export const DELIVERY_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Why a delivery was skipped or failed (messages.notices.reasons has each one's words). */
export const DELIVERY_REASONS = [
  'no_email',
  'no_phone',
  'invalid_phone',
  'opted_out',
  'provider_error',
] as const;
export type DeliveryReason = (typeof DELIVERY_REASONS)[number];

/** A notice an administrator wrote, or a dues reminder the schedule (or "run now") wrote. */
export const NOTICE_KINDS = ['notice', 'reminder'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** Job names on the queue (src/server/jobs): one batch of a notice's deliveries, a reminder run. */
export const NOTICE_JOBS = {
  sendBatch: 'notices.send-batch',
  remindersRun: 'reminders.run',
} as const;

/** The dashboard page a reminder's pay link opens: sign in, then Pay now for what is owed. */
export const PAY_LINK_PATH = '/dashboard/pay';
