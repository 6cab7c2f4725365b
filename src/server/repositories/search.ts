/**
 * Substring search that ignores case, accents and tone marks, and paged answers, the same on
 * SQLite and PostgreSQL. The typed text is put in the form searches compare
 * (shared/search-text.ts: "Adéyẹmí" → "adeyemi"), with `%`, `_` and `\` escaped so they match
 * literally. A searchable name (db/search-text.ts) is compared through its stored search text,
 * `name_search like :pattern escape '\'`, other columns (codes, e-mails, phones) as
 * `lower(column) like :pattern escape '\'`. Use inside a repository:
 *
 * ```ts
 * const base = db.selectFrom('streets')
 *   .where('communityId', '=', communityId)
 *   .where(searchCondition(['streets.streetName', 'streets.lga'], searchText));
 * ```
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { PagedList } from '../../shared/contract/paging.js';
import { SEARCH_WORDS_MAX_COUNT } from '../../shared/limits/index.js';
import { normaliseSearchText } from '../../shared/search-text.js';
import { searchTextReference } from '../db/search-text.js';

/**
 * A column reference (`'table.column'`, camelCase; a searchable name is searched through its
 * search text) or an SQL text expression (compared in lower case).
 */
export type SearchColumn = string | RawBuilder<unknown>;

/** Escapes the LIKE wildcards (and the escape character) in user text. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** An integer column as text, so ids can be searched too. */
export function asText(column: string): RawBuilder<string> {
  return sql<string>`cast(${sql.ref(column)} as text)`;
}

/**
 * A WHERE condition: any of `columns` contains `searchText`, ignoring case, accents and tone
 * marks. Blank or missing text matches every row.
 */
export function searchCondition(
  columns: readonly SearchColumn[],
  searchText: string | undefined,
): RawBuilder<SqlBool> {
  const pattern = likePattern(searchText);
  if (pattern === null || columns.length === 0) return sql<SqlBool>`1 = 1`;
  return searchConditionOn(columns, pattern);
}

/**
 * The LIKE pattern of `searchText` (`%text%` in the form searches compare, wildcards escaped), or
 * null when it is blank.
 */
export function likePattern(searchText: string | undefined): string | null {
  const text = normaliseSearchText(searchText?.trim() ?? '');
  return text === '' ? null : `%${escapeLike(text)}%`;
}

/**
 * {@link searchCondition} with the pattern given (from {@link likePattern}), e.g. as a slot of a
 * prepared query (prepared.ts).
 */
export function searchConditionOn(
  columns: readonly SearchColumn[],
  pattern: string | RawBuilder<string>,
): RawBuilder<SqlBool> {
  // The pattern is already in lower case; a search text column is too (and lower() would keep
  // PostgreSQL from its trigram index).
  const tests = columns.map((column) => {
    const searchText = typeof column === 'string' ? searchTextReference(column) : null;
    if (searchText !== null) return sql`${sql.ref(searchText)} like ${pattern} escape '\\'`;
    const expression = typeof column === 'string' ? sql.ref(column) : column;
    return sql`lower(${expression}) like ${pattern} escape '\\'`;
  });
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}

/** A word of a search: something with a letter or a digit (not the options' "·" or a dash). */
const WORD = /[\p{L}\p{N}]/u;

/**
 * The words of `searchText`, distinct, ignoring case, at most SEARCH_WORDS_MAX_COUNT; [] when it
 * has none.
 */
export function searchWords(searchText: string | undefined): string[] {
  const words = normaliseSearchText(searchText ?? '')
    .split(/\s+/)
    .filter((word) => WORD.test(word));
  return [...new Set(words)].slice(0, SEARCH_WORDS_MAX_COUNT);
}

/**
 * A WHERE condition for what a person types into a picker: every word of `searchText` is in one
 * of `named` (each word may be in a different one), ignoring case, so "flat 1 adeola" finds Flat 1
 * at 12 Adeola Street; or, as {@link searchCondition}, the whole text is in one of `identifiers`
 * (codes such as "LL-001", whose digits would match any word). It finds every row
 * searchCondition over both finds, and more. Blank text matches every row.
 */
export function wordSearchCondition(
  named: readonly SearchColumn[],
  identifiers: readonly SearchColumn[],
  searchText: string | undefined,
): RawBuilder<SqlBool> {
  const words = searchWords(searchText);
  const pattern = likePattern(searchText);
  if (pattern === null) return sql<SqlBool>`1 = 1`;
  const tests = words.map((word) => searchConditionOn(named, `%${escapeLike(word)}%`));
  // Text without a word ("·") is looked for as it is, like any search.
  if (tests.length === 0) tests.push(searchConditionOn(named, pattern));
  if (identifiers.length > 0) {
    return sql<SqlBool>`((${sql.join(tests, sql` and `)}) or ${searchConditionOn(identifiers, pattern)})`;
  }
  return sql<SqlBool>`(${sql.join(tests, sql` and `)})`;
}

/** Alias of {@link searchCondition}. */
export const matchesSearch = searchCondition;

/** `{ records, totalRecordCount }`; the count may come back as text or bigint from a driver. */
export function pagedResult<T>(records: T[], total: number | string | bigint): PagedList<T> {
  return { records, totalRecordCount: Number(total) };
}

/** A select query that can be paged (Kysely's SelectQueryBuilder fits). */
export interface PageableQuery<T> {
  limit(limit: number): PageableQuery<T>;
  offset(offset: number): PageableQuery<T>;
  execute(): Promise<T[]>;
}

/**
 * Runs a list: `counting` yields `{ count }` of all matches, `rows` the ordered records, of which
 * one page is fetched (every record when `page` is null).
 */
export async function fetchPage<T>(
  counting: { executeTakeFirstOrThrow(): Promise<{ count: number | string | bigint }> },
  rows: PageableQuery<T>,
  page: { limit: number; offset: number } | null,
): Promise<PagedList<T>> {
  const { count } = await counting.executeTakeFirstOrThrow();
  const records = await (page ? rows.limit(page.limit).offset(page.offset) : rows).execute();
  return pagedResult(records, count);
}
