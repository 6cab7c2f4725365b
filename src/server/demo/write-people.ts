/**
 * Writes the plan's residents, dependants and projects. Each resident's account is created as
 * the resident form does (`accounts.create`: no password, the role on the account), without the
 * welcome e-mail; only the demo Member gets a password (argon2id, as everywhere). The resident
 * rows carry no photo or ID document, so they go in by the demo records repository.
 */
import { MEMBER } from '../../shared/roles.js';
import type { DemoRecordsRepository } from '../repositories/communities/demo-records-repository.js';
import type { Repositories } from '../repositories/index.js';
import { hashPassword } from '../services/accounts/passwords.js';
import { asDuplicateAccount, generatedMemberId } from '../services/residents/resident-accounts.js';
import type { DemoPlan } from './types.js';
import { after, type WrittenProperty } from './write-records.js';

export interface WrittenPeople {
  /** Database ids by plan index. */
  residentIds: number[];
  /** The residents' account ids, by plan index. */
  userIds: number[];
  projectIds: number[];
  /** The demo Member's resident id. */
  memberResidentId: number;
}

async function writeResidents(
  repos: Repositories,
  seeded: DemoRecordsRepository,
  plan: DemoPlan,
  property: WrittenProperty,
  password: string,
) {
  const { communityId } = property;
  const roles = await repos.roles.listByNames([
    MEMBER,
    ...new Set(plan.residents.map((r) => r.roleName)),
  ]);
  const roleId = (name: string) => roles.find((role) => role.roleName === name)!.id;
  const memberHash = await hashPassword(password);
  const rows = [];
  for (const { apartment, roleName, isDemoMember, profile: _, ...resident } of plan.residents) {
    const { email, mobileNumber, fullName, title } = resident;
    let userId: number;
    try {
      userId = await repos.accounts.create(
        communityId,
        roleId(roleName),
        { fullName, title, email, mobileNumber },
        resident.createdAt,
      );
    } catch (error) {
      throw asDuplicateAccount(error);
    }
    if (isDemoMember) await repos.users.setPassword(userId, memberHash);
    const { email: _email, mobileNumber: _phone, ...values } = resident;
    const { address, apartmentType } = plan.apartments[apartment]!;
    rows.push({
      ...values,
      communityId,
      userId,
      referralId: '',
      memberId: '', // given below, once the resident has its id
      addressId: property.addressIds[address]!,
      apartmentId: property.apartmentIds[apartment]!,
      apartmentTypeId: property.typeIds[apartmentType]!,
    });
  }
  const byAccount = await seeded.insertSeededResidents(rows);
  const written = rows.map(({ userId, apartmentId }) => ({
    id: byAccount.get(userId)!,
    userId,
    apartmentId,
  }));
  // Member IDs in the one format every resident gets (issue 16), now that the ids are known.
  await seeded.setSeededMemberIds(
    written.map(({ id, apartmentId }) => ({
      residentId: id,
      apartmentId,
      memberId: generatedMemberId(communityId, id),
    })),
  );
  return written.map(({ id, userId }) => ({ id, userId }));
}

export async function writePeople(
  repos: Repositories,
  seeded: DemoRecordsRepository,
  plan: DemoPlan,
  property: WrittenProperty,
  password: string,
): Promise<WrittenPeople> {
  const { communityId } = property;
  const residents = await writeResidents(repos, seeded, plan, property, password);
  for (const { resident, ...dependant } of plan.dependants) {
    const owner = { ...residents[resident]!, communityId };
    await repos.dependants.create(owner, dependant, after(plan.residents[resident]!.createdAt, 7));
  }
  const projectIds: number[] = [];
  for (const { exco, ...project } of plan.projects) {
    const values = { ...project, excoResidentId: residents[exco]!.id };
    const createdAt = `${project.projectDate}T09:00:00.000Z`;
    projectIds.push(await repos.projects.create(communityId, values, createdAt));
  }
  const member = plan.residents.findIndex((resident) => resident.isDemoMember);
  return {
    residentIds: residents.map(({ id }) => id),
    userIds: residents.map(({ userId }) => userId),
    projectIds,
    memberResidentId: residents[member]!.id,
  };
}
