/**
 * Spreadsheet imports (issue 17): what the import page and the API say of a file and its rows.
 * Ours (the spec has no import). Each row error names the row as the spreadsheet numbers it and
 * the column by its header; these are the texts of the `message` beside them.
 */
import { IMPORT_MAX_MEGABYTES, IMPORT_MAX_ROWS } from '../limits/imports.js';

export const importsMessages = {
  imports: {
    /** The file as a whole (column '' in the error list). */
    file: {
      tooLarge: `The file is larger than ${IMPORT_MAX_MEGABYTES} MB: split it into smaller files`,
      tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-NG')} rows: split it into smaller files`,
      notSpreadsheet: 'This file is not a CSV or Excel (.xlsx) spreadsheet',
      missing: 'Please choose a CSV or Excel (.xlsx) file to import',
      empty: 'The file has no rows to import under its header row',
      /** A CSV whose quotes do not pair up: csv-parse cannot tell where the row ends. */
      unreadableCsv: (row: number) =>
        `Row ${row.toLocaleString('en-NG')} opens a quote (") that is never closed: close it or remove it, then upload again`,
      /** An .xlsx small as a file but huge inside (many rows, or a zip bomb). */
      unpacksTooLarge: `The workbook holds far more than ${IMPORT_MAX_ROWS.toLocaleString('en-NG')} rows of text once opened: split it into smaller files, or save it as CSV`,
    },
    /** The header row (row 1). */
    columns: {
      unknown: (header: string, kind: string) =>
        `"${header}" is not a column of the ${kind} template: rename or remove it`,
      twice: (header: string) => `The column "${header}" appears twice`,
      missing: (header: string) => `The required column "${header}" is missing`,
      noHeader: (position: number) => `Column ${position} has values but no header`,
    },
    /** A real run refused (422): the whole file waits until every row is right. */
    refused: (errors: number) =>
      `Nothing was imported: ${errors === 1 ? '1 row error' : `${errors.toLocaleString('en-NG')} row errors`} to fix first (the whole file is imported at once or not at all)`,
    /** The residents kind: each text is the `message` beside a row and a column. */
    residents: {
      required: (header: string) => `${header} is required`,
      tooLong: (header: string, max: number) => `${header} must be at most ${max} characters long`,
      contactRequired: 'Give an e-mail or a phone: the resident signs in with it',
      invalidAmount: 'Please enter an amount in naira, e.g. 15,000 or ₦15,000.50',
      negativeFee: 'A monthly fee cannot be negative',
      feeRequired: (type: string) =>
        `Give the monthly fee to create the new apartment type "${type}"`,
      feeDiffers: (type: string, stored: string) =>
        `The apartment type "${type}" has a monthly fee of ${stored}: change it on the apartment types page, or leave this cell blank`,
      feeDiffersInFile: (type: string, row: number) =>
        `The new apartment type "${type}" has another monthly fee on row ${row}`,
      duplicate: (header: string, row: number) => `The same ${header} is on row ${row}`,
      noSuchMember: 'No resident of this community has this member ID',
      takenByOther: (header: string) =>
        `This ${header} belongs to an account outside this community's residents`,
      twoResidents: (header: string, other: string) =>
        `This ${header} is another resident's than the ${other} on this row`,
    },
    /** Two imports (or an import and a form) wrote the same resident or reference at once. */
    raced:
      'Someone saved some of these records while this file was being imported, so nothing was imported: check the file again, then import it',
    /** The line closing an error list cut short. */
    moreErrors: (more: number, fromRow: number) =>
      `…and ${more.toLocaleString('en-NG')} more errors from row ${fromRow} on`,
  },
} as const;
