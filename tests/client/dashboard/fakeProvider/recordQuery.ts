/**
 * A getOne's `meta.query`, as the real provider sends it (the query of the record's URL) and the
 * server honours it: `PageSize` and `PageNumber` page the record's paged lists (a debtor's
 * `history`), the page asked for out of the whole list the fake holds.
 */
import type { Row } from './listing';

interface PagedList {
  records: unknown[];
  totalRecordCount: number;
}

function isPagedList(value: unknown): value is PagedList {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as PagedList).records) &&
    typeof (value as PagedList).totalRecordCount === 'number'
  );
}

/** `row` as the server answers it for `meta.query`: each paged list cut to the page asked for. */
export function withRecordQuery(row: Row, meta: unknown): Row {
  const query = (meta as { query?: Record<string, unknown> } | undefined)?.query ?? {};
  const size = Number(query.PageSize);
  const page = Number(query.PageNumber ?? 1);
  if (!(size > 0) || !(page > 0)) return row;
  const answer: Row = { ...row };
  for (const [key, value] of Object.entries(row)) {
    if (!isPagedList(value)) continue;
    answer[key] = { ...value, records: value.records.slice((page - 1) * size, page * size) };
  }
  return answer;
}
