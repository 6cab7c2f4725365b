/**
 * A community at real size for the picker tests (issue 15): streets with addresses with
 * apartments (more than 100, so a first page never holds them all), apartment types and residents,
 * typed by the contracts, served by a fake API that pages, searches and filters the way the server
 * does (`PageSize`, `PageNumber`, `SearchText` word by word, `StreetId`, `AddressId`; newest
 * first), so that a picker can only show what it asked the server for.
 */
import type { Address } from '../../../../src/shared/contract/addresses';
import type { Apartment, ApartmentType } from '../../../../src/shared/contract/apartments';
import type { Street } from '../../../../src/shared/contract/streets';
import { jsonResponse } from '../fixtures';

export interface Estate {
  streets: Street[];
  addresses: Address[];
  apartments: Apartment[];
  apartmentTypes: ApartmentType[];
  residents: { id: number; fullName: string; address: string; communityId: number }[];
}

const CREATED = '2026-01-02T10:00:00.000Z';
export const STREET_NAMES = ['Adeola Street', 'Bourdillon Road', 'Glover Road'];

/**
 * Three streets, four addresses on each ("1 Adeola Street" ... "4 Glover Road"), ten flats at
 * each ("Flat 1" ... "Flat 10"): 120 apartments, the oldest (id 1) "Flat 1 · 1 Adeola Street";
 * 30 apartment types; `residents` residents ("Resident 1" ... ), the oldest first.
 */
export function buildEstate(residents = 130): Estate {
  const streets = STREET_NAMES.map((streetName, index) => ({
    id: index + 1,
    streetName,
    buildings: 4,
    lga: 'Eti-Osa',
    state: 'Lagos',
    country: 'Nigeria',
    communityId: 1,
    createdDate: CREATED,
  }));
  const addresses = streets.flatMap((street) =>
    [1, 2, 3, 4].map((number) => ({
      id: (street.id - 1) * 4 + number,
      address: `${number} ${street.streetName}`,
      buildings: 1,
      apartments: 10,
      numberOfApartments: 10,
      landlordId: `LL-${street.id}${number}`,
      streetId: street.id,
      streetName: street.streetName,
      communityId: 1,
      createdDate: CREATED,
    })),
  );
  const apartments = addresses.flatMap((address) =>
    Array.from({ length: 10 }, (_, index) => ({
      id: (address.id - 1) * 10 + index + 1,
      apartmentName: `Flat ${index + 1}`,
      addressId: address.id,
      address: address.address,
      streetId: address.streetId,
      streetName: address.streetName,
      landlordId: address.landlordId,
      principalId: `PR-${address.id}-${index + 1}`,
      principalPhoneNumber: '08030000001',
      landLoardPhoneNumber: '08030000002',
      communityId: 1,
      createdDate: CREATED,
    })),
  );
  const apartmentTypes = Array.from({ length: 30 }, (_, index) => ({
    id: index + 1,
    type: '2 bedroom',
    name: `Type ${index + 1}`,
    numberOfRoom: 2,
    feePerPerMonth: 25000,
    comId: 1,
    createdDate: CREATED,
  }));
  const people = Array.from({ length: residents }, (_, index) => ({
    id: index + 1,
    fullName: index === 0 ? 'Ngozi Obi' : `Resident ${index + 1}`,
    address: addresses[index % addresses.length]!.address,
    communityId: 1,
  }));
  return { streets, addresses, apartments, apartmentTypes, residents: people };
}

/**
 * Each word of the search is in one of the texts, or the whole search in one of the codes (the
 * server's word search, search.ts).
 */
function matches(texts: string[], codes: string[], search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const whole = search.trim().toLowerCase();
  return (
    words.every((word) => texts.some((text) => text.toLowerCase().includes(word))) ||
    codes.some((code) => code.toLowerCase().includes(whole))
  );
}

/** The words each family is searched by, and its list filters (query name → record key). */
const FAMILIES = {
  Streets: { records: 'streets', texts: ['streetName'], filters: {} },
  Addresses: {
    records: 'addresses',
    texts: ['address', 'streetName'],
    codes: ['landlordId'],
    filters: { StreetId: 'streetId' },
  },
  Apartments: {
    records: 'apartments',
    texts: ['apartmentName', 'address', 'streetName'],
    codes: ['landlordId', 'principalId'],
    filters: { StreetId: 'streetId', AddressId: 'addressId' },
  },
  'Apartments/apartmentTypes': { records: 'apartmentTypes', texts: ['name', 'type'], filters: {} },
  Residents: { records: 'residents', texts: ['fullName', 'address'], filters: {} },
} as const;

type Row = Record<string, unknown> & { id: number };

function listOf(
  rows: Row[],
  query: URLSearchParams,
  family: (typeof FAMILIES)[keyof typeof FAMILIES],
) {
  const search = query.get('SearchText') ?? '';
  const found = rows
    .filter((row) => {
      const codes: readonly string[] = 'codes' in family ? family.codes : [];
      const text = (keys: readonly string[]) => keys.map((key) => String(row[key]));
      return matches(text(family.texts), text(codes), search);
    })
    .filter((row) =>
      Object.entries(family.filters).every(
        ([name, key]) => !query.has(name) || row[key] === Number(query.get(name)),
      ),
    )
    .sort((a, b) => b.id - a.id);
  const size = query.has('PageSize') ? Number(query.get('PageSize')) : found.length;
  const first = (Number(query.get('PageNumber') ?? 1) - 1) * size;
  return { records: found.slice(first, first + size), totalRecordCount: found.length };
}

/** The fake API's answer to a GET of the estate's lists and records (undefined: not its URL). */
export function estateAnswer(estate: Estate, url: string): Response | undefined {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const path = pathname.replace(/^\/api\//, '');
  for (const [name, family] of Object.entries(FAMILIES)) {
    const rows = estate[family.records] as unknown as Row[];
    if (path === `${name}/Community/1` || path === name) {
      return jsonResponse(listOf(rows, searchParams, family));
    }
    const id = path.startsWith(`${name}/`) ? Number(path.slice(name.length + 1)) : NaN;
    const row = rows.find((candidate) => candidate.id === id);
    if (row) return jsonResponse(row);
  }
  return undefined;
}

/** The list requests the pickers made for a family, as their query parameters. */
export function listQueries(fetchMock: { mock: { calls: unknown[][] } }, family: string) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter(
      (url) => url.pathname === `/api/${family}/Community/1` || url.pathname === `/api/${family}`,
    )
    .map((url) => Object.fromEntries(url.searchParams));
}
