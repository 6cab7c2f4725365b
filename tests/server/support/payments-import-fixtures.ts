/**
 * Importing payments (issue 17) in tests: a payments sheet as CSV text or as an XLSX workbook
 * (built with exceljs, so its Date cells are real Excel dates), sent to the real route
 * POST /api/Imports?Kind=payments&DryRun=... as the multipart field File.
 */
import ExcelJS from 'exceljs';
import type { App } from '../../../src/server/app.js';
import type { ImportResult } from '../../../src/shared/contract/imports.js';
import { IMPORT_COLUMNS } from '../../../src/shared/imports.js';
import { bearer } from './helper.js';
import { multipart } from './files-fixtures.js';

/** The payments template's headers, in its order. */
export const PAYMENT_HEADERS = IMPORT_COLUMNS.payments.map((column) => column.header);

/** A row by header ('Date', 'Amount (₦)', ...); missing columns are empty cells. */
export type PaymentCells = Partial<Record<string, string | number | Date>>;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One CSV field, quoted (RFC 4180) so commas and quotes in a value stay inside it. */
const field = (value: string) => `"${value.replaceAll('"', '""')}"`;

/** A payments sheet as CSV: the template's header row, then `rows`. */
export function paymentsCsv(rows: readonly PaymentCells[], headers = PAYMENT_HEADERS): Buffer {
  const lines = [headers.map(field).join(',')];
  for (const row of rows) lines.push(headers.map((h) => field(String(row[h] ?? ''))).join(','));
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

/** A payments sheet as an XLSX workbook; a Date value becomes an Excel date cell. */
export async function paymentsXlsx(rows: readonly PaymentCells[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Payments');
  sheet.addRow(PAYMENT_HEADERS);
  for (const row of rows) sheet.addRow(PAYMENT_HEADERS.map((header) => row[header] ?? null));
  sheet.getColumn(1).numFmt = 'dd/mm/yyyy';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface ImportAnswer {
  statusCode: number;
  body: string;
  result: ImportResult & { message?: string };
}

/** POST /api/Imports?Kind=payments with the file (CSV unless it is an XLSX workbook). */
export async function importPayments(
  app: App,
  token: string,
  file: Buffer,
  options: { dryRun: boolean; name?: string },
): Promise<ImportAnswer> {
  const xlsx = file.subarray(0, 2).toString('latin1') === 'PK';
  const name = options.name ?? (xlsx ? 'statement.xlsx' : 'statement.csv');
  const body = await multipart({}, [
    { field: 'File', name, type: xlsx ? XLSX_TYPE : 'text/csv', bytes: file },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: `/api/Imports?Kind=payments&DryRun=${options.dryRun}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  return {
    statusCode: response.statusCode,
    body: response.body,
    result: response.json<ImportResult & { message?: string }>(),
  };
}
