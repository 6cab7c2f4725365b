/**
 * The plan's residents (each with an account: no password but the demo Member's, as
 * src/server/demo/write-people.ts), their dependants and the projects, as rows inserted in
 * batches.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema.js';
import type { DemoPlan } from '../../../src/server/demo/index.js';
import { after, idsFor, insertRows, type Ids, type Row } from './insert.js';
import { generatedMemberId } from '../../../src/server/services/residents/resident-accounts.js';
import type { Lookups } from './records.js';

export interface WrittenProperty {
  communityId: number;
  apartmentIds: number[];
  addressIds: number[];
  typeIds: number[];
}

export async function writePeople(
  db: Kysely<Database>,
  ids: Ids,
  plan: DemoPlan,
  lookups: Lookups,
  property: {
    communityId: number;
    apartmentIds: number[];
    addressIds: number[];
    typeIds: number[];
  },
) {
  const { communityId } = property;
  const userIds = idsFor(ids, 'users', plan.residents.length);
  const residentIds = idsFor(ids, 'residents', plan.residents.length);
  const users: Row<'users'>[] = [];
  const residents: Row<'residents'>[] = [];
  plan.residents.forEach((planned, index) => {
    const {
      apartment,
      roleName,
      isDemoMember,
      profile: _,
      email,
      mobileNumber,
      ...values
    } = planned;
    const { fullName, title, createdAt } = planned;
    const passwordHash = isDemoMember ? lookups.passwordHash : null;
    const roleId = lookups.roleIds.get(roleName)!;
    const userId = userIds[index]!;
    users.push({
      id: userId,
      communityId,
      roleId,
      fullName,
      title,
      email,
      mobileNumber,
      passwordHash,
      createdAt,
    });
    const { address, apartmentType } = plan.apartments[apartment]!;
    residents.push({
      ...{ ...values, id: residentIds[index]!, communityId, userId, referralId: '' },
      memberId: generatedMemberId(communityId, residentIds[index]!),
      ...{ imageFileId: null, idNumberFileId: null },
      addressId: property.addressIds[address]!,
      apartmentId: property.apartmentIds[apartment]!,
      apartmentTypeId: property.typeIds[apartmentType]!,
    });
  });
  await insertRows(db, 'users', users);
  await insertRows(db, 'residents', residents);
  await insertRows(
    db,
    'dependants',
    plan.dependants.map(({ resident, ...dependant }) => ({
      ...{ ...dependant, residentId: residentIds[resident]!, communityId },
      createdAt: after(plan.residents[resident]!.createdAt, 7),
    })),
  );
  const projectIds = idsFor(ids, 'projects', plan.projects.length);
  await insertRows(
    db,
    'projects',
    plan.projects.map(({ exco, ...project }, index) => ({
      ...{ ...project, id: projectIds[index]!, communityId, excoResidentId: residentIds[exco]! },
      createdAt: `${project.projectDate}T09:00:00.000Z`,
    })),
  );
  return { residentIds, projectIds };
}
