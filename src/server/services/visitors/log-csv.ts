/**
 * The entry log as CSV (issue 21, point 4): every entry the log's filters match, not one page,
 * read batch by batch (keyset on check-in time and id) so a busy gate's year is never held in
 * memory. Cells through csv.ts as every export (RFC 4180, formula-safe, no BOM, as the residents'
 * export); times as Lagos wall clock, "YYYY-MM-DD HH:MM".
 */
import type { LogExportQuerySchema } from '../../../shared/contract/visitors.js';
import { PRODUCT_NAME, messages } from '../../../shared/messages.js';
import { lagosDateTime } from '../../../shared/visitor-window-text.js';
import type { Repositories } from '../../repositories/index.js';
import type { EntryRow } from '../../repositories/visitors/entry-log.js';
import { csvLines, keysetBatches, type Cell } from '../common/csv.js';
import { logFilter, type LogReader } from './log.js';
import type { Static } from 'typebox';

export const LOG_FILE_NAME = `${PRODUCT_NAME}_visitor-log.csv`;

/** Entries read per query while exporting. */
export const LOG_EXPORT_BATCH_SIZE = 500;

const { visitors } = messages;
const titles = visitors.csv;

/** A Lagos wall-clock time; '' for none. */
export function lagosTimeCell(instant: string | null): string {
  if (instant === null) return '';
  const { date, time } = lagosDateTime(instant);
  return `${date} ${time}`;
}

const COLUMNS: readonly [string, (entry: EntryRow) => Cell][] = [
  [titles.in, (e) => lagosTimeCell(e.checkedInAt)],
  [titles.out, (e) => lagosTimeCell(e.checkedOutAt)],
  [titles.visitor, (e) => e.visitorName],
  [titles.phone, (e) => e.visitorPhone ?? ''],
  [titles.people, (e) => e.people],
  [titles.vehicle, (e) => e.vehiclePlate ?? ''],
  [titles.host, (e) => e.hostName],
  [titles.address, (e) => e.hostAddress ?? ''],
  [titles.apartment, (e) => e.hostApartment ?? ''],
  [titles.kind, (e) => (e.kind === 'walk-in' ? visitors.walkInKind : visitors.passKind)],
  [titles.code, (e) => e.passCode ?? ''],
  [titles.checkedInBy, (e) => e.checkedInBy],
  [titles.checkedOutBy, (e) => e.checkedOutBy ?? ''],
];

/** The header line, then one line per entry, newest first (the log's filters; 400 as the log). */
export function exportedLog(
  repos: Repositories,
  reader: LogReader,
  query: Static<typeof LogExportQuerySchema>,
  now: Date,
): AsyncGenerator<string> {
  const filter = logFilter(reader, query, now);
  const batches = keysetBatches(
    (after: EntryRow | null, size) => repos.visitorEntries.logBatch(filter, after, size),
    LOG_EXPORT_BATCH_SIZE,
  );
  return csvLines(
    COLUMNS.map(([title]) => title),
    batches,
    (entry) => COLUMNS.map(([, of]) => of(entry)),
  );
}
