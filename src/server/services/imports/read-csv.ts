/**
 * A CSV upload read with csv-parse (issue 17, point 7): quoted commas and line breaks, CRLF, a
 * UTF-8 byte-order mark, and the two encodings committees' files come in: UTF-8, or Windows-1252
 * when Excel on Windows saved "CSV (Comma delimited)". Rows are numbered as a spreadsheet shows
 * them, one per record, so a cell with a line break inside stays one row.
 */
import { CsvError, parse } from 'csv-parse/sync';
import { BINARY_CHARACTER_PATTERN, LINE_BREAK_PATTERN } from '../../../shared/limits/index.js';
import { messages } from '../../../shared/messages.js';
import { refuseFile, toSheet, type RawRow, type Sheet } from './sheet-rows.js';

const PDF_SIGNATURE = '%PDF-';

/** The file's text: UTF-8 (its byte-order mark dropped), else Windows-1252. */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * The separator the header line uses: a comma, or a semicolon (Excel's CSV where a comma is
 * the decimal mark), or a tab (a sheet pasted from Excel) when the line has no comma.
 */
function delimiterOf(text: string): string {
  const headerLine = text.split(LINE_BREAK_PATTERN, 1)[0] ?? '';
  if (headerLine.includes(',')) return ',';
  if (headerLine.includes(';')) return ';';
  return headerLine.includes('\t') ? '\t' : ',';
}

interface ParsedRecord {
  record: string[];
  info: { records: number };
}

export function readCsv(bytes: Buffer): Sheet {
  const text = decode(bytes);
  if (text.startsWith(PDF_SIGNATURE) || BINARY_CHARACTER_PATTERN.test(text)) {
    throw refuseFile(messages.imports.file.notSpreadsheet);
  }
  let records: ParsedRecord[];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      info: true,
    }) as unknown as ParsedRecord[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const row = Number(error.records ?? 0) + 1;
    throw refuseFile(messages.imports.file.unreadableCsv(row));
  }
  const rows: RawRow[] = records.map(({ record, info }) => ({
    row: info.records,
    values: record.map((value) => value.trim()),
  }));
  return toSheet('csv', rows);
}
