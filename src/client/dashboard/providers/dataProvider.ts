/**
 * The community API as a react-admin DataProvider.
 *
 * Taken from ra-data-simple-rest, whose conventions match the API there:
 * - getOne: GET /api/<Family>/{id} answering the record itself;
 * - delete / deleteMany: DELETE /api/<Family>/{id}, one call per record.
 * Overridden, because the API differs:
 * - getList / getManyReference: the API pages with PageSize, PageNumber, SearchText (react-admin's
 *   filter `q`) on per-resource list paths and answers `{ records, totalRecordCount }`, where
 *   simple-rest sends `range`/`sort`/`filter` and reads a Content-Range header;
 * - getMany: the API has no `?filter={id:[...]}`, so one getOne per id;
 * - create / update / updateMany: the paths vary per resource (CreateCommunity, AddApartmentType,
 *   PUT on the family path with the id in the body) and files go as multipart.
 * Paths come from the one map in resourcePaths.ts; the bearer token and error texts from httpClient.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import type { PagedList } from '../../../shared/api-types';
import { PAGE_SIZE } from '../../../shared/format';
import { getUser } from '../../common/session-store';
import { httpClient } from './httpClient';
import { pathsFor } from './resourcePaths';
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

async function getPagedList<RecordType extends RaRecord = RaRecord>(
  resource: string,
  params: GetListParams,
): Promise<GetListResult<RecordType>> {
  const paths = pathsFor(resource);
  const paged = paths.paged !== false;
  const query = listQuery(params, paged).toString();
  const url = paths.list(getUser()?.communityId ?? null) + (query ? `?${query}` : '');
  const { json } = await httpClient(url, { signal: params.signal });
  const { records = [], totalRecordCount = 0 } = (json ?? {}) as Partial<PagedList<RecordType>>;
  if (paged || !params.pagination) return { data: records, total: totalRecordCount };
  // The apartment types list takes no paging (spec section 9): page it here.
  const { page, perPage } = params.pagination;
  return { data: records.slice((page - 1) * perPage, page * perPage), total: totalRecordCount };
}

function body(data: Record<string, unknown>): BodyInit {
  return hasFile(data) ? toFormData(data) : JSON.stringify(data);
}

export const dataProvider: DataProvider = {
  getList: getPagedList,

  getManyReference: (resource, { target, id, filter, ...rest }) =>
    getPagedList(resource, { ...rest, filter: { ...filter, [target]: id } }),

  getOne: async (resource, params) => {
    const paths = pathsFor(resource);
    if (!paths.one) return simpleRest.getOne(paths.family, params);
    const { json } = await httpClient(paths.one(params.id), { signal: params.signal });
    return { data: json };
  },

  getMany: async (resource, params) => {
    const records = await Promise.all(
      params.ids.map((id) => dataProvider.getOne(resource, { id, signal: params.signal })),
    );
    return { data: records.map(({ data }) => data) };
  },

  create: async (resource, params) => {
    const { json } = await httpClient(pathsFor(resource).create, {
      method: 'POST',
      body: body(params.data),
    });
    return { data: { ...params.data, ...json } };
  },

  update: async (resource, params) => {
    const data = { ...params.data, id: params.id };
    const { json } = await httpClient(pathsFor(resource).update(params.id), {
      method: 'PUT',
      body: body(data),
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

  delete: (resource, params) => simpleRest.delete(pathsFor(resource).family, params),

  deleteMany: (resource, params) => simpleRest.deleteMany(pathsFor(resource).family, params),
};
