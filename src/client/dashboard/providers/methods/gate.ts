/**
 * The guard's console's calls (issue 21, contract: shared/contract/visitors.ts). Used with
 * `useDataProvider<DataProvider & GateMethods>()`, and by the offline queue's replay (gate/replay.ts),
 * which passes the same methods in: the dataProvider stays the only door to the API.
 */
import type {
  CheckResult,
  Entry,
  GateActionBody,
  Host,
  Log,
  WalkInBody,
} from '../../../../shared/contract/visitors';
import type { PagedList } from '../../../../shared/contract/paging';
import { MAX_PAGE_SIZE } from '../../../../shared/limits';
import { getJson, segment, writeJson } from './json';

/** How many hosts the walk-in form's search offers at once. */
const HOSTS_SHOWN = 10;
/** How many visitors "Inside now" lists: the most one page of the API holds. */
const INSIDE_NOW_SHOWN = MAX_PAGE_SIZE;

export const gateMethods = {
  /** `POST /api/Visitors/Check`: is this code a pass the guard may let in now, and whose. */
  checkVisitorCode: (code: string) =>
    writeJson<CheckResult>('/api/Visitors/Check', 'POST', { code }),
  /** `POST /api/Visitors/Passes/{id}/CheckIn`: a replay with the same clientKey records nothing more. */
  checkInPass: (passId: number, body: GateActionBody = {}) =>
    writeJson<Entry>(`/api/Visitors/Passes/${segment(passId)}/CheckIn`, 'POST', body),
  /** `POST /api/Visitors/Passes/{id}/CheckOut` */
  checkOutPass: (passId: number, body: GateActionBody = {}) =>
    writeJson<Entry>(`/api/Visitors/Passes/${segment(passId)}/CheckOut`, 'POST', body),
  /** `POST /api/Visitors/Entries/{id}/CheckOut`: a walk-in leaving. */
  checkOutEntry: (entryId: number, body: GateActionBody = {}) =>
    writeJson<Entry>(`/api/Visitors/Entries/${segment(entryId)}/CheckOut`, 'POST', body),
  /** `POST /api/Visitors/WalkIns`: the server tells the host in the app. */
  recordWalkIn: (body: WalkInBody) => writeJson<Entry>('/api/Visitors/WalkIns', 'POST', body),
  /** `GET /api/Visitors/Hosts?SearchText=`: residents to pick as a walk-in's host. */
  searchHosts: async (searchText: string, signal?: AbortSignal): Promise<Host[]> => {
    const query = new URLSearchParams({ PageSize: String(HOSTS_SHOWN), PageNumber: '1' });
    if (searchText.trim()) query.set('SearchText', searchText.trim());
    const list = await getJson<PagedList<Host> | null>(`/api/Visitors/Hosts?${query}`, signal);
    return list?.records ?? [];
  },
  /**
   * Visitors inside now: the log's visits not checked out yet, however long ago they came
   * (`GET /api/Visitors/Log?Inside=true`, newest first).
   */
  getInsideNow: async (signal?: AbortSignal): Promise<Entry[]> => {
    const query = new URLSearchParams({
      Inside: 'true',
      PageSize: String(INSIDE_NOW_SHOWN),
      PageNumber: '1',
    });
    const log = await getJson<Log | null>(`/api/Visitors/Log?${query}`, signal);
    return log?.records ?? [];
  },
};

export type GateMethods = typeof gateMethods;
