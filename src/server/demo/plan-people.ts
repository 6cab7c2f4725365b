/**
 * The estate's people: residents (one per occupied apartment) with Nigerian names, phones and
 * e-mails, their payer profiles and join dates, the excos and the demo Member.
 */
import type { Faker } from '@faker-js/faker';
import { ID_TYPES } from '../../shared/choices.js';
import { EXCO_ROLES, MEMBER } from '../../shared/roles.js';
import { addDays, dateBetween, emailFor, timestampOn, uniquePhone, weighted } from './random.js';
import type { PayerProfile, PlannedApartment, PlannedResident } from './types.js';

/** Share of each payer profile (see plan-payments.ts for what each one does). */
const PROFILES: Record<PayerProfile, number> = {
  prompt: 62,
  advance: 10,
  late: 12,
  partial: 6,
  lapsed: 7,
  never: 3,
};

/** The officers every estate has, then ordinary exco members for larger estates. */
const OFFICERS = ['Chairman', 'Secretary', 'Treasurer', 'Financial Secretary'] as const;

export interface PeopleContext {
  communityIndex: number;
  domain: string;
  memberEmail: string;
  /** First day of the first billed month and today (YYYY-MM-DD). */
  ledgerStart: string;
  today: string;
  /** Day after the community's registration. */
  settledFrom: string;
  /** E-mails already given out (landlords'), so every seeded e-mail is different. */
  emails: Set<string>;
}

const titleCase = (text: string) => text.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

function idDocument(faker: Faker, today: string) {
  const idNumberType = weighted(faker, {
    NIN: 60,
    'Voters Card': 15,
    'Drivers license': 15,
    'International Passport': 10,
  } satisfies Record<(typeof ID_TYPES)[number], number>);
  const idNumber =
    idNumberType === 'NIN'
      ? faker.string.numeric(11)
      : faker.string.alphanumeric({ length: 12, casing: 'upper' });
  const expiryDate =
    idNumberType === 'NIN' ? '' : addDays(today, faker.number.int({ min: 200, max: 1800 }));
  return { idNumberType, idNumber, expiryDate };
}

/** Residents in the occupied apartments (which get their resident's index). */
export function planResidents(
  faker: Faker,
  apartments: PlannedApartment[],
  count: number,
  context: PeopleContext,
): PlannedResident[] {
  const { emails } = context;
  emails.add(context.memberEmail);
  const occupied = faker.helpers.shuffle(apartments.map((_, index) => index)).slice(0, count);
  const residents = occupied.map((apartment, index): PlannedResident => {
    apartments[apartment]!.resident = index;
    const sex = faker.person.sex() as 'female' | 'male';
    const fullName = `${faker.person.firstName(sex)} ${faker.person.lastName()}`;
    const maritalStatus = weighted(faker, { Married: 55, Single: 35, Widowed: 5, Divorced: 5 });
    const title = faker.datatype.boolean(0.1)
      ? 'Dr'
      : sex === 'male'
        ? 'Mr'
        : maritalStatus === 'Single'
          ? faker.helpers.arrayElement(['Miss', 'Ms'])
          : 'Mrs';
    // Most residents were there before the first billed month; the rest joined during the year.
    const joinedEarly = index < 6 || faker.datatype.boolean(0.85);
    const joined = joinedEarly
      ? dateBetween(faker, context.settledFrom, addDays(context.ledgerStart, -1))
      : dateBetween(faker, addDays(context.ledgerStart, 20), context.today);
    return {
      title,
      fullName,
      gender: sex === 'male' ? 'Male' : 'Female',
      maritalStatus,
      dob: faker.date
        .birthdate({ mode: 'age', min: 24, max: 75, refDate: `${context.today}T12:00:00Z` })
        .toISOString()
        .slice(0, 10),
      email: emailFor(fullName, context.domain, emails),
      mobileNumber: uniquePhone(faker, context.communityIndex, index),
      occupation: faker.person.jobType(),
      nationality: 'Nigerian',
      state: titleCase(faker.location.state()),
      status: faker.datatype.boolean(0.3) ? 'Owner occupier' : 'Tenant',
      ...idDocument(faker, context.today),
      apartment,
      roleName: MEMBER,
      isDemoMember: false,
      createdAt: timestampOn(faker, joined),
      profile: weighted(faker, PROFILES),
    };
  });
  assignRoles(residents, context);
  return residents;
}

/** The first residents (all there from the start) are the officers; the next is the demo Member. */
function assignRoles(residents: PlannedResident[], context: PeopleContext): void {
  const extraExcos = residents.length >= 50 ? 2 : 0;
  const roles = [...OFFICERS, ...Array<(typeof EXCO_ROLES)[number]>(extraExcos).fill('Exco')];
  roles.forEach((roleName, index) => {
    const exco = residents[index];
    if (exco) Object.assign(exco, { roleName, profile: 'prompt' });
  });
  const member = residents[roles.length];
  if (member) {
    // A resident who pays late: they see their own debt on the debtors page.
    Object.assign(member, { email: context.memberEmail, isDemoMember: true, profile: 'late' });
  }
}
