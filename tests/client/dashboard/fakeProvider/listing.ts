/**
 * A list as the server answers it, in memory: newest first (the highest id first, as the API's
 * `createdDate desc`), `q` searched word by word in the record's texts (each word in one of
 * them, the server's search.ts), the other filters matched on the record's field (the pickers'
 * `StreetId`, `AddressId` name `streetId`, `addressId`), then one page.
 */
import type { GetListParams, RaRecord } from 'react-admin';
import { normaliseSearchText } from '../../../../src/shared/search-text';

export type Row = RaRecord & Record<string, unknown>;

/** `StreetId` → `streetId`: the API's query names are the record's fields in PascalCase. */
function fieldOf(filter: string): string {
  return filter.charAt(0).toLowerCase() + filter.slice(1);
}

/**
 * What the server searches per resource (the words in `texts`, the whole search in `codes`);
 * elsewhere every text of the record but its dates.
 */
const SEARCHED: Record<string, { texts: string[]; codes?: string[] }> = {
  streets: { texts: ['streetName'] },
  address: { texts: ['address', 'streetName'], codes: ['landlordId'] },
  apartments: {
    texts: ['apartmentName', 'address', 'streetName'],
    codes: ['landlordId', 'principalId'],
  },
  'apartment-types': { texts: ['name', 'type'] },
  resident: { texts: ['fullName', 'address', 'email', 'mobileNumber'] },
  audit: { texts: ['action', 'target', 'actorName', 'clientAddress'] },
  communities: { texts: ['communityName', 'communityAddress', 'mobileNumber', 'email'] },
};

function valuesOf(row: Row, keys: string[] | undefined): string[] {
  const entries = Object.entries(row).filter(([key]) =>
    keys ? keys.includes(key) : !/date$/i.test(key),
  );
  return entries.flatMap(([, value]) =>
    typeof value === 'string' ? [normaliseSearchText(value)] : [],
  );
}

/**
 * Each word of the search in one of the texts, or the whole search in one of the codes; as the
 * server, without case, accents or tone marks (shared/search-text.ts).
 */
export function matchesSearch(row: Row, search: string, resource?: string): boolean {
  const searched = resource ? SEARCHED[resource] : undefined;
  const words = normaliseSearchText(search).split(/\s+/).filter(Boolean);
  const texts = valuesOf(row, searched?.texts);
  if (words.every((word) => texts.some((text) => text.includes(word)))) return true;
  const whole = normaliseSearchText(search.trim());
  return valuesOf(row, searched?.codes ?? []).some((code) => code.includes(whole));
}

function matchesFilters(row: Row, filter: Record<string, unknown>, resource?: string): boolean {
  return Object.entries(filter).every(([key, value]) => {
    if (value === undefined || value === null || value === '') return true;
    if (key === 'q') return typeof value !== 'string' || matchesSearch(row, value, resource);
    // Notices' `unread=true` (issue 19): the reader has not read it.
    if (key === 'unread') return value !== true || row.readAt === null;
    const field = key in row ? key : fieldOf(key);
    // A community filter the row does not carry (a Super admin's `communityId`) narrows nothing.
    if (!(field in row)) return true;
    return String(row[field]) === String(value);
  });
}

function newestFirst(a: Row, b: Row): number {
  return Number(b.id) - Number(a.id) || String(b.id).localeCompare(String(a.id));
}

/** The page of `rows` that `params` asks for, and how many match. */
export function listPage<T extends Row>(
  rows: readonly T[],
  params: Pick<GetListParams, 'filter' | 'pagination'>,
  resource?: string,
): { data: T[]; total: number } {
  const matching = rows.filter((row) => matchesFilters(row, params.filter ?? {}, resource));
  matching.sort(newestFirst);
  const { page, perPage } = params.pagination ?? { page: 1, perPage: matching.length };
  return { data: matching.slice((page - 1) * perPage, page * perPage), total: matching.length };
}
