/**
 * An .xlsx upload read with exceljs (issue 17, points 5 and 7): its first worksheet, each cell as
 * the text a committee typed. A formula is kept as its formula text ("=B2*2"), never evaluated
 * nor its cached result taken; a date cell is its calendar day; a number is its digits as written
 * (a phone typed as 8031234567 stays those digits).
 */
import type ExcelJS from 'exceljs';
import { IMPORT_MAX_UNPACKED_BYTES } from '../../../shared/limits/index.js';
import { messages } from '../../../shared/messages.js';
import { refuseFile, toSheet, type RawRow, type Sheet } from './sheet-rows.js';
import { unpackedSize } from './zip-sizes.js';

/** exceljs's ValueType.Formula (a type-only import: the compiler checks the number). */
const FORMULA: ExcelJS.ValueType.Formula = 6;

/**
 * exceljs, loaded on the first .xlsx: loading it takes 0.6 to 1 s and 30 MB, which every start
 * of the server would otherwise pay (its start-up budget is 2 s) for a page used once or twice.
 */
const loadExcel = async () => (await import('exceljs')).default;

/** Plain digits for any number, never 1e+21 nor 1e-7. */
const PLAIN_NUMBER = new Intl.NumberFormat('en-US', {
  useGrouping: false,
  maximumFractionDigits: 20,
});

/** The text of a rich-text value, or a hyperlink's shown text (itself plain or rich). */
function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'richText' in value) {
    return (value as ExcelJS.CellRichTextValue).richText.map((run) => run.text).join('');
  }
  return value === undefined || value === null ? '' : String(value);
}

/** The cell as text: see the file's comment for each kind of cell. */
export function cellText(cell: ExcelJS.Cell): string {
  if (cell.formula || cell.type === FORMULA) return `=${cell.formula ?? ''}`;
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return PLAIN_NUMBER.format(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') return value;
  if ('error' in value) return value.error;
  if ('hyperlink' in value) return plainText(value.text);
  return plainText(value);
}

/**
 * The sheet's rows with values, top to bottom, each converted only when asked for: toSheet stops
 * at the row cap, so the cells past it are never converted.
 */
function* rowsOf(sheet: ExcelJS.Worksheet): Generator<RawRow> {
  for (let number = 1; number <= sheet.rowCount; number += 1) {
    const row = sheet.findRow(number);
    if (!row?.hasValues) continue;
    const values: string[] = [];
    row.eachCell((cell, column) => {
      values[column - 1] = cellText(cell).trim();
    });
    yield { row: number, values: Array.from(values, (value) => value ?? '') };
  }
}

export async function readWorkbook(bytes: Buffer): Promise<Sheet> {
  const unpacked = unpackedSize(bytes, IMPORT_MAX_UNPACKED_BYTES);
  if (unpacked === 'unreadable') throw refuseFile(messages.imports.file.notSpreadsheet);
  if (unpacked === 'too-large') throw refuseFile(messages.imports.file.unpacksTooLarge);
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw refuseFile(messages.imports.file.notSpreadsheet);
  }
  // exceljs lists the worksheets in the order of their tabs.
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refuseFile(messages.imports.file.notSpreadsheet);
  return toSheet('xlsx', rowsOf(sheet));
}
