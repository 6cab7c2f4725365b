/**
 * The ledger writes' input rules beyond the schemas' shapes (issue 5): the messages a schema
 * failure answers with, and the checks of naira amounts, business dates and texts. Each check
 * returns the clean value or throws a 400 with the contract's message.
 */
import type { FastifySchemaValidationError } from 'fastify';
import type { SchemaErrorDataVar } from 'fastify/types/schema.js';
import { MAX_AMOUNT_NAIRA, todayInLagos } from '../../../shared/finance.js';
import { nairaToKobo } from '../../../shared/format.js';
import { DATE_FLOOR, ENTRY_TEXT_MAX_LENGTH } from '../../../shared/limits/index.js';
import { fieldLabel, messages } from '../../../shared/messages.js';
import { isCalendarDate } from '../../../shared/contract/dependants.js';
import { withFieldTexts } from '../../plugins/app/validation-messages.js';
import { formErrors } from './form-errors.js';

const { finance } = messages;

export const billingErrors = formErrors(finance.invalidMonth, {
  invalid: { month: finance.invalidMonth },
});

const paymentBodyErrors = formErrors(finance.required, {
  tooLarge: { amount: finance.amountTooLarge },
  invalid: {
    amount: finance.invalidAmount,
    paymentDate: finance.invalidDate,
    method: finance.invalidMethod,
    residentId: finance.required,
    reference: finance.required,
    projectId: finance.required,
  },
});

/** As the body's, and a missing or malformed Idempotency-Key header has its own message. */
export const paymentErrors = (
  errors: FastifySchemaValidationError[],
  dataVar: SchemaErrorDataVar,
) =>
  dataVar === 'headers'
    ? withFieldTexts(new Error(finance.idempotencyKeyRequired), {
        'idempotency-key': finance.idempotencyKeyRequired,
      })
    : paymentBodyErrors(errors, dataVar);

export const expenseErrors = formErrors(finance.required, {
  tooLarge: { amount: finance.amountTooLarge },
  invalid: {
    amount: finance.invalidAmount,
    expenseDate: finance.invalidDate,
    description: finance.required,
    projectId: finance.required,
  },
});

export const reverseErrors = formErrors(finance.reasonRequired, {
  invalid: { reason: finance.reasonRequired },
});

/**
 * A 400 answer, thrown: the error handler answers `{ message }`, and names `field` in `errors`
 * with `fieldText` (by default the message).
 */
class BadInput extends Error {
  readonly statusCode = 400;
  constructor(
    message: string,
    readonly field?: string,
    readonly fieldText?: string,
  ) {
    super(message);
  }
}

/**
 * Naira (> 0, at most two decimals) as kobo, or 400 finance.invalidAmount; above
 * MAX_AMOUNT_NAIRA, 400 finance.amountTooLarge.
 */
export function amountKobo(naira: number, field = 'amount'): number {
  if (naira > MAX_AMOUNT_NAIRA) throw new BadInput(finance.amountTooLarge, field);
  const kobo = nairaToKobo(naira);
  if (kobo === null || kobo <= 0) throw new BadInput(finance.invalidAmount, field);
  return kobo;
}

/** A real day from DATE_FLOOR (2000-01-01) up to today in Lagos, or 400 finance.invalidDate. */
export function businessDate(value: string, field: string): string {
  const date = value.trim();
  if (!isCalendarDate(date) || date < DATE_FLOOR || date > todayInLagos()) {
    throw new BadInput(finance.invalidDate, field);
  }
  return date;
}

/** Trimmed text of 1..ENTRY_TEXT_MAX_LENGTH (200) characters, or 400 with `message`. */
export function filledText(value: string, message: string, field: string): string {
  const text = value.trim();
  const label = fieldLabel(field);
  if (text.length === 0) throw new BadInput(message, field, `${label} is required`);
  if (text.length > ENTRY_TEXT_MAX_LENGTH) {
    const tooLong = `${label} must be at most ${ENTRY_TEXT_MAX_LENGTH} characters long`;
    throw new BadInput(message, field, tooLong);
  }
  return text;
}

/** 400 with `message` (on `field`) unless `ok`. */
export function requireInput(ok: boolean, message: string, field?: string): void {
  if (!ok) throw new BadInput(message, field);
}
