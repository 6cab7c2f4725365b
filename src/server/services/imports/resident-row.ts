/**
 * One row of a residents sheet (issue 17) read and checked on its own: required cells, lengths,
 * the e-mail and phone in the product's one form, the fee and opening balance as kobo. Matching
 * against what is stored, and against other rows, comes after (resident-matching.ts).
 */
import type { ImportRowError } from '../../../shared/contract/imports.js';
import { normalizeEmail } from '../../../shared/identity.js';
import {
  EMAIL_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '../../../shared/limits/index.js';
import { messages } from '../../../shared/messages.js';
import { phoneProblem, storedPhone } from '../../../shared/phone.js';
import { emailProblem } from '../../../shared/validation.js';
import type { ImportSheetRow } from './import-kind.js';
import { parseNairaAmount } from './values.js';

const texts = messages.imports.residents;

/** The residents template's headers (src/shared/imports.ts), as the errors name them. */
export const RESIDENT_COLUMN = {
  fullName: 'Full name',
  email: 'E-mail',
  phone: 'Phone',
  street: 'Street',
  address: 'Address',
  apartment: 'Apartment',
  apartmentType: 'Apartment type',
  fee: 'Monthly fee (₦)',
  balance: 'Opening balance (₦)',
  memberId: 'Member ID',
} as const;
const C = RESIDENT_COLUMN;

/** The text cells and the longest each may be (the forms' limits for the same fields). */
const TEXT_CELLS = [
  [C.fullName, TEXT_MAX_LENGTH],
  [C.street, TEXT_MAX_LENGTH],
  [C.address, LONG_TEXT_MAX_LENGTH],
  [C.apartment, TEXT_MAX_LENGTH],
  [C.apartmentType, TEXT_MAX_LENGTH],
] as const;

export interface ResidentRow {
  row: number;
  fullName: string;
  /** Normalised (lower case); null when the cell is blank. */
  email: string | null;
  /** Stored form (08031234567); null when the cell is blank. */
  phone: string | null;
  street: string;
  address: string;
  apartment: string;
  apartmentType: string;
  /** Null when the cell is blank. */
  feeKobo: number | null;
  /** Positive: owes; negative: in credit; 0: none. */
  balanceKobo: number;
  /** Upper-cased for matching (NB3-17); null when blank. */
  memberId: string | null;
}

/** Names compare case- and space-insensitively: "Admiralty  way" is "admiralty way". */
export const nameKey = (text: string): string =>
  text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/** The row as values, or null with its errors. */
export function readResidentRow(sheetRow: ImportSheetRow): {
  value: ResidentRow | null;
  errors: ImportRowError[];
} {
  const { row, cells } = sheetRow;
  const errors: ImportRowError[] = [];
  const error = (column: string, message: string) => errors.push({ row, column, message });
  const cell = (header: string) => cells[header] ?? '';

  for (const [header, max] of TEXT_CELLS) {
    if (cell(header) === '') error(header, texts.required(header));
    else if (cell(header).length > max) error(header, texts.tooLong(header, max));
  }

  const emailText = cell(C.email);
  const phoneText = cell(C.phone);
  if (emailText === '' && phoneText === '') error(C.email, texts.contactRequired);
  if (emailText !== '') {
    const problem =
      emailText.length > EMAIL_MAX_LENGTH
        ? texts.tooLong(C.email, EMAIL_MAX_LENGTH)
        : emailProblem(emailText, messages.resident.invalidEmail);
    if (problem) error(C.email, problem);
  }
  if (phoneText !== '') {
    const problem = phoneProblem(phoneText);
    if (problem) error(C.phone, problem);
  }

  const amount = (header: string): number | null => {
    if (cell(header) === '') return null;
    const kobo = parseNairaAmount(cell(header));
    if (kobo === null) error(header, texts.invalidAmount);
    return kobo;
  };
  const feeKobo = amount(C.fee);
  if (feeKobo !== null && feeKobo < 0) error(C.fee, texts.negativeFee);
  const balanceKobo = amount(C.balance) ?? 0;

  const memberText = cell(C.memberId);
  if (memberText.length > SHORT_TEXT_MAX_LENGTH) {
    error(C.memberId, texts.tooLong(C.memberId, SHORT_TEXT_MAX_LENGTH));
  }

  if (errors.length > 0) return { value: null, errors };
  return {
    value: {
      row,
      fullName: cell(C.fullName),
      email: emailText === '' ? null : normalizeEmail(emailText),
      phone: phoneText === '' ? null : storedPhone(phoneText),
      street: cell(C.street),
      address: cell(C.address),
      apartment: cell(C.apartment),
      apartmentType: cell(C.apartmentType),
      feeKobo,
      balanceKobo,
      memberId: memberText === '' ? null : memberText.toUpperCase(),
    },
    errors,
  };
}
