/** The shapes and bounds of dates and months the API takes (issue 13). */

/** The earliest business date (a payment, an expense, an advert's payment): no ledger before it. */
export const DATE_FLOOR = '2000-01-01';

/** The earliest year a calendar date (a birth, a project, an ID's expiry) may name. */
export const CALENDAR_YEAR_FLOOR = 1800;

/** YYYY-MM-DD, with the year, month and day captured (isCalendarDate checks it is a real day). */
export const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM with a month from 01 to 12, year and month captured. */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * An advert's start: YYYY-MM-DD, optionally with a time (seconds and up to nine decimals
 * optional) and a UTC offset (`Z`, `+01:00` or `+0100`); the day, time and zone captured.
 */
export const DATE_TIME_PATTERN =
  /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** A date's text in a JSON body: YYYY-MM-DD. */
export const DATE_TEXT_MAX_LENGTH = 10;

/** An advert's start as the form sends it: a date, or a date-time with an offset. */
export const DATE_TIME_TEXT_MAX_LENGTH = 40;

/** A date's text in a multipart form (Dob, ExpiryDate), with room for a time the check ignores. */
export const FORM_DATE_MAX_LENGTH = 30;

/** A month's text (YYYY-MM), with room so that the month check's own message answers. */
export const MONTH_TEXT_MAX_LENGTH = 20;
