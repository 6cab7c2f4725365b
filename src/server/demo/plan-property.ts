/**
 * The estate's property records: the community, its streets, apartment types with monthly fees,
 * buildings (addresses) with their apartments, and one landlord per building.
 */
import type { Faker } from '@faker-js/faker';
import type {
  PlannedAddress,
  PlannedBank,
  PlannedApartment,
  PlannedApartmentType,
  PlannedCommunity,
  PlannedLandlord,
  PlannedStreet,
} from './types.js';
import { storedPhone } from '../../shared/phone.js';
import { emailFor, naira, weighted } from './random.js';

export const LGA = 'Eti-Osa';
export const STATE = 'Lagos';

/** The apartment types (spec choices) with their names, rooms and monthly dues. */
export const APARTMENT_TYPES: PlannedApartmentType[] = [
  {
    type: '1 room apartment',
    name: 'Self contain',
    numberOfRoom: 1,
    feePerMonthKobo: naira(5_000),
  },
  { type: '2 bedroom', name: '2 bedroom flat', numberOfRoom: 2, feePerMonthKobo: naira(7_500) },
  { type: '3 bedroom', name: '3 bedroom flat', numberOfRoom: 3, feePerMonthKobo: naira(10_000) },
  { type: '4 bedroom', name: '4 bedroom terrace', numberOfRoom: 4, feePerMonthKobo: naira(12_500) },
  { type: '5 bedroom', name: '5 bedroom duplex', numberOfRoom: 5, feePerMonthKobo: naira(20_000) },
  { type: 'shop', name: 'Shop', numberOfRoom: 1, feePerMonthKobo: naira(15_000) },
  { type: 'hall', name: 'Event hall', numberOfRoom: 1, feePerMonthKobo: naira(25_000) },
];
const typeIndex = (type: string) => APARTMENT_TYPES.findIndex((t) => t.type === type);

/** Kinds of building: how many units, of which types, and what a unit is called. */
const BUILDINGS = {
  duplex: { weight: 14, units: [1, 1], types: ['5 bedroom', '4 bedroom'], unit: 'Main house' },
  terrace: { weight: 18, units: [2, 4], types: ['4 bedroom', '3 bedroom'], unit: 'Unit' },
  flats: { weight: 38, units: [4, 8], types: ['3 bedroom', '2 bedroom'], unit: 'Flat' },
  rooms: { weight: 18, units: [4, 10], types: ['1 room apartment'], unit: 'Room' },
  plaza: { weight: 8, units: [3, 6], types: ['shop'], unit: 'Shop' },
} as const;
type Building = keyof typeof BUILDINGS;

const STREET_KINDS = ['Street', 'Close', 'Crescent', 'Avenue', 'Road', 'Drive'];
const ESTATE_KINDS = ['Gardens', 'Court', 'Park', 'Heights', 'Villas'];

/** `Dr.` → `Dr`, as the forms write titles. */
const titleOf = (faker: Faker, sex: 'female' | 'male') =>
  faker.person.prefix(sex).replace(/\.$/, '');

export function planCommunity(
  faker: Faker,
  index: number,
  domain: string,
  adminPhone: string,
  registeredAt: string,
): PlannedCommunity {
  const name =
    index === 0
      ? 'Palmview Gardens Estate'
      : `${faker.person.lastName()} ${faker.helpers.arrayElement(ESTATE_KINDS)} Estate`;
  const street = `${name.split(' ')[0]} Avenue`;
  return {
    communityName: name,
    communityType: 'CDA',
    communityAddress: `1 ${street}, Lekki Phase 1`,
    street,
    lga: LGA,
    state: STATE,
    email: `info@${domain}`,
    mobileNumber: adminPhone,
    adminName: `${faker.person.firstName('female')} ${faker.person.lastName()}`,
    adminTitle: 'Mrs',
    adminEmail: `admin@${domain}`,
    registeredAt,
  };
}

/** Banks Nigerian estates keep their dues accounts with. */
const BANKS = ['Access Bank', 'First Bank of Nigeria', 'Guaranty Trust Bank', 'Zenith Bank'];

/** Where residents pay their dues: a bank and a 10-digit NUBAN account number. */
export function planBank(faker: Faker): PlannedBank {
  return {
    bankName: faker.helpers.arrayElement(BANKS),
    bankAccountNumber: faker.string.numeric({ length: 10, allowLeadingZeros: true }),
  };
}

export function planStreets(faker: Faker, count: number): PlannedStreet[] {
  const names = new Set<string>();
  while (names.size < count) {
    names.add(`${faker.person.lastName()} ${faker.helpers.arrayElement(STREET_KINDS)}`);
  }
  return [...names].map((streetName) => ({ streetName, buildings: 0, lga: LGA, state: STATE }));
}

export interface PlannedBuildings {
  addresses: PlannedAddress[];
  apartments: PlannedApartment[];
  landlords: PlannedLandlord[];
}

/** Buildings along the streets until there are at least `units` apartments. */
export function planBuildings(
  faker: Faker,
  streets: PlannedStreet[],
  units: number,
  domain: string,
  emails: Set<string>,
): PlannedBuildings {
  const planned: PlannedBuildings = { addresses: [], apartments: [], landlords: [] };
  const weights = Object.fromEntries(
    Object.entries(BUILDINGS).map(([kind, { weight }]) => [kind, weight]),
  ) as Record<Building, number>;
  const nextNumber = streets.map(() => 1);
  while (planned.apartments.length < units) {
    const index = planned.addresses.length;
    const street = faker.number.int({ min: 0, max: streets.length - 1 });
    const building = BUILDINGS[weighted(faker, weights)];
    const count = faker.number.int({ min: building.units[0], max: building.units[1] });
    const houseNumber = nextNumber[street]!;
    nextNumber[street] = houseNumber + faker.number.int({ min: 1, max: 3 });
    streets[street]!.buildings += 1;
    const landlordId = `LL-${String(index + 1).padStart(3, '0')}`;
    planned.addresses.push({
      street,
      address: `${houseNumber} ${streets[street]!.streetName}`,
      apartments: count,
      landlordId,
    });
    const first = planned.apartments.length;
    for (let unit = 1; unit <= count; unit += 1) {
      // A plaza's last unit is sometimes an event hall.
      const hall = building.unit === 'Shop' && unit === count && faker.datatype.boolean(0.3);
      planned.apartments.push({
        address: index,
        apartmentType: typeIndex(hall ? 'hall' : faker.helpers.arrayElement(building.types)),
        apartmentName: hall ? 'Hall' : count === 1 ? building.unit : `${building.unit} ${unit}`,
        resident: null,
      });
    }
    const sex = faker.person.sex() as 'female' | 'male';
    const fullName = `${faker.person.firstName(sex)} ${faker.person.lastName()}`;
    planned.landlords.push({
      address: index,
      apartment: first,
      fullName,
      title: titleOf(faker, sex),
      email: emailFor(fullName, domain, emails),
      // Stored as the landlord form stores it (shared/phone.ts): 0 and 10 digits.
      mobileNo: storedPhone(faker.phone.number({ style: 'international' })),
    });
  }
  return planned;
}
