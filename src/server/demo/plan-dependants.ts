/** Dependants: spouses, children and parents of some residents, sharing their surname. */
import type { Faker } from '@faker-js/faker';
import { MEMBER } from '../../shared/roles.js';
import { storedPhone } from '../../shared/phone.js';
import type { PlannedDependant, PlannedResident } from './types.js';

/**
 * Spouses, children and parents of about one resident in eight, and always of the demo Member
 * (whose login then shows a household) and of the excos, so even a small estate has some.
 */
export function planDependants(faker: Faker, residents: PlannedResident[], today: string) {
  const dependants: PlannedDependant[] = [];
  residents.forEach((resident, index) => {
    const chosen = faker.datatype.boolean(0.12);
    if (!chosen && !resident.isDemoMember && resident.roleName === MEMBER) return;
    const surname = resident.fullName.split(' ').at(-1) ?? '';
    const relationships =
      resident.maritalStatus === 'Married' ? ['Spouse', 'Child', 'Child'] : ['Child', 'Parent'];
    const howMany = faker.number.int({ min: 1, max: relationships.length });
    for (const relationship of relationships.slice(0, howMany)) {
      const sex =
        relationship === 'Spouse'
          ? resident.gender === 'Male'
            ? 'female'
            : 'male'
          : (faker.person.sex() as 'female' | 'male');
      const age =
        relationship === 'Child' ? [1, 22] : relationship === 'Parent' ? [60, 90] : [25, 70];
      const adult = relationship !== 'Child';
      dependants.push({
        resident: index,
        fullName: `${faker.person.firstName(sex)} ${surname}`,
        relationship,
        phone: adult ? storedPhone(faker.phone.number({ style: 'international' })) : '',
        gender: sex === 'male' ? 'Male' : 'Female',
        dob: faker.date
          .birthdate({ mode: 'age', min: age[0]!, max: age[1]!, refDate: `${today}T12:00:00Z` })
          .toISOString()
          .slice(0, 10),
      });
    }
  });
  return dependants;
}
