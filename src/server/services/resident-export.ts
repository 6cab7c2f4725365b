/**
 * The residents' CSV (`GET /api/Residents/Export`): every matching resident, not one page, written
 * batch by batch so a large community is never held in memory. RFC 4180 (CRLF line ends, fields
 * with a comma, quote or line break quoted, quotes doubled) and safe to open in a spreadsheet:
 * a text cell starting with =, +, -, @, a tab or a carriage return is prefixed with ' so it is
 * never run as a formula (CSV injection). The ID number is left out.
 */
import { PRODUCT_NAME } from '../../shared/messages.js';
import type { ResidentRecord } from '../repositories/residents-repository.js';

export const EXPORT_FILE_NAME = `${PRODUCT_NAME}_resident-List.csv`;

/** Residents read per query while exporting. */
export const EXPORT_BATCH_SIZE = 200;

type Cell = string | number;

/** The columns, in order: header and value. */
const COLUMNS: readonly [string, (resident: ResidentRecord) => Cell][] = [
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
  // Naira owed: 0 until the ledger (finance issue) exists.
  ['Outstanding balance', () => 0],
  ['Referral ID', (r) => r.referralId],
  ['Date registered', (r) => r.createdDate.slice(0, 10)],
];

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV field: text neutralised against formulas, then quoted when RFC 4180 needs it. */
export function csvCell(value: Cell): string {
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csvLine(cells: readonly Cell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The header line and then one line per resident, as the batches arrive. */
export async function* residentsCsv(
  batches: AsyncIterable<readonly ResidentRecord[]>,
): AsyncGenerator<string> {
  yield csvLine(COLUMNS.map(([header]) => header));
  for await (const batch of batches) {
    if (batch.length > 0) yield batch.map((r) => csvLine(COLUMNS.map(([, of]) => of(r)))).join('');
  }
}

/** Reads every matching resident, newest first, one batch per query (keyset on the id). */
export async function* residentBatches(
  readBatch: (beforeId: number | null, size: number) => Promise<ResidentRecord[]>,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<ResidentRecord[]> {
  let beforeId: number | null = null;
  for (;;) {
    const batch = await readBatch(beforeId, size);
    if (batch.length > 0) yield batch;
    if (batch.length < size) return;
    beforeId = batch[batch.length - 1]!.id;
  }
}
