/**
 * The community API as a react-admin DataProvider.
 *
 * Taken from ra-data-simple-rest, whose conventions match the API there:
 * - getOne: GET /api/<Family>/{id} answering the record itself.
 * Overridden, because the API differs:
 * - delete / deleteMany: DELETE /api/<Family>/{id}, one call per record, but without simple-rest's
 *   `Content-Type: text/plain` (refused with 415) and answering `{ message }`, not the record;
 * - getList / getManyReference: the API pages with PageSize, PageNumber, SearchText (react-admin's
 *   filter `q`) on per-resource list paths and answers `{ records, totalRecordCount }`, where
 *   simple-rest sends `range`/`sort`/`filter` and reads a Content-Range header;
 * - getOne where a resource has its own path (a debtor under its community, with `meta.query`);
 * - getMany: the API has no `?filter={id:[...]}`, so one getOne per id;
 * - create / update / updateMany: the paths vary per resource (CreateCommunity, AddApartmentType,
 *   PUT on the family path with the id in the body) and files go as multipart.
 * Paths come from the one map in resourcePaths.ts; the bearer token and error texts from httpClient.
 * The community of scoped lists and of a Super admin's writes comes from switcher/activeCommunity.ts.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import {
  HttpError,
  type DataProvider,
  type DeleteParams,
  type DeleteResult,
  type GetListParams,
  type GetListResult,
  type RaRecord,
} from 'react-admin';
import type { PagedList } from '../../../shared/contract/paging';
import { PAGE_SIZE } from '../../../shared/format';
import { messages } from '../../../shared/messages';
import { getActiveCommunity } from '../switcher/activeCommunity';
import { httpClient } from './httpClient';
import { financeMethods } from './methods/finance';
import { profileMethods } from './methods/profile';
import { pathsFor, type ResourcePaths } from './resourcePaths';
import { hasFile, toFormData } from './toFormData';

const simpleRest = simpleRestProvider('/api', httpClient);

function listQuery(params: GetListParams, paged: boolean): URLSearchParams {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: PAGE_SIZE };
  const { q, ...otherFilters } = (params.filter ?? {}) as Record<string, unknown>;
  const query = new URLSearchParams();
  if (paged) {
    query.set('PageSize', String(perPage));
    query.set('PageNumber', String(page));
  }
  if (typeof q === 'string' && q.trim() !== '') query.set('SearchText', q.trim());
  for (const [key, value] of Object.entries(otherFilters)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  return query;
}

/** The Super admin's answer when a call needs a community and none is chosen (contract). */
function chooseCommunityFirst(): HttpError {
  const message = messages.reference.chooseCommunity;
  return new HttpError(message, 400, { message });
}

/**
 * The community a call works in: the active one, or for the Super admin the one a call names in
 * `meta.communityId` (e.g. a record's own community when editing it from the global list).
 */
function communityFor(meta: unknown) {
  const active = getActiveCommunity();
  const named = (meta as { communityId?: unknown } | undefined)?.communityId;
  if (active.switchable && typeof named === 'number') return { ...active, id: named };
  return active;
}

/** The list URL without its query, scoped to the call's community (contract: Tenant). */
function listPath(paths: ResourcePaths, query: URLSearchParams, meta: unknown): string {
  const scope = paths.scope ?? 'path';
  if (scope === 'none') return paths.list(null);
  const community = communityFor(meta);
  if (community.id === null && community.switchable && paths.globalList === false) {
    throw chooseCommunityFirst();
  }
  if (scope === 'path') return paths.list(community.id);
  // A path without {communityId}: only the Super admin names one (others' come from the session).
  if (community.switchable && community.id !== null) {
    query.set('communityId', String(community.id));
  }
  return paths.list(null);
}

/**
 * A Super admin's write names its community (contract: required for them): the record's own, else
 * the switcher's; a create with neither is refused here, as the server would. Everyone else's
 * community comes from the session, so their data goes as it is.
 */
function withCommunity(
  paths: ResourcePaths,
  data: Record<string, unknown>,
  previousData?: Record<string, unknown>,
): Record<string, unknown> {
  const active = getActiveCommunity();
  if (!active.switchable || paths.scope === 'none' || paths.communityInWrites === false) {
    return data;
  }
  const key = paths.communityKey ?? 'communityId';
  const communityId = data[key] ?? previousData?.[key] ?? active.id;
  if (communityId !== null && communityId !== undefined && communityId !== '') {
    return { ...data, [key]: communityId };
  }
  // An update keeps its record's community on the server; a create needs one named.
  if (previousData) return data;
  throw chooseCommunityFirst();
}

/** The list's own load-failure text in place of the generic one (the server said nothing). */
function listFailure(paths: ResourcePaths, error: unknown): unknown {
  if (!paths.listFailed || !(error instanceof HttpError)) return error;
  if (error.message !== messages.generic.failure) return error;
  return new HttpError(paths.listFailed, error.status, error.body);
}

/** `nestedPath`: a list nested under the record it references (ResourcePaths.referencedBy). */
async function getPagedList<RecordType extends RaRecord = RaRecord>(
  resource: string,
  params: GetListParams,
  nestedPath?: string,
): Promise<GetListResult<RecordType>> {
  const paths = pathsFor(resource);
  const paged = paths.paged !== false;
  const search = listQuery(params, paged);
  const path = nestedPath ?? listPath(paths, search, params.meta);
  const query = search.toString();
  const url = path + (query ? `?${query}` : '');
  const { json } = await httpClient(url, { signal: params.signal }).catch((error: unknown) => {
    throw listFailure(paths, error);
  });
  const list = paths.listed ? paths.listed(json) : json;
  const { records = [], totalRecordCount = 0 } = (list ?? {}) as Partial<PagedList<RecordType>>;
  if (paged || !params.pagination) return { data: records, total: totalRecordCount };
  // The apartment types list takes no paging (spec section 9): page it here.
  const { page, perPage } = params.pagination;
  return { data: records.slice((page - 1) * perPage, page * perPage), total: totalRecordCount };
}

/** `meta.query` of a getOne: extra query parameters (e.g. the page of a debtor's history). */
function recordQuery(meta: unknown): string {
  const query = (meta as { query?: Record<string, unknown> } | undefined)?.query ?? {};
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

/**
 * The CSV export of a list (contract: the list's path + `/Export`), with the list's search
 * (`q` → SearchText) and, for the Super admin, the community; every matching row, not one page.
 */
export function exportUrl(resource: string, filter: Record<string, unknown> = {}): string {
  const paths = pathsFor(resource);
  const query = listQuery({ filter } as GetListParams, false);
  const path = `${listPath(paths, query, undefined)}/Export`;
  const text = query.toString();
  return path + (text ? `?${text}` : '');
}

function body(paths: ResourcePaths, data: Record<string, unknown>): BodyInit {
  return paths.multipart || hasFile(data) ? toFormData(data) : JSON.stringify(data);
}

export const dataProvider: DataProvider = {
  ...financeMethods,
  ...profileMethods,

  getList: getPagedList,

  getManyReference: (resource, { target, id, filter, ...rest }) => {
    const nestedPath = pathsFor(resource).referencedBy?.(target, id);
    if (nestedPath) return getPagedList(resource, { ...rest, filter }, nestedPath);
    return getPagedList(resource, { ...rest, filter: { ...filter, [target]: id } });
  },

  getOne: async (resource, params) => {
    const paths = pathsFor(resource);
    if (!paths.one) return simpleRest.getOne(paths.family, params);
    const community = communityFor(params.meta);
    if (community.id === null && community.switchable && paths.globalList === false) {
      throw chooseCommunityFirst();
    }
    const query = recordQuery(params.meta);
    const url = paths.one(params.id, community.id) + (query ? `?${query}` : '');
    const { json } = await httpClient(url, { signal: params.signal });
    // A record named by something else (a debtor's residentId) still gets react-admin's `id`;
    // `json` is the parsed body (any), as in create below.
    return { data: { id: params.id, ...(json as object) } as typeof json };
  },

  getMany: async (resource, params) => {
    const records = await Promise.all(
      params.ids.map((id) => dataProvider.getOne(resource, { id, signal: params.signal })),
    );
    return { data: records.map(({ data }) => data) };
  },

  create: async (resource, params) => {
    const paths = pathsFor(resource);
    const data = withCommunity(paths, params.data);
    const { json } = await httpClient(paths.create, {
      method: 'POST',
      body: body(paths, data),
    });
    // `json` is the response's parsed body (any), like the update's below.
    const saved = (paths.created ? paths.created(json) : json) as typeof json;
    return { data: { ...data, ...saved } };
  },

  update: async (resource, params) => {
    const paths = pathsFor(resource);
    const data = { ...withCommunity(paths, params.data, params.previousData), id: params.id };
    const { json } = await httpClient(paths.update(params.id), {
      method: 'PUT',
      body: body(paths, data),
    });
    return { data: { ...data, ...json } };
  },

  updateMany: async (resource, params) => {
    await Promise.all(
      params.ids.map((id) =>
        dataProvider.update(resource, { id, data: params.data, previousData: { id } }),
      ),
    );
    return { data: params.ids };
  },

  // Not simple-rest's: it sends `Content-Type: text/plain`, which the API refuses (415). The API
  // answers `{ message }`, so the deleted record is the one react-admin had.
  delete: async <RecordType extends RaRecord = RaRecord>(
    resource: string,
    params: DeleteParams<RecordType>,
  ): Promise<DeleteResult<RecordType>> => {
    const id = encodeURIComponent(String(params.id));
    await httpClient(`/api/${pathsFor(resource).family}/${id}`, { method: 'DELETE' });
    return { data: (params.previousData ?? { id: params.id }) as RecordType };
  },

  deleteMany: async (resource, params) => {
    for (const id of params.ids) await dataProvider.delete(resource, { id });
    return { data: params.ids };
  },
};
