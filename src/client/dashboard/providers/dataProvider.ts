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
 * The community of scoped lists and of a Super admin's writes is applied by communityScope.ts.
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
import {
  chooseCommunityFirst,
  communityFor,
  withBodyCommunity,
  withCommunityQuery,
} from './communityScope';
import { asFormError } from './formErrors';
import { httpClient } from './httpClient';
import { advertMethods } from './methods/adverts';
import { fileMethods } from './methods/files';
import { financeMethods } from './methods/finance';
import { importMethods } from './methods/imports';
import { messagePreferenceMethods } from './methods/messagePreferences';
import { noticeMethods } from './methods/notices';
import { paymentMethods } from './methods/payments';
import { paymentSettingsMethods } from './methods/paymentSettings';
import { reminderMethods } from './methods/reminders';
import { profileMethods } from './methods/profile';
import { gateMethods } from './methods/gate';
import { visitorMethods } from './methods/visitors';
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
  withCommunityQuery(query, meta);
  return paths.list(null);
}

/** The write's data with its community named where the resource's writes name one. */
function withCommunity(
  paths: ResourcePaths,
  data: Record<string, unknown>,
  previousData?: Record<string, unknown>,
): Record<string, unknown> {
  if (paths.scope === 'none' || paths.communityInWrites === false) return data;
  return withBodyCommunity(data, { key: paths.communityKey, previousData });
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
  let path = paths.exportPath;
  if (path) withCommunityQuery(query);
  else path = `${listPath(paths, query, undefined)}/Export`;
  const text = query.toString();
  return path + (text ? `?${text}` : '');
}

/** A create or update: multipart where the resource or a file asks for it, else JSON. */
async function write(
  url: string,
  method: 'POST' | 'PUT',
  paths: ResourcePaths,
  data: Record<string, unknown>,
) {
  const multipart = paths.multipart || hasFile(data);
  const body = multipart ? toFormData(data) : JSON.stringify(data);
  return httpClient(url, { method, body }).catch((error: unknown) => {
    throw asFormError(error, data);
  });
}

export const dataProvider: DataProvider = {
  ...fileMethods,
  ...financeMethods,
  ...profileMethods,
  ...messagePreferenceMethods,
  ...advertMethods,
  ...importMethods,
  ...paymentMethods,
  ...paymentSettingsMethods,
  ...reminderMethods,
  ...noticeMethods,
  ...visitorMethods,
  ...gateMethods,

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
    const { json } = await write(paths.create, 'POST', paths, data);
    // `json` is the response's parsed body (any), like the update's below.
    const saved = (paths.created ? paths.created(json) : json) as typeof json;
    return { data: { ...data, ...saved } };
  },

  update: async (resource, params) => {
    const paths = pathsFor(resource);
    const data = { ...withCommunity(paths, params.data, params.previousData), id: params.id };
    const { json } = await write(paths.update(params.id), 'PUT', paths, data);
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
