/**
 * How a spreadsheet's cells are read (issue 17): the date and amount spellings an import takes,
 * and the cap on what an uploaded workbook may unpack to.
 */

/** Day first, as Nigerians write: 25/11/2026, 5/1/2026 (also with '-' or '.'); day, month, year captured. */
export const DAY_FIRST_DATE_PATTERN = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;

/** A month by name before the day: Nov-25-2026, november 25, 2026, Nov/25/2026. */
export const MONTH_NAME_FIRST_DATE_PATTERN = /^([a-z]+)[\s/-]+(\d{1,2}),?[\s/-]+(\d{4})$/i;

/** A month by name after the day, as Excel shows dates: 25-Nov-2026, 25 November 2026. */
export const DAY_MONTH_NAME_DATE_PATTERN = /^(\d{1,2})[\s/-]+([a-z]+),?[\s/-]+(\d{4})$/i;

/** The shortest a month's name may be written: its first three letters (Nov). */
export const MONTH_NAME_MIN_LETTERS = 3;

/**
 * An Excel serial day written as text (46351 is 2026-11-25): five digits only, so 1927 to 2173,
 * never a stray count or a year.
 */
export const EXCEL_SERIAL_DAY_PATTERN = /^\d{5}$/;

/** Day 0 of Excel's 1900 date system, as the serial days count from it (1899-12-30, UTC). */
export const EXCEL_EPOCH_UTC_MS = Date.UTC(1899, 11, 30);

/** Naira as typed: 15000, 15,000 (whole groups of three only) and up to two decimals (kobo). */
export const NAIRA_TEXT_PATTERN = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** The currency an amount may start with: ₦, NGN, or N (people type N for ₦). */
export const NAIRA_PREFIX_PATTERN = /^(?:₦|NGN|N)\s*/i;

/** An accountant's negative: (2,500). */
export const PARENTHESISED_PATTERN = /^\((.*)\)$/;

/**
 * The most a workbook's parts may unpack to. A 10,000-row residents sheet is about 5 MB unpacked;
 * this leaves three times that for long texts. exceljs holds the whole sheet while reading (about
 * 13 times its unpacked size: 190 MB at this cap), so the cap is also what bounds its memory, and
 * it refuses a zip bomb before anything is read.
 */
export const IMPORT_MAX_UNPACKED_BYTES = 16 * 1024 * 1024;

/** A character no text file holds (NUL, the C0 controls but tab, line and page breaks): binary. */
// eslint-disable-next-line no-control-regex
export const BINARY_CHARACTER_PATTERN = /[\u0000-\u0008\u000e-\u001f]/;

/** A line break in any of the three spellings (CRLF, LF, a lone CR from old Mac Excel). */
export const LINE_BREAK_PATTERN = /\r\n|\n|\r/;
