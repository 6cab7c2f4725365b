/**
 * An uploaded spreadsheet read into its header and rows of text (issue 17, points 5 and 7): CSV
 * (csv-parse) or XLSX (exceljs), told apart by content, never by the file's name. Cells come back
 * as trimmed text; the import kinds parse dates and amounts from it (values.ts). Rows of blank
 * cells are left out, and every row keeps the number the spreadsheet shows it under.
 */
import { IMPORT_MAX_BYTES } from '../../../shared/limits/index.js';
import { messages } from '../../../shared/messages.js';
import { readCsv } from './read-csv.js';
import { readWorkbook } from './read-workbook.js';
import { refuseFile, type Sheet } from './sheet-rows.js';

export type { Sheet, SheetRow } from './sheet-rows.js';

/** A zip's first bytes ("PK\3\4"): an .xlsx is one. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The file's header and rows; refuses a file that is no spreadsheet, empty, or too big. */
export async function readSheet(bytes: Buffer): Promise<Sheet> {
  if (bytes.length > IMPORT_MAX_BYTES) throw refuseFile(messages.imports.file.tooLarge);
  if (bytes.length === 0) throw refuseFile(messages.imports.file.empty);
  if (bytes.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE)) return readWorkbook(bytes);
  return readCsv(bytes);
}
