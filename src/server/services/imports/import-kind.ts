/**
 * The shared interface of the import kinds (issue 17): a kind plans what a file would do,
 * read-only (the dry run is exactly this), and its plan writes inside the caller's transaction.
 */
import type { Repositories } from '../../repositories/index.js';
import type { ImportRowError } from '../../../shared/contract/imports.js';

export interface ImportContext {
  communityId: number;
  /** Who runs it (created_by of what is written). */
  userId: number;
  /** YYYY-MM-DD in Africa/Lagos: the import date. */
  today: string;
}

/** One data row, its cells keyed by the template's header text ('' for an empty cell). */
export interface ImportSheetRow {
  /** The spreadsheet row number (the header row is 1). */
  row: number;
  cells: Readonly<Record<string, string>>;
}

/** What a kind would do with a sheet: read-only planning (the dry run is exactly this). */
export interface ImportPlan {
  /** Data rows read. */
  rows: number;
  /** E.g. { residents: 3, streets: 1, openingBalances: 2 } or { payments: 5 }. */
  created: Record<string, number>;
  /** Rows that match what is already there (re-import). */
  unchanged: number;
  /** row = spreadsheet row number, column = header as the template titles it ('' = whole row). */
  errors: ImportRowError[];
  /** Writes the plan inside the caller's transaction (`trx`). Only called when errors is empty. */
  apply(trx: Repositories): Promise<void>;
}

export type ImportKindPlanner = (
  repos: Repositories,
  context: ImportContext,
  rows: readonly ImportSheetRow[],
) => Promise<ImportPlan>;
