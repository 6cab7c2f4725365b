/**
 * The two list routes most families share: `GET /` (the caller's community; the Super admin sees
 * every community or names one with ?communityId) and `GET /Community/{communityId}` (403 for a
 * community the caller may not read). Both page and search on the server, and take the family's
 * own filters (`filters`: e.g. `StreetId` for the pickers' dependent choices) in both.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TProperties, type TSchema } from 'typebox';
import type { AccessRule, Resource } from '../../../shared/permissions.js';
import { communityForPath, communityForQuery } from '../../plugins/app/tenancy.js';
import { SESSION_ERRORS, errorResponses } from '../../../shared/contract/common.js';
import {
  CommunityPathSchema,
  ListQuerySchema,
  PageQuerySchema,
  PagedSchema,
  pageOf,
  type ListQuery,
  type PagedList,
} from '../../../shared/contract/paging.js';

export interface ListRoutesOptions<Row, Item, Filters extends object> {
  tags: string[];
  /** The family's plural, for the summaries ("Streets"). */
  plural: string;
  /** The access table's resource whose `list` cell guards both routes. */
  resource: Resource;
  item: TSchema;
  list: (
    communityId: number | null,
    page: ReturnType<typeof pageOf>,
    search: string | undefined,
    filters: Filters,
  ) => Promise<PagedList<Row>>;
  /** The family's own query parameters beside paging and search (PascalCase, all optional). */
  filters?: TProperties;
  /** Shapes each row for the caller (e.g. hides what a Member may not see). */
  present?: (request: FastifyRequest, row: Row) => Item;
}

export function registerListRoutes<Row, Item = Row, Filters extends object = object>(
  app: FastifyInstance,
  options: ListRoutesOptions<Row, Item, Filters>,
): void {
  const { tags, plural, item, filters = {} } = options;
  const config = { access: { resource: options.resource, action: 'list' } as AccessRule };
  const response = { 200: PagedSchema(item), ...errorResponses(400, ...SESSION_ERRORS) };
  const ownQuery = Type.Object({ ...ListQuerySchema.properties, ...filters });
  const communityQuery = Type.Object({ ...PageQuerySchema.properties, ...filters });
  const reply = async (request: FastifyRequest, communityId: number | null, query: ListQuery) => {
    // Checked against `filters` by the schema; the family's list reads only its own keys.
    const page = await options.list(communityId, pageOf(query), query.SearchText, query as Filters);
    const { present } = options;
    return present ? { ...page, records: page.records.map((row) => present(request, row)) } : page;
  };

  app.get<{ Querystring: ListQuery }>(
    '/',
    {
      config,
      schema: {
        tags,
        summary: `${plural}, newest first (Super admin: all, or ?communityId)`,
        querystring: ownQuery,
        response,
      },
    },
    async (request) => {
      const communityId = await communityForQuery(request, request.query.communityId);
      return reply(request, communityId, request.query);
    },
  );

  app.get<{ Params: { communityId: number }; Querystring: ListQuery }>(
    '/Community/:communityId',
    {
      config,
      schema: {
        tags,
        summary: `A community's ${plural.toLowerCase()}, newest first`,
        params: CommunityPathSchema,
        querystring: communityQuery,
        response,
      },
    },
    async (request) => {
      const communityId = await communityForPath(request, request.params.communityId);
      return reply(request, communityId, request.query);
    },
  );
}
