/**
 * Who paid, as a payments sheet names them (issue 17): by Member ID, else E-mail, else Phone,
 * only among the residents of the importing community. The community's residents are read once
 * and indexed here, so a sheet of thousands of rows costs one query.
 */
import type { ImportRowError } from '../../../shared/contract/imports.js';
import { normalizeEmail } from '../../../shared/identity.js';
import { messages } from '../../../shared/messages.js';
import { isNigerianPhone, storedPhone } from '../../../shared/phone.js';
import { emailProblem } from '../../../shared/validation.js';
import type { PayerIdentity } from '../../repositories/money/ledger-repository.js';
import type { ImportSheetRow } from './import-kind.js';

const texts = messages.importPayments;

/** The columns that name the resident, in the order they are trusted. */
export const PAYER_COLUMNS = ['Member ID', 'E-mail', 'Phone'] as const;
type PayerColumn = (typeof PAYER_COLUMNS)[number];

/** Member IDs are matched whatever their case (NB3-17 or nb3-17). */
const memberKey = (memberId: string) => memberId.trim().toUpperCase();

export interface PayerIndex {
  /** The resident a cell names, null for nobody, or the message of a malformed cell. */
  find(column: PayerColumn, cell: string): PayerIdentity | null | string;
}

export function payerIndex(payers: readonly PayerIdentity[]): PayerIndex {
  const byColumn: Record<PayerColumn, Map<string, PayerIdentity>> = {
    'Member ID': new Map(),
    'E-mail': new Map(),
    Phone: new Map(),
  };
  for (const payer of payers) {
    if (payer.memberId !== '') byColumn['Member ID'].set(memberKey(payer.memberId), payer);
    if (payer.email) byColumn['E-mail'].set(normalizeEmail(payer.email), payer);
    if (payer.mobileNumber) byColumn.Phone.set(payer.mobileNumber, payer);
  }
  return {
    find(column, cell) {
      if (column === 'E-mail') {
        const problem = emailProblem(cell, messages.resident.invalidEmail);
        if (problem) return problem;
        return byColumn['E-mail'].get(normalizeEmail(cell)) ?? null;
      }
      if (column === 'Phone') {
        if (!isNigerianPhone(cell)) return messages.phone.invalid;
        return byColumn.Phone.get(storedPhone(cell)) ?? null;
      }
      return byColumn['Member ID'].get(memberKey(cell)) ?? null;
    },
  };
}

/**
 * The resident a row names, or its errors: the first column given decides; nobody found is an
 * error on it; a later column naming someone else (or nobody) is an error on that column.
 */
export function payerOf(
  index: PayerIndex,
  row: ImportSheetRow,
): { payer: PayerIdentity | null; errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const error = (column: string, message: string) => errors.push({ row: row.row, column, message });
  let chosen: { column: PayerColumn; payer: PayerIdentity } | null = null;
  let given = false;
  for (const column of PAYER_COLUMNS) {
    const cell = row.cells[column] ?? '';
    if (cell === '') continue;
    const first = !given;
    given = true;
    const found = index.find(column, cell);
    if (typeof found === 'string') {
      error(column, found);
    } else if (found === null) {
      error(
        column,
        chosen
          ? texts.notTheResidents(column, chosen.column, chosen.payer.fullName)
          : texts.noResident(column),
      );
    } else if (chosen && chosen.payer.residentId !== found.residentId) {
      error(
        column,
        texts.otherResident(column, found.fullName, chosen.column, chosen.payer.fullName),
      );
    } else if (first) {
      chosen = { column, payer: found };
    }
  }
  // None of the three: the whole row ('') is in error.
  if (!given) error('', texts.residentRequired);
  return { payer: errors.length === 0 && chosen ? chosen.payer : null, errors };
}
