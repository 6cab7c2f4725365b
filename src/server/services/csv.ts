/**
 * CSV for every export (residents, finance): RFC 4180 (CRLF line ends, fields with a comma, quote
 * or line break quoted, quotes doubled) and safe to open in a spreadsheet: a text cell starting
 * with =, +, -, @, a tab or a carriage return is prefixed with ' so it is never run as a formula
 * (CSV injection). Numbers are written as they are; money as {@link moneyCell}.
 */
/** A number written as given (e.g. `-250.50`): never neutralised, never quoted. */
export class CsvNumber {
  constructor(readonly text: string) {
    if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`Not a plain number: ${text}`);
  }
}

export type Cell = string | number | CsvNumber;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV field: text neutralised against formulas, then quoted when RFC 4180 needs it. */
export function csvCell(value: Cell): string {
  if (typeof value === 'number') return String(value);
  if (value instanceof CsvNumber) return value.text;
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line: the cells, comma separated, ending with CRLF. */
export function csvLine(cells: readonly Cell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Integer kobo as plain naira with two decimals: 500000 -> `5000.00`, -25050 -> `-250.50`. */
export function moneyCell(kobo: number): CsvNumber {
  const sign = kobo < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(kobo));
  const naira = Math.floor(whole / 100);
  const rest = String(whole % 100).padStart(2, '0');
  return new CsvNumber(`${sign}${naira}.${rest}`);
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
