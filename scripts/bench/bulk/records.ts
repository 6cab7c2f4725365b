/**
 * The plan's community and records as rows, the same values the demo's service path writes
 * (src/server/demo/write-records.ts and write-people.ts: registration, repositories), but
 * inserted in batches. Every password-bearing account (each community's Admin and demo Member)
 * reuses one argon2id hash computed once by the caller: 200 hashes at ~19 MiB each would only
 * slow generation down and measure nothing.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema.js';
import type { DemoPlan } from '../../../src/server/demo/index.js';
import { DEFAULT_ADVERT_SECTIONS } from '../../../src/server/services/adverts/advert-sections.js';
import { normalizeEmail, normalizePhone } from '../../../src/shared/identity.js';
import { ADMIN } from '../../../src/shared/roles.js';
import { after, idsFor, insertRows, type Ids, type Row } from './insert.js';
import { writePeople } from './people.js';

export interface Lookups {
  roleIds: Map<string, number>;
  communityTypeIds: Map<string, number>;
  passwordHash: string;
}

export interface WrittenRecords {
  communityId: number;
  adminUserId: number;
  residentIds: number[];
  projectIds: number[];
}

export async function writeRecords(
  db: Kysely<Database>,
  ids: Ids,
  plan: DemoPlan,
  lookups: Lookups,
): Promise<WrittenRecords> {
  const { community } = plan;
  const role = (name: string) => lookups.roleIds.get(name)!;
  const communityId = ids.take('communities');
  const at = community.registeredAt;
  await insertRows(db, 'communities', [
    {
      id: communityId,
      ...{ communityName: community.communityName, communityAddress: community.communityAddress },
      ...{ street: community.street, lga: community.lga, state: community.state },
      country: 'Nigeria',
      email: normalizeEmail(community.email),
      mobileNumber: normalizePhone(community.mobileNumber),
      fullName: community.adminName,
      title: community.adminTitle,
      adminEmail: normalizeEmail(community.adminEmail),
      ...{ pKey: '', advertpage: '', whatspplink: '', telegramlink: '', portal: '' },
      referralId: '',
      dateOfReg: at,
      communityTypeId: lookups.communityTypeIds.get(community.communityType)!,
      ...plan.bank,
    },
  ]);
  const adminUserId = ids.take('users');
  await insertRows(db, 'users', [
    {
      id: adminUserId,
      communityId,
      roleId: role(ADMIN),
      fullName: community.adminName,
      title: community.adminTitle,
      email: normalizeEmail(community.adminEmail),
      mobileNumber: normalizePhone(community.mobileNumber),
      passwordHash: lookups.passwordHash,
      createdAt: at,
    },
  ]);
  await insertRows(
    db,
    'advertSections',
    DEFAULT_ADVERT_SECTIONS.map((section) => ({ ...section, communityId, createdAt: at })),
  );

  const built = after(at, 2);
  const streetIds = idsFor(ids, 'streets', plan.streets.length);
  await insertRows(
    db,
    'streets',
    plan.streets.map(({ streetName, buildings, lga, state }, index) => ({
      ...{ id: streetIds[index]!, communityId, streetName, buildings, lga, state },
      ...{ country: 'Nigeria', createdAt: built },
    })),
  );
  const typeIds = idsFor(ids, 'apartmentTypes', plan.apartmentTypes.length);
  await insertRows(
    db,
    'apartmentTypes',
    plan.apartmentTypes.map((type, index) => ({
      ...{ id: typeIds[index]!, communityId, ...type, createdAt: built },
    })),
  );
  const addressIds = idsFor(ids, 'addresses', plan.addresses.length);
  await insertRows(
    db,
    'addresses',
    plan.addresses.map(({ street, address, apartments, landlordId }, index) => ({
      ...{ id: addressIds[index]!, communityId, streetId: streetIds[street]!, address },
      ...{ buildings: 1, apartments, landlordId, createdAt: built },
    })),
  );
  const landlords = new Map(plan.landlords.map((landlord) => [landlord.address, landlord]));
  const apartmentIds = idsFor(ids, 'apartments', plan.apartments.length);
  await insertRows(
    db,
    'apartments',
    plan.apartments.map((apartment, index): Row<'apartments'> => {
      const address = plan.addresses[apartment.address]!;
      const landlord = landlords.get(apartment.address)!;
      const resident = apartment.resident === null ? null : plan.residents[apartment.resident]!;
      return {
        ...{ id: apartmentIds[index]!, communityId, apartmentName: apartment.apartmentName },
        ...{ addressId: addressIds[apartment.address]!, streetId: streetIds[address.street]! },
        landlordId: address.landlordId,
        // The landlord's ID as principal: the residents' member IDs come later (people.ts).
        principalId: address.landlordId,
        principalPhoneNumber: resident ? resident.mobileNumber : landlord.mobileNo,
        landlordPhoneNumber: landlord.mobileNo,
        createdAt: built,
      };
    }),
  );
  await insertRows(
    db,
    'landlords',
    plan.landlords.map(({ address, apartment, ...landlord }) => {
      const { street, address: buildingName } = plan.addresses[address]!;
      const { lga, state } = plan.streets[street]!;
      return {
        ...{ ...landlord, communityId, buildingName, lga, state, imageFileId: null },
        ...{ apartmentId: apartmentIds[apartment]!, streetId: streetIds[street]! },
        createdAt: built,
      };
    }),
  );
  const people = { communityId, apartmentIds, addressIds, typeIds };
  return { communityId, adminUserId, ...(await writePeople(db, ids, plan, lookups, people)) };
}
