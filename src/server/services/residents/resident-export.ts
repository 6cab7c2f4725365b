/**
 * The residents' CSV (`GET /api/Residents/Export`): every matching resident, not one page, written
 * batch by batch so a large community is never held in memory. The cells are written by csv.ts
 * (RFC 4180, formula-safe) in the format of every export (dates YYYY-MM-DD, money with a dot and
 * two decimals); the header is the titles the residents list and form show. The ID number is left
 * out; the outstanding balance (naira) comes from the ledger, read once per batch.
 */
import { FIELD_LABELS, PRODUCT_NAME } from '../../../shared/messages.js';
import { RESIDENT_COLUMN_LABELS as LISTED } from '../../../shared/resident-columns.js';
import type { Repositories } from '../../repositories/index.js';
import type { ResidentRecord } from '../../repositories/residents/residents-repository.js';
import { csvLines, dateCell, keysetBatches, moneyCell, type Cell } from '../common/csv.js';

export { csvCell } from '../common/csv.js';

export const EXPORT_FILE_NAME = `${PRODUCT_NAME}_resident-List.csv`;

/** Residents read per query while exporting. */
export const EXPORT_BATCH_SIZE = 200;

/** A resident as exported: with what they owe (kobo, from the ledger). */
export type ExportedResident = ResidentRecord & { owedKobo: bigint };

/** The columns, in order: header and value. */
const COLUMNS: readonly [string, (resident: ExportedResident) => Cell][] = [
  [LISTED.fullName, (r) => r.fullName],
  [FIELD_LABELS.title, (r) => r.title],
  [LISTED.email, (r) => r.email ?? ''],
  [LISTED.mobileNumber, (r) => r.mobileNumber ?? ''],
  [FIELD_LABELS.gender, (r) => r.gender],
  [FIELD_LABELS.dob, (r) => dateCell(r.dob)],
  [FIELD_LABELS.maritalStatus, (r) => r.maritalStatus],
  [FIELD_LABELS.occupation, (r) => r.occupation],
  [FIELD_LABELS.nationality, (r) => r.nationality],
  [FIELD_LABELS.state, (r) => r.state],
  [FIELD_LABELS.status, (r) => r.status],
  [LISTED.roleName, (r) => r.roleName],
  [FIELD_LABELS.memberId, (r) => r.memberId],
  [FIELD_LABELS.address, (r) => r.address],
  [LISTED.apartmentName, (r) => r.apartmentName],
  [LISTED.apartmentType, (r) => r.apartmentType],
  [FIELD_LABELS.idNumberType, (r) => r.idNumberType],
  [FIELD_LABELS.expiryDate, (r) => dateCell(r.expiryDate)],
  // Naira owed (negative when paid ahead), exact at any size.
  [LISTED.outStandingBalance, (r) => moneyCell(r.owedKobo)],
  [FIELD_LABELS.referralId, (r) => r.referralId],
  [LISTED.createdDate, (r) => dateCell(r.createdDate)],
];

/** The header line and then one line per resident, as the batches arrive. */
export function residentsCsv(
  batches: AsyncIterable<readonly ExportedResident[]>,
): AsyncGenerator<string> {
  return csvLines(
    COLUMNS.map(([header]) => header),
    batches,
    (resident) => COLUMNS.map(([, of]) => of(resident)),
  );
}

/** Reads every matching resident, newest first, one batch per query (keyset on the id). */
export function residentBatches<T extends { id: number }>(
  readBatch: (beforeId: number | null, size: number) => Promise<T[]>,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<T[]> {
  return keysetBatches(
    (after: T | null, batchSize) => readBatch(after?.id ?? null, batchSize),
    size,
  );
}

/**
 * The CSV lines of every resident of `communityId` (null: every community) matching the search,
 * each with what they owe (one ledger query per batch).
 */
export function exportedResidents(
  repos: Repositories,
  communityId: number | null,
  searchText: string | undefined,
): AsyncGenerator<string> {
  return residentsCsv(
    residentBatches(async (beforeId, size) => {
      const batch = await repos.residents.listBatch(communityId, searchText, beforeId, size);
      const owed = await repos.ledgerReports.owedOf(batch.map((r) => r.id));
      return batch.map((r) => ({ ...r, owedKobo: owed.get(r.id) ?? 0n }));
    }),
  );
}
