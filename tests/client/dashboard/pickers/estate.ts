/**
 * A community at real size for the picker tests (issue 15): streets with addresses with
 * apartments (more than 100, so a first page never holds them all), apartment types and residents,
 * typed by the contracts, served by the fake dataProvider, which pages, searches and filters the
 * way the server does (`q` word by word, `StreetId`, `AddressId`; newest first), so that a picker
 * can only show what it asked for.
 */
import type { GetListParams } from 'react-admin';
import type { Address } from '../../../../src/shared/contract/addresses';
import type { Apartment, ApartmentType } from '../../../../src/shared/contract/apartments';
import type { Street } from '../../../../src/shared/contract/streets';
import type { Resident } from '../../../../src/shared/contract/residents';
import { fakeDataProvider, type FakeDataProvider } from '../fakeDataProvider';
import { aResident } from '../fakeProvider/samples';

export interface Estate {
  streets: Street[];
  addresses: Address[];
  apartments: Apartment[];
  apartmentTypes: ApartmentType[];
  residents: Resident[];
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
  const people = Array.from({ length: residents }, (_, index) =>
    aResident({
      id: index + 1,
      fullName: index === 0 ? 'Ngozi Obi' : `Resident ${index + 1}`,
      address: addresses[index % addresses.length]!.address,
      memberId: `NB1-${index + 1}`,
    }),
  );
  return { streets, addresses, apartments, apartmentTypes, residents: people };
}

/** The fake dataProvider over the estate, with the roles a community may assign. */
export function estateProvider(estate: Estate) {
  return fakeDataProvider({
    streets: estate.streets,
    address: estate.addresses,
    apartments: estate.apartments,
    'apartment-types': estate.apartmentTypes,
    resident: estate.residents,
    roles: [
      { id: 1, roleName: 'Admin' },
      { id: 7, roleName: 'Member' },
    ],
  });
}

/** The list calls the pickers made for a resource: each page asked for, with its filter. */
export function listCalls(fake: FakeDataProvider, resource: string) {
  return fake.callsTo('getList', resource).map(({ params }) => {
    const { pagination, filter } = params as GetListParams;
    return { ...pagination, ...filter };
  });
}
