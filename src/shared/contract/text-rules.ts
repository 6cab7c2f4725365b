/**
 * Rules on text that the contract states so that the document says what the server accepts
 * (issue 13): a required text is refused when it holds nothing but white space, since every
 * handler trims before it checks, and answers it as a missing field (validation-messages.ts);
 * dates and months have their shape. What no pattern can say (not after today, a real day of the
 * calendar) stays in the descriptions and the handlers' checks.
 */
import type { TString } from 'typebox';
import { DATE_PATTERN, MONTH_PATTERN } from '../limits/dates.js';
import { BANK_ACCOUNT_NUMBER_PATTERN } from '../limits/text.js';

/** At least one character that is not white space (JavaScript's `\s`, the set `trim` removes). */
export const NOT_BLANK_PATTERN = '\\S';

/** Spread into a required text's `Type.String` options. */
export const NOT_BLANK = { minLength: 1, pattern: NOT_BLANK_PATTERN } as const;

/** The same text schema, refusing a blank value. */
export function notBlank<T extends TString>(schema: T): T {
  return { ...schema, ...NOT_BLANK };
}

/** The source of a pattern, without its anchors. */
const inner = (pattern: RegExp) => pattern.source.replace(/^\^/, '').replace(/\$$/, '');

/** YYYY-MM-DD. */
export const DATE_TEXT_PATTERN = DATE_PATTERN.source;

/** YYYY-MM-DD, or nothing but white space (a date that defaults, e.g. to today). */
export const OPTIONAL_DATE_TEXT_PATTERN = `^(\\s*|${inner(DATE_PATTERN)})$`;

/** YYYY-MM with a month from 01 to 12, white space around it allowed (it is trimmed). */
export const MONTH_TEXT_PATTERN = `^\\s*${inner(MONTH_PATTERN)}\\s*$`;

/** A bank account number: NUBAN's 10 digits or nothing, white space around it allowed (trimmed). */
export const BANK_ACCOUNT_NUMBER_TEXT_PATTERN = `^\\s*${inner(BANK_ACCOUNT_NUMBER_PATTERN)}\\s*$`;

/**
 * One of `choices` in any case, white space around it allowed (the handler trims and compares
 * without case), e.g. a dependant's gender.
 */
export function anyCaseChoicePattern(choices: readonly string[]): string {
  const anyCase = (choice: string) =>
    [...choice]
      .map((c) =>
        /[a-z]/i.test(c)
          ? `[${c.toUpperCase()}${c.toLowerCase()}]`
          : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('');
  return `^\\s*(${choices.map(anyCase).join('|')})\\s*$`;
}
