/**
 * The resident tests' harness: their set-up (setUpResidentTests), community 1's residents and the
 * records a resident needs (addresses, apartments, apartment types, roles) and the files, in the
 * fake dataProvider (residentsFake) or behind a stubbed fetch for the tests of the real
 * provider's HTTP (residentsApi, `write` answering every POST, PUT and DELETE); with the form
 * helpers the tests share.
 */
import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Resident } from '../../../../src/shared/contract/residents';
import { fakeDataProvider, forbidFetch, type FakeDataProvider } from '../fakeDataProvider';
import { aCommunity, anAddress, anApartment } from '../fakeProvider/samples';
import { pngFile } from '../files';
import { jsonResponse, mockFetch } from '../fixtures';

/** jsdom has no object URLs: the photos (AuthorizedImage), file previews and the CSV download. */
function stubObjectUrls() {
  let next = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn(() => `blob:http://localhost/${(next += 1)}`),
      revokeObjectURL: vi.fn(),
    }),
  );
}

/** Each resident test file's set-up: object URLs before each test, every stub undone after. */
export function setUpResidentTests() {
  beforeEach(stubObjectUrls);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

export const amaka: Resident = {
  id: 5,
  communityId: 1,
  title: 'Mrs',
  fullName: 'Amaka Nwosu',
  email: 'amaka@nwosu.ng',
  dob: '1990-04-12',
  gender: 'Female',
  maritalStatus: 'Married',
  mobileNumber: '08031234567',
  nationality: 'Nigerian',
  occupation: 'Engineer',
  state: 'Lagos',
  status: 'Tenant',
  imagePath: '/api/Files/p5',
  memberId: 'NB1-5',
  idNumber: '12345678901',
  idNumberType: 'NIN',
  idNumberFile: '/api/Files/id5',
  expiryDate: '',
  outStandingBalance: 0,
  selectedAddressId: 2,
  selectedApartmentId: 3,
  selectedApartmentTypeId: 4,
  selectedRoleId: 7,
  roleName: 'Member',
  address: '12 Admiralty Way',
  apartmentName: 'Flat 3B',
  apartmentType: 'Flat',
  referralId: '',
  createdDate: '2026-01-02T10:00:00.000Z',
};

const addresses = [
  { id: 2, address: '12 Admiralty Way', streetId: 7, communityId: 1 },
  { id: 9, address: '4 Bourdillon Road', streetId: 8, communityId: 1 },
];
const apartments = [
  { id: 3, apartmentName: 'Flat 3B', addressId: 2, communityId: 1 },
  { id: 8, apartmentName: 'Flat 8A', addressId: 9, communityId: 1 },
];
const apartmentTypes = [{ id: 4, name: 'Flat', type: '2 bedroom', numberOfRoom: 2, comId: 1 }];
const roles = [
  { id: 1, roleName: 'Admin' },
  { id: 7, roleName: 'Member' },
];

const page = <T>(records: T[]) => jsonResponse({ records, totalRecordCount: records.length });

/** The apartments at the `AddressId` the picker asks for (the server's filter), or all. */
function atAddress(flats: object[], url: string) {
  const addressId = new URL(url, 'http://localhost').searchParams.get('AddressId');
  if (!addressId) return flats;
  return flats.filter((flat) => (flat as { addressId?: number }).addressId === Number(addressId));
}

/** A picker's stored value, read by id (react-admin's getMany). */
function oneOf(records: object[], url: string, prefix: string) {
  const id = Number(url.slice(prefix.length));
  const found = records.find((record) => (record as { id: number }).id === id);
  return found ? jsonResponse(found) : undefined;
}

interface Api {
  residents?: Resident[];
  apartments?: object[];
  write?: (url: string, init: RequestInit) => Response;
  exportCsv?: () => Response;
}

/** Community 1's residents and the records a resident needs, the files, and the given writes. */
export function residentsApi({
  residents = [amaka],
  apartments: flats = apartments,
  write,
  exportCsv,
}: Api = {}) {
  return mockFetch((url, init) => {
    if (init.method && init.method !== 'GET') return write?.(url, init);
    if (url.startsWith('/api/Residents/Export')) return exportCsv?.();
    if (url.startsWith('/api/Residents/Community/1?')) return page(residents);
    if (url === '/api/Residents/5') return jsonResponse(residents[0] ?? amaka);
    if (url === '/api/Residents/5/Dependants') return page([]);
    if (url.startsWith('/api/Addresses/Community/1?')) return page(addresses);
    if (url.startsWith('/api/Apartments/Community/1?')) return page(atAddress(flats, url));
    if (
      url.startsWith('/api/Apartments/apartmentTypes?') ||
      url === '/api/Apartments/apartmentTypes'
    ) {
      return page(apartmentTypes);
    }
    if (url.startsWith('/api/Apartments/apartmentTypes/')) {
      return oneOf(apartmentTypes, url, '/api/Apartments/apartmentTypes/');
    }
    if (url.startsWith('/api/Apartments/')) return oneOf(flats, url, '/api/Apartments/');
    if (url.startsWith('/api/Addresses/')) return oneOf(addresses, url, '/api/Addresses/');
    if (url === '/api/Communities/Getroles') return jsonResponse(roles);
    if (url.startsWith('/api/Communities?')) return page([]); // the Super admin's switcher
    if (url.startsWith('/api/Files/')) {
      return new Response(new Blob(['png'], { type: 'image/png' }), { status: 200 });
    }
    return undefined;
  });
}

const png = () => new Blob(['png'], { type: 'image/png' });

/**
 * The same community in the fake dataProvider (the apartments named without their address, so an
 * option reads "Flat 3B"), Lekki Gardens itself for the overview; fetch answers nothing.
 */
export function residentsFake({
  residents = [amaka],
  apartments: flats = apartments,
}: Pick<Api, 'residents' | 'apartments'> = {}) {
  forbidFetch();
  return fakeDataProvider({
    communities: [aCommunity()],
    resident: residents,
    address: [
      anAddress({ id: 2, address: '12 Admiralty Way', streetId: 7, streetName: 'Admiralty Way' }),
      anAddress({
        id: 9,
        address: '4 Bourdillon Road',
        streetId: 8,
        streetName: 'Bourdillon Road',
      }),
    ],
    apartments: flats.map((flat) => anApartment({ ...flat, address: '' })),
    'apartment-types': apartmentTypes.map((type) => ({
      ...type,
      feePerPerMonth: 15000,
      createdDate: amaka.createdDate,
    })),
    roles,
    files: { '/api/Files/p5': png(), '/api/Files/id5': png() },
  });
}

/** What the form saved: the data of the fake's first resident update. */
export function savedResident(fake: FakeDataProvider): Record<string, unknown> {
  const update = fake.callsTo('update', 'resident')[0];
  if (!update) throw new Error('No resident was saved');
  return (update.params as { data: Record<string, unknown> }).data;
}

/** The name of the file a saved field holds (react-admin's `{ rawFile }`), if any. */
export function fileName(value: unknown): string | undefined {
  return (value as { rawFile?: File } | undefined)?.rawFile?.name;
}

export function writes(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
}

export function formEntries(form: FormData) {
  return Object.fromEntries([...form.keys()].map((key) => [key, form.get(key)]));
}

export async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

export async function fillText(user: UserEvent, label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

/** Every required field of the add-new form but the ID type, number and document. */
export async function fillRequired(user: UserEvent) {
  await user.upload(screen.getByLabelText(/^Photo/), pngFile('amaka.png'));
  const fields: [RegExp, string][] = [
    [/^Title/, 'Mrs'],
    [/^Full name/, 'Amaka Nwosu'],
    [/^Occupation/, 'Engineer'],
    [/^State/, 'Lagos'],
    [/^Email/, 'amaka@nwosu.ng'],
    [/^Mobile number/, '08031234567'],
  ];
  for (const [label, value] of fields) await fillText(user, label, value);
  fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: '1990-04-12' } });
  await choose(user, /^Gender/, 'Female');
  await choose(user, /^Marital status/, 'Married');
  await choose(user, /^Address/, '12 Admiralty Way');
  await choose(user, /^Apartment\W*$/, 'Flat 3B');
  await choose(user, /^Apartment type/, 'Flat (2 bedroom)');
  await choose(user, /^Role/, 'Member');
}
