/**
 * The rows of a spreadsheet as both readers hand them over (issue 17): the header, the data rows
 * with the numbers the spreadsheet shows, the caps, and the refusal of a file as a whole.
 */
import { IMPORT_MAX_ROWS } from '../../../shared/limits/index.js';
import { messages } from '../../../shared/messages.js';
import { Refusal } from '../refusal.js';

export interface SheetRow {
  /** The row's number in the spreadsheet (the header row is 1). */
  row: number;
  /** The cells by column, trimmed; a row may run past the header's columns. */
  values: string[];
}

export interface Sheet {
  format: 'csv' | 'xlsx';
  headers: string[];
  rows: SheetRow[];
}

/** The field the refusals name: the upload's multipart field. */
const FILE_FIELD = 'File';
/** The import's refusal of a file as a whole. */
export const refuseFile = (message: string) => new Refusal('invalid', message, FILE_FIELD);

/** A row of cells as read: trimmed, in order. */
export type RawRow = { row: number; values: string[] };

const isBlank = (values: readonly string[]) => values.every((value) => value === '');

/** The first non-blank row is the header; the non-blank rows under it are the data. */
export function toSheet(format: Sheet['format'], rows: Iterable<RawRow>): Sheet {
  let headers: string[] | null = null;
  const data: SheetRow[] = [];
  for (const raw of rows) {
    if (isBlank(raw.values)) continue;
    if (headers === null) {
      headers = raw.values;
      continue;
    }
    if (data.length === IMPORT_MAX_ROWS) throw refuseFile(messages.imports.file.tooManyRows);
    data.push({ row: raw.row, values: raw.values });
  }
  if (headers === null || data.length === 0) throw refuseFile(messages.imports.file.empty);
  return { format, headers, rows: data };
}
