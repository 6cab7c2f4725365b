/**
 * One row of a payments sheet read into the values a form payment takes (issue 17): the date
 * (a real day from DATE_FLOOR up to the import date), the amount in kobo (more than 0; values.ts
 * refuses more than MAX_AMOUNT_NAIRA), the method in its canonical spelling, the reference and
 * the resident. Every cell in error is listed, not only the first.
 */
import type { ImportRowError } from '../../../shared/contract/imports.js';
import { PAYMENT_METHODS } from '../../../shared/finance.js';
import { headerKey } from '../../../shared/imports.js';
import { DATE_FLOOR, REFERENCE_MAX_LENGTH } from '../../../shared/limits/index.js';
import { messages } from '../../../shared/messages.js';
import type { PaymentValues } from '../money/ledger-payments.js';
import type { ImportSheetRow } from './import-kind.js';
import { payerOf, type PayerIndex } from './payment-payers.js';
import { parseImportDate, parseNairaAmount } from './values.js';

const texts = messages.importPayments;

/** 'bank TRANSFER', 'BankTransfer' -> 'Bank transfer': the spelling the form stores. */
const METHODS = new Map<string, string>(
  PAYMENT_METHODS.map((method) => [headerKey(method), method]),
);

export interface PaymentRow {
  row: number;
  /** Set when the row has no error. */
  values: PaymentValues | null;
  /** The trimmed reference when the cell has one that fits, for the file's duplicate check. */
  reference: string | null;
  /** The resident's name, for the messages that name them. */
  residentName: string;
  errors: ImportRowError[];
}

export function readPaymentRow(row: ImportSheetRow, today: string, payers: PayerIndex): PaymentRow {
  const errors: ImportRowError[] = [];
  const error = (column: string, message: string) => errors.push({ row: row.row, column, message });
  /** The cell's text, or null (a required-value error) when it is empty. */
  const required = (column: string): string | null => {
    const cell = row.cells[column] ?? '';
    if (cell === '') error(column, texts.required(column));
    return cell === '' ? null : cell;
  };

  const dateText = required('Date');
  const date = dateText === null ? null : parseImportDate(dateText);
  if (dateText !== null && date === null) error('Date', texts.invalidDate);
  else if (date !== null && (date < DATE_FLOOR || date > today))
    error('Date', texts.dateOutOfRange);

  const amountText = required('Amount (₦)');
  const kobo = amountText === null ? null : parseNairaAmount(amountText);
  if (amountText !== null && (kobo === null || kobo <= 0)) error('Amount (₦)', texts.invalidAmount);

  const methodText = required('Method');
  const method = methodText === null ? undefined : METHODS.get(headerKey(methodText));
  if (methodText !== null && method === undefined) {
    error('Method', texts.invalidMethod(PAYMENT_METHODS));
  }

  const referenceText = required('Reference');
  const fits = referenceText !== null && referenceText.length <= REFERENCE_MAX_LENGTH;
  if (referenceText !== null && !fits) error('Reference', texts.referenceTooLong);

  const { payer, errors: payerErrors } = payerOf(payers, row);
  errors.push(...payerErrors);

  const reference = fits ? referenceText : null;
  const values =
    errors.length === 0 && payer && date && kobo !== null && method && reference
      ? {
          residentId: payer.residentId,
          amountKobo: kobo,
          paymentDate: date,
          method,
          reference,
          projectId: null,
        }
      : null;
  return { row: row.row, values, reference, residentName: payer?.fullName ?? '', errors };
}
