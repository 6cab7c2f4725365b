/** The gate (issue 21): visitor passes, checks and the entry log. */

/** A pass code: 6 characters of VISITOR_CODE_ALPHABET (src/shared/visitors.ts). */
export const VISITOR_CODE_LENGTH = 6;
/** What a guard may type in the code field before it is plainly not a code. */
export const VISITOR_CODE_INPUT_MAX_LENGTH = 20;
export const VISITOR_NAME_MAX_LENGTH = 100;
export const VEHICLE_PLATE_MAX_LENGTH = 20;
/** People on one pass or walk-in. */
export const VISITOR_PEOPLE_MIN = 1;
export const VISITOR_PEOPLE_MAX = 50;
/** A one-time pass's window, and a recurring pass's daily window, at most this long. */
export const PASS_WINDOW_MAX_HOURS = 72;
/** How far ahead a pass may start, and a recurring pass run until: a year. */
export const PASS_AHEAD_MAX_DAYS = 366;
/** Wrong codes a guard, and a community's gate as a whole, may try in a minute. */
export const GATE_WRONG_CODES_PER_MINUTE = 10;
export const GATE_WRONG_CODES_WINDOW_MS = 60_000;
/** An offline check-in's id from the phone (a UUID), so a replay is recorded once. */
export const CLIENT_KEY_MAX_LENGTH = 64;
/** How long ago an offline check-in may say it happened: a guard's phone offline for a day. */
export const OFFLINE_ENTRY_MAX_AGE_HOURS = 24;
/** How far ahead of the server's clock a phone's `at` may be (its clock a little fast). */
export const OFFLINE_ENTRY_FUTURE_TOLERANCE_MS = 60_000;
/** The entry log's range when none is given: the last 7 days, today included. */
export const VISITOR_LOG_DEFAULT_DAYS = 7;
/** The entry log's range at most (and its export's). */
export const VISITOR_LOG_RANGE_MAX_DAYS = 366;
/** Fresh codes a new pass tries before giving up (each taken one is a unique-index violation). */
export const VISITOR_CODE_ATTEMPTS = 8;
/** The pass's QR image, in pixels a side (sharp on a phone, small as a data URL). */
export const VISITOR_QR_WIDTH = 240;
