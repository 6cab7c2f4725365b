/**
 * The entry log (issue 21, point 4): every check-in and check-out, newest first, over a range of
 * Lagos days (both included; default the last VISITOR_LOG_DEFAULT_DAYS, at most
 * VISITOR_LOG_RANGE_MAX_DAYS). Guards and administrators read the whole community's; a Member
 * (the access table's 'own') only the visits to their own resident record.
 */
import type { Log, LogQuery } from '../../../shared/contract/visitors.js';
import { isCalendarDate } from '../../../shared/contract/dependants.js';
import { pageOf } from '../../../shared/contract/paging.js';
import { todayInLagos } from '../../../shared/finance.js';
import {
  VISITOR_LOG_DEFAULT_DAYS,
  VISITOR_LOG_RANGE_MAX_DAYS,
} from '../../../shared/limits/index.js';
import { messages } from '../../../shared/messages.js';
import { lagosInstant } from '../../../shared/visitor-window-text.js';
import type { Repositories } from '../../repositories/index.js';
import type { LogFilter } from '../../repositories/visitors/entry-log.js';
import { Refusal } from '../refusal.js';
import { toEntry } from './gate-views.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who reads the log: the community, and (a Member) the one host whose visits they see. */
export interface LogReader {
  communityId: number;
  /** Set for a Member: their resident record's id, or null when they have none (no entry). */
  ownResidentId?: number | null;
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

function checkedDate(date: string | undefined, field: string): string | undefined {
  if (date !== undefined && !isCalendarDate(date)) {
    throw new Refusal('invalid', messages.reconciliation.invalidDate, field);
  }
  return date;
}

/** The range's instants: from the first day's Lagos midnight to the midnight after the last day. */
export function logRange(
  query: { From?: string; To?: string },
  now: Date,
): { from: string; to: string } {
  const given = { from: checkedDate(query.From, 'From'), to: checkedDate(query.To, 'To') };
  const last = given.to ?? todayInLagos(now);
  const first = given.from ?? dateOf(dayNumber(last) - (VISITOR_LOG_DEFAULT_DAYS - 1));
  if (first > last) throw new Refusal('invalid', messages.visitors.rangeOrder, 'To');
  if (dayNumber(last) - dayNumber(first) + 1 > VISITOR_LOG_RANGE_MAX_DAYS) {
    throw new Refusal('invalid', messages.visitors.rangeTooLong, 'To');
  }
  return {
    from: lagosInstant(first, '00:00'),
    to: lagosInstant(dateOf(dayNumber(last) + 1), '00:00'),
  };
}

/** The repository's filter of a reader's query. */
export function logFilter(
  reader: LogReader,
  query: { From?: string; To?: string; SearchText?: string; Inside?: boolean },
  now: Date,
): LogFilter {
  // Inside now: whoever has not left, however long ago they came, unless a range is asked for.
  const wholeLog = query.Inside === true && query.From === undefined && query.To === undefined;
  return {
    communityId: reader.communityId,
    ...(wholeLog ? {} : logRange(query, now)),
    ...(query.Inside === true ? { insideOnly: true } : {}),
    searchText: query.SearchText,
    ...(reader.ownResidentId === undefined ? {} : { hostResidentId: reader.ownResidentId }),
  };
}

export async function readLog(
  repos: Repositories,
  reader: LogReader,
  query: LogQuery,
  now: Date,
): Promise<Log> {
  const found = await repos.visitorEntries.logPage(logFilter(reader, query, now), pageOf(query));
  return { records: found.records.map(toEntry), totalRecordCount: found.totalRecordCount };
}
