/**
 * Who each row of a residents sheet is (issue 17): an existing resident of the community by
 * Member ID, else e-mail, else phone (the row is then unchanged: an import adds, it never
 * overwrites), or a new one. A row naming two different people, an e-mail or phone held by an
 * account that is not a resident of this community, or a person already on an earlier row of the
 * file, is an error. Everything is matched in memory against what was read once.
 */
import type { ImportRowError } from '../../../shared/contract/imports.js';
import { messages } from '../../../shared/messages.js';
import type { PayerIdentity } from '../../repositories/money/ledger-repository.js';
import type { AccountHolder } from '../../repositories/residents/resident-import-repository.js';
import { RESIDENT_COLUMN as C, type ResidentRow } from './resident-row.js';

const texts = messages.imports.residents;

/** Each row's resident: an existing one's id, or null for a new resident. */
export type Matches = Map<ResidentRow, number | null>;

/** The same person on an earlier row: by the same e-mail, phone or member ID. */
function duplicatesInFile(rows: readonly ResidentRow[]): {
  first: ResidentRow[];
  errors: ImportRowError[];
} {
  const seen = { email: new Map<string, number>(), phone: new Map<string, number>() };
  const seenMember = new Map<string, number>();
  const first: ResidentRow[] = [];
  const errors: ImportRowError[] = [];
  for (const row of rows) {
    const earlier: [string, number][] = [];
    if (row.memberId !== null && seenMember.has(row.memberId)) {
      earlier.push([C.memberId, seenMember.get(row.memberId)!]);
    }
    if (row.email !== null && seen.email.has(row.email)) {
      earlier.push([C.email, seen.email.get(row.email)!]);
    }
    if (row.phone !== null && seen.phone.has(row.phone)) {
      earlier.push([C.phone, seen.phone.get(row.phone)!]);
    }
    for (const [column, at] of earlier) {
      errors.push({ row: row.row, column, message: texts.duplicate(column, at) });
    }
    if (earlier.length > 0) continue;
    if (row.memberId !== null) seenMember.set(row.memberId, row.row);
    if (row.email !== null) seen.email.set(row.email, row.row);
    if (row.phone !== null) seen.phone.set(row.phone, row.row);
    first.push(row);
  }
  return { first, errors };
}

/**
 * Each row's resident, and the rows' errors. `residents` are the community's (with their
 * accounts' e-mail and phone); `holders` every account holding one of the sheet's e-mails or
 * phones, in any community.
 */
export function matchResidents(
  rows: readonly ResidentRow[],
  communityId: number,
  residents: readonly PayerIdentity[],
  holders: readonly AccountHolder[],
): { matches: Matches; errors: ImportRowError[] } {
  const { first, errors } = duplicatesInFile(rows);
  const byMember = new Map(residents.map((r) => [r.memberId.toUpperCase(), r]));
  byMember.delete('');
  const byEmail = new Map(holders.flatMap((h) => (h.email ? [[h.email, h] as const] : [])));
  const byPhone = new Map(
    holders.flatMap((h) => (h.mobileNumber ? [[h.mobileNumber, h] as const] : [])),
  );
  const matches: Matches = new Map();

  for (const row of first) {
    const error = (column: string, message: string) =>
      errors.push({ row: row.row, column, message });
    /** The resident each identifying cell names: id, null (nobody yet), or undefined (error). */
    const named: [string, number | null][] = [];
    let wrong = false;

    if (row.memberId !== null) {
      const resident = byMember.get(row.memberId);
      if (resident) named.push([C.memberId, resident.residentId]);
      else {
        error(C.memberId, texts.noSuchMember);
        wrong = true;
      }
    }
    const holderOf = (column: string, holder: AccountHolder | undefined) => {
      if (!holder) return;
      if (holder.communityId !== communityId || holder.residentId === null) {
        error(column, texts.takenByOther(column));
        wrong = true;
      } else named.push([column, holder.residentId]);
    };
    if (row.email !== null) holderOf(C.email, byEmail.get(row.email));
    if (row.phone !== null) holderOf(C.phone, byPhone.get(row.phone));
    if (wrong) continue;

    // Every cell that names someone must name the same resident.
    const [trusted, ...others] = named;
    const other = others.find(([, id]) => id !== trusted?.[1]);
    if (trusted && other) {
      error(other[0], texts.twoResidents(other[0], trusted[0]));
      continue;
    }
    matches.set(row, trusted ? trusted[1] : null);
  }
  return { matches, errors };
}
