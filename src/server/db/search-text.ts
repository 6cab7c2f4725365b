/**
 * Searchable names and their search text (issue 16). Beside each column a list searches for
 * names people write with accents and tone marks ("Adéyẹmí", "Ọ̀yọ́"), the table holds the
 * column's text as searches compare it (shared/search-text.ts), in a column of the same name
 * with `Search` after it: `residents.fullName` beside `residents.fullNameSearch`
 * (`full_name_search`). Searches (repositories/search.ts) compare the typed text, put in the same
 * form, with that column instead of the name, so no SQL function runs per row and PostgreSQL's
 * trigram indexes fit (migration 011).
 *
 * Every write through the app's Kysely fills the search text itself (search-text-plugin.ts);
 * a write whose name is computed by SQL gives it with {@link withSearchText}-like values.
 * Codes, e-mails, phone numbers and ids are plain ASCII and are compared with `lower(column)`.
 */
import { normaliseSearchText } from '../../shared/search-text.js';
import type { Database } from './schema.js';

/** The searchable name columns of each table (camelCase, as the app names them). */
export const SEARCH_TEXT_COLUMNS = {
  residents: ['fullName'],
  landlords: ['fullName'],
  streets: ['streetName', 'lga', 'state', 'country'],
  addresses: ['address'],
  apartments: ['apartmentName'],
  apartmentTypes: ['type', 'name'],
  roles: ['roleName'],
  projects: ['projectName'],
  adverts: ['name'],
  advertSections: ['name'],
  communities: ['communityName', 'communityAddress'],
  ledgerEntries: ['description'],
  auditLog: ['target'],
} as const satisfies { [Table in keyof Database]?: readonly (keyof Database[Table] & string)[] };

type SearchedTable = keyof typeof SEARCH_TEXT_COLUMNS;

/** The search text column beside `column`. */
export const searchTextColumn = (column: string): string => `${column}Search`;

/** The searchable name columns of `table` ([] for a table without). */
export function searchTextColumnsOf(table: string): readonly string[] {
  return (SEARCH_TEXT_COLUMNS as Record<string, readonly string[]>)[table] ?? [];
}

/**
 * `'table.column'` → `'table.columnSearch'` when the column is a searchable name, else null.
 */
export function searchTextReference(reference: string): string | null {
  const [table, column] = reference.split('.');
  if (table === undefined || column === undefined) return null;
  return searchTextColumnsOf(table).includes(column)
    ? `${table}.${searchTextColumn(column)}`
    : null;
}

/** A name's search text; '' for a missing one. */
export function searchTextOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string')
    throw new TypeError(`A searchable name is text, not ${typeof value}`);
  return normaliseSearchText(value);
}

/**
 * `values` of a row of `table` with the search text of each searchable name they hold, for
 * writes that pass values through SQL the plugin cannot read (an insert from a select).
 */
export function withSearchText<T extends Record<string, unknown>>(
  table: SearchedTable,
  values: T,
): T & Record<string, string> {
  const extra: Record<string, string> = {};
  for (const column of SEARCH_TEXT_COLUMNS[table]) {
    if (column in values) extra[searchTextColumn(column)] = searchTextOf(values[column]);
  }
  return { ...values, ...extra };
}
