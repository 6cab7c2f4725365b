/**
 * The residents' CSV (`GET /api/Residents/Export`): every matching resident, not one page, written
 * batch by batch so a large community is never held in memory. The cells are written by csv.ts
 * (RFC 4180, formula-safe). The ID number is left out; the outstanding balance (naira) comes from
 * the ledger, read once per batch.
 */
import { koboText } from '../../../shared/finance.js';
import { PRODUCT_NAME } from '../../../shared/messages.js';
import type { Repositories } from '../../repositories/index.js';
import type { ResidentRecord } from '../../repositories/residents/residents-repository.js';
import { CsvNumber, csvLines, keysetBatches, type Cell } from '../common/csv.js';

export { csvCell } from '../common/csv.js';

export const EXPORT_FILE_NAME = `${PRODUCT_NAME}_resident-List.csv`;

/** Residents read per query while exporting. */
export const EXPORT_BATCH_SIZE = 200;

/** A resident as exported: with what they owe (kobo, from the ledger). */
export type ExportedResident = ResidentRecord & { owedKobo: bigint };

/** The columns, in order: header and value. */
const COLUMNS: readonly [string, (resident: ExportedResident) => Cell][] = [
  ['Full name', (r) => r.fullName],
  ['Title', (r) => r.title],
  ['Email', (r) => r.email ?? ''],
  ['Mobile number', (r) => r.mobileNumber ?? ''],
  ['Gender', (r) => r.gender],
  ['Date of birth', (r) => r.dob],
  ['Marital status', (r) => r.maritalStatus],
  ['Occupation', (r) => r.occupation],
  ['Nationality', (r) => r.nationality],
  ['State', (r) => r.state],
  ['Status', (r) => r.status],
  ['Role', (r) => r.roleName],
  ['Member ID', (r) => r.memberId],
  ['Address', (r) => r.address],
  ['Apartment', (r) => r.apartmentName],
  ['Apartment type', (r) => r.apartmentType],
  ['ID type', (r) => r.idNumberType],
  ['ID expiry', (r) => r.expiryDate],
  // Naira owed (negative when paid ahead), exact at any size, without trailing zeros (15000.5).
  ['Outstanding balance', (r) => new CsvNumber(koboText(r.owedKobo).replace(/\.?0+$/, ''))],
  ['Referral ID', (r) => r.referralId],
  ['Date registered', (r) => r.createdDate.slice(0, 10)],
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
