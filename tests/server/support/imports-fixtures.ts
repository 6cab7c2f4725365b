/**
 * Spreadsheet imports in API tests (issue 17): CSV text and XLSX workbooks (exceljs) of the
 * residents template, and the multipart request that uploads one.
 */
import ExcelJS from 'exceljs';
import type { App } from '../../../src/server/app.js';
import { IMPORT_COLUMNS } from '../../../src/shared/imports.js';
import { multipart } from './files-fixtures.js';

export const RESIDENT_HEADERS = IMPORT_COLUMNS.residents.map((column) => column.header);

/** One row's cells by header; missing cells are blank. */
export type Cells = Readonly<Record<string, string | undefined>>;
/** One residents row by header (written to, in tests that spoil a cell). */
export type SheetCells = Record<string, string | undefined>;

/** A CSV cell: quoted when it holds a comma, a quote or a line break. */
const csvText = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** A CSV file of `headers` and the rows' cells. */
export function csvOf(headers: readonly string[], rows: readonly Cells[]): Buffer {
  const lines = [headers, ...rows.map((row) => headers.map((header) => row[header] ?? ''))];
  return Buffer.from(lines.map((cells) => cells.map(csvText).join(',')).join('\r\n') + '\r\n');
}

/** An XLSX workbook of `headers` and the rows' cells (all text). */
export async function xlsxOf(headers: readonly string[], rows: readonly Cells[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Residents');
  sheet.addRow([...headers]);
  for (const row of rows) sheet.addRow(headers.map((header) => row[header] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Each call's phones follow the last call's, so no two rows of a test file share one. */
let nextPhone = 10_000_000;

/**
 * `count` residents of distinct e-mails and phones: 2 per apartment, 2 apartments per address,
 * 2 addresses per street, two apartment types (₦15,000 and ₦20,000) taking turns.
 */
export function residentRows(count: number, tag: string, start = 0): SheetCells[] {
  const firstPhone = nextPhone;
  nextPhone += count;
  return Array.from({ length: count }, (_, index) => {
    const n = start + index;
    const apartment = Math.floor(n / 2);
    const address = Math.floor(apartment / 2);
    return {
      'Full name': `Resident ${tag} ${n}`,
      'E-mail': `resident.${tag}.${n}@example.com`.toLowerCase(),
      Phone: `080${String(firstPhone + index).padStart(8, '0')}`,
      Street: `Street ${tag} ${Math.floor(address / 2)}`,
      Address: `${address} Close ${tag}`,
      Apartment: `Flat ${apartment}`,
      'Apartment type': `Type ${tag} ${n % 2}`,
      'Monthly fee (₦)': n % 2 === 0 ? '15,000' : '20,000',
      'Opening balance (₦)': '',
      'Member ID': '',
    };
  });
}

/** POST /api/Imports with the file as `File`. */
export async function upload(
  app: App,
  auth: { authorization: string },
  query: string,
  file: { name: string; bytes: Buffer; type?: string },
) {
  const body = await multipart({}, [
    { field: 'File', name: file.name, type: file.type ?? 'text/csv', bytes: file.bytes },
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/Imports?${query}`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}
