/** Notices and reminders (issue 19). */

export const NOTICE_TITLE_MAX_LENGTH = 120;
/** The body's text, with its simple formatting marks (**bold**, *italic*, lists, line breaks). */
export const NOTICE_BODY_MAX_LENGTH = 5_000;
/** Streets one notice may name. */
export const NOTICE_STREETS_MAX = 200;

/** One SMS: 160 GSM characters; a longer text goes as several parts (and costs as many). */
export const SMS_SEGMENT_LENGTH = 160;

/** Deliveries one job sends: a notice to 10,000 residents is 50 jobs, none blocking a request. */
export const NOTICE_SEND_BATCH_SIZE = 200;

/** Reminder schedule: the billing day and reminder days are days of the month (1 to 28). */
export const REMINDER_DAY_MIN = 1;
export const REMINDER_DAY_MAX = 28;
export const REMINDER_DAYS_MAX = 4;

/** How often each server looks for billing and reminders due today. */
export const REMINDER_TICK_MS = 60_000;

/** Termii's sender ids: 3 to 11 letters or digits, registered with Termii beforehand. */
export const TERMII_SENDER_ID_PATTERN = '^[A-Za-z0-9]{3,11}$';

/** A failed job's error as administrators read it: its first part (a provider's answer can be long). */
export const FAILED_JOB_ERROR_SHOWN_LENGTH = 500;
