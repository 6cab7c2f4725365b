/**
 * CSV for every export (residents, finance): RFC 4180 (CRLF line ends, quotes doubled) and safe to
 * open in a spreadsheet (CSV injection, issue 12 finding 6). Every text cell is quoted, and a
 * `'` is put before the cell, and before each `;`-separated or line-broken part of it, that starts
 * with =, +, -, @, a tab or a carriage return: a spreadsheet set to split on semicolons (common
 * where the decimal mark is a comma) would otherwise run `Diesel;=1+1` as a formula in its second
 * cell. Text is neutralised whoever wrote it, so a name or phone starting with + or - shows its '.
 * Numbers the server computes (ids, counts, money as {@link moneyCell}) and dates
 * ({@link dateCell}) stay plain and unquoted, so a spreadsheet sums and sorts them; they never
 * come from what a user typed as text.
 *
 * One format for every export (issue 16): dates YYYY-MM-DD, money plain naira with a dot and two
 * decimals (no thousands separator, no currency sign), and a header line of the column titles the
 * list shows on screen (or the spec's, where it fixes a CSV's columns).
 */
import { koboText } from '../../../shared/finance.js';
import { isoDate } from '../../../shared/format.js';

/** A number written as given (e.g. `-250.50`): never neutralised, never quoted. */
export class CsvNumber {
  constructor(readonly text: string) {
    if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`Not a plain number: ${text}`);
  }
}

/**
 * A date written as YYYY-MM-DD, or an empty cell when there is none: never quoted (only digits
 * and dashes, nothing a spreadsheet runs).
 */
export class CsvDate {
  readonly text: string;
  constructor(value: string | Date | null | undefined) {
    this.text = isoDate(value);
  }
}

export type Cell = string | number | CsvNumber | CsvDate;

/** A part a spreadsheet may read as a cell of its own ends at a `;` or a line break. */
const PART_END = /(?<=[;\r\n])/;
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text with `'` before every part that starts like a formula (=, +, -, @, tab, CR). */
export function neutralised(text: string): string {
  return text
    .split(PART_END)
    .map((part) => (FORMULA_START.test(part) ? `'${part}` : part))
    .join('');
}

/** One CSV field: a number as written; text neutralised against formulas, then always quoted. */
export function csvCell(value: Cell): string {
  if (typeof value === 'number') return String(value);
  if (value instanceof CsvNumber || value instanceof CsvDate) return value.text;
  return `"${neutralised(value).replace(/"/g, '""')}"`;
}

/** One line: the cells, comma separated, ending with CRLF. */
export function csvLine(cells: readonly Cell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * Integer kobo as plain naira with two decimals: 500000 -> `5000.00`, -25050 -> `-250.50`. A
 * total comes as bigint and is written exactly at any size (issue 12).
 */
export function moneyCell(kobo: number | bigint): CsvNumber {
  return new CsvNumber(koboText(BigInt(kobo)));
}

/** A date cell (YYYY-MM-DD; empty for none): a business date, or the day of a timestamp (UTC). */
export function dateCell(value: string | Date | null | undefined): CsvDate {
  return new CsvDate(value);
}

/** The header line, then one line per record as the batches arrive. */
export async function* csvLines<T>(
  header: readonly string[],
  batches: AsyncIterable<readonly T[]>,
  cellsOf: (record: T) => readonly Cell[],
): AsyncGenerator<string> {
  yield csvLine(header);
  for await (const batch of batches) {
    if (batch.length > 0) yield batch.map((record) => csvLine(cellsOf(record))).join('');
  }
}

/**
 * Reads every matching record, one batch per query (keyset): `readBatch` gets the last record of
 * the previous batch (null for the first) and answers up to `size` records after it.
 */
export async function* keysetBatches<T>(
  readBatch: (after: T | null, size: number) => Promise<T[]>,
  size: number,
): AsyncGenerator<T[]> {
  let after: T | null = null;
  for (;;) {
    const batch = await readBatch(after, size);
    if (batch.length > 0) yield batch;
    if (batch.length < size) return;
    after = batch[batch.length - 1]!;
  }
}
