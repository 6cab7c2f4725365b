/**
 * Paged lists (issue 3 contract, "Paging, search, tenant"): `PageSize` 1..100 (default 10),
 * `PageNumber` >= 1 (default 1), `SearchText` optional, answered as `{ records, totalRecordCount }`.
 */
import { Type, type Static, type TSchema } from 'typebox';
import {
  MAX_PAGE_NUMBER,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  SEARCH_TEXT_MAX_LENGTH,
  SEARCH_WORDS_MAX_COUNT,
} from '../limits/index.js';
import { IdSchema } from './common.js';

/** The properties every paged list's query string takes (spread them into a route's own). */
export const PAGE_QUERY_PROPERTIES = {
  PageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, description: `Default ${PAGE_SIZE}` }),
  ),
  PageNumber: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUMBER, description: 'From 1; default 1' }),
  ),
  SearchText: Type.Optional(
    Type.String({
      maxLength: SEARCH_TEXT_MAX_LENGTH,
      description: 'Case-insensitive substring over the visible text columns, before paging',
    }),
  ),
};

/**
 * The `SearchText` of a list searched word by word (issue 15: what a person types into a picker,
 * "flat 1 adeola"): each word in one of the `named` columns, or the whole text in an identifier.
 */
export function WordSearchText(named: string, identifiers: string) {
  return Type.Optional(
    Type.String({
      maxLength: SEARCH_TEXT_MAX_LENGTH,
      description:
        `Case-insensitive, before paging: each word (the first ${SEARCH_WORDS_MAX_COUNT}) is in ` +
        `${named}, or the whole text is in ${identifiers}`,
    }),
  );
}

/** `?PageSize&PageNumber&SearchText` */
export const PageQuerySchema = Type.Object(PAGE_QUERY_PROPERTIES);
/** Query parameters every paged list accepts. */
export type PageQuery = Static<typeof PageQuerySchema>;

/** A list without `{communityId}` in the path: the Super admin may name one with `?communityId`. */
export const ListQuerySchema = Type.Object({
  ...PAGE_QUERY_PROPERTIES,
  communityId: Type.Optional(IdSchema),
});
export type ListQuery = Static<typeof ListQuerySchema>;

/** `{ records, totalRecordCount }` of `item`. */
export function PagedSchema<T extends TSchema>(item: T) {
  return Type.Object({
    records: Type.Array(item),
    totalRecordCount: Type.Integer({ description: 'All matching records, not just this page' }),
  });
}

/** `Static<ReturnType<typeof PagedSchema>>` for any item type (TypeScript cannot say that generically). */
export interface PagedList<T> {
  records: T[];
  totalRecordCount: number;
}

/** LIMIT / OFFSET of a page. */
export interface Page {
  limit: number;
  offset: number;
}

/** The page a query asks for, with the defaults filled in. */
export function pageOf(query: { PageSize?: number; PageNumber?: number }): Page {
  const limit = query.PageSize ?? PAGE_SIZE;
  const pageNumber = query.PageNumber ?? 1;
  return { limit, offset: (pageNumber - 1) * limit };
}

/** `{communityId}` in a list's path. */
export const CommunityPathSchema = Type.Object({ communityId: IdSchema });

/** `?communityId` on a write: the Super admin's way to name the community (ignored for others). */
export const WriteQuerySchema = Type.Object({ communityId: Type.Optional(IdSchema) });
