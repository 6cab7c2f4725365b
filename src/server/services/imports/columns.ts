/**
 * A sheet's header row matched against a kind's template columns (issue 17): case- and
 * space-insensitively, so "full  NAME" is "Full name". Planners then read each row's cells by the
 * template's header text, whatever order or spelling the file used.
 */
import { IMPORT_COLUMNS, headerKey, type ImportKind } from '../../../shared/imports.js';
import { messages } from '../../../shared/messages.js';
import type { ImportRowError } from '../../../shared/contract/imports.js';
import type { ImportSheetRow } from './import-kind.js';
import type { Sheet } from './read-sheet.js';

const HEADER_ROW = 1;
const texts = messages.imports.columns;

/** The sheet's rows keyed by template header, or the header row's errors (then no rows). */
export function rowsByHeader(
  sheet: Sheet,
  kind: ImportKind,
): { rows: ImportSheetRow[]; errors: ImportRowError[] } {
  const columns = IMPORT_COLUMNS[kind];
  const byKey = new Map(columns.map((column) => [headerKey(column.header), column.header]));
  const errors: ImportRowError[] = [];
  /** Sheet column index -> template header; unmatched columns are left out. */
  const taken = new Map<string, number>();
  const positions: Array<[number, string]> = [];
  sheet.headers.forEach((raw, index) => {
    const text = raw.trim();
    if (text === '') {
      // A blank header over blank cells is a spreadsheet's trailing column: nothing to read.
      if (sheet.rows.some((row) => (row.values[index] ?? '').trim() !== '')) {
        errors.push({ row: HEADER_ROW, column: '', message: texts.noHeader(index + 1) });
      }
      return;
    }
    const header = byKey.get(headerKey(text));
    if (header === undefined) {
      errors.push({ row: HEADER_ROW, column: text, message: texts.unknown(text, kind) });
    } else if (taken.has(header)) {
      errors.push({ row: HEADER_ROW, column: header, message: texts.twice(header) });
    } else {
      taken.set(header, index);
      positions.push([index, header]);
    }
  });
  for (const column of columns) {
    if (column.required && !taken.has(column.header)) {
      errors.push({
        row: HEADER_ROW,
        column: column.header,
        message: texts.missing(column.header),
      });
    }
  }
  if (errors.length > 0) return { rows: [], errors };
  const rows: ImportSheetRow[] = [];
  for (const sheetRow of sheet.rows) {
    const cells: Record<string, string> = {};
    let blank = true;
    for (const column of columns) cells[column.header] = '';
    for (const [index, header] of positions) {
      const value = (sheetRow.values[index] ?? '').trim();
      cells[header] = value;
      if (value !== '') blank = false;
    }
    // A row with nothing in the template's columns is a gap in the sheet, not a record.
    if (!blank) rows.push({ row: sheetRow.row, cells });
  }
  return { rows, errors };
}
