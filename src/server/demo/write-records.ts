/**
 * Writes the plan's community and property records through the app's own services and
 * repositories: the community and its Admin by `registerCommunity` (argon2id password), then
 * streets, apartment types, addresses and apartments; landlords (without photos) by the demo
 * records repository.
 */
import type { DemoRecordsRepository } from '../repositories/communities/demo-records-repository.js';
import type { Repositories } from '../repositories/index.js';
import { registerCommunity } from '../services/communities/community-registration.js';
import type { DemoPlan } from './types.js';

/** The community, its Admin's account, and the records' database ids by plan index. */
export interface WrittenProperty {
  communityId: number;
  adminUserId: number;
  addressIds: number[];
  apartmentIds: number[];
  typeIds: number[];
}

/** An ISO timestamp `days` after another. */
export const after = (timestamp: string, days: number) =>
  new Date(Date.parse(timestamp) + days * 86_400_000).toISOString();

async function writeCommunity(repos: Repositories, plan: DemoPlan, password: string) {
  const { community } = plan;
  const outcome = await registerCommunity(
    repos,
    {
      ...community,
      country: 'Nigeria',
      fullName: community.adminName,
      title: community.adminTitle,
      adminPassword: password,
      pKey: '',
      advertpage: '',
      whatspplink: '',
      telegramlink: '',
      portal: '',
      referralId: '',
    },
    // The seeder is told (409) of an admin e-mail in use; no notice is ever mailed from here.
    { ...plan.bank, publicUrl: '' },
    new Date(community.registeredAt),
    true,
  );
  if (!outcome.ok) throw new Error(`Could not register the demo community: ${outcome.message}`);
  if (outcome.communityId === null) throw new Error('The demo admin e-mail is already in use');
  const admin = await repos.users.findByEmail(community.adminEmail);
  if (!admin) throw new Error('The demo Admin could not be read back');
  return { communityId: outcome.communityId, adminUserId: admin.id };
}

/** The community (with its Admin), streets, apartment types, addresses, apartments, landlords. */
export async function writeProperty(
  repos: Repositories,
  seeded: DemoRecordsRepository,
  plan: DemoPlan,
  password: string,
): Promise<WrittenProperty> {
  const { communityId, adminUserId } = await writeCommunity(repos, plan, password);
  const at = after(plan.community.registeredAt, 2);
  const ids = async <T>(items: T[], create: (item: T) => Promise<number>) => {
    const created: number[] = [];
    for (const item of items) created.push(await create(item));
    return created;
  };

  const streetIds = await ids(plan.streets, ({ streetName, buildings, lga, state }) =>
    repos.streets.create(
      communityId,
      { streetName, buildings, lga, state, country: 'Nigeria' },
      at,
    ),
  );
  const typeIds = await ids(plan.apartmentTypes, (type) =>
    repos.apartmentTypes.create(communityId, type, at),
  );
  const addressIds = await ids(plan.addresses, ({ street, address, apartments, landlordId }) =>
    repos.addresses.create(
      communityId,
      { streetId: streetIds[street]!, address, buildings: 1, apartments, landlordId },
      at,
    ),
  );
  const landlords = new Map(plan.landlords.map((landlord) => [landlord.address, landlord]));
  const apartmentIds = await ids(plan.apartments, (apartment) => {
    const address = plan.addresses[apartment.address]!;
    const landlord = landlords.get(apartment.address)!;
    const resident = apartment.resident === null ? null : plan.residents[apartment.resident]!;
    return repos.apartments.create(
      communityId,
      {
        apartmentName: apartment.apartmentName,
        addressId: addressIds[apartment.address]!,
        streetId: streetIds[address.street]!,
        landlordId: address.landlordId,
        // A vacant apartment's principal is its landlord; an occupied one's becomes its
        // resident's member ID once the residents have ids (write-people.ts).
        principalId: address.landlordId,
        principalPhoneNumber: resident ? resident.mobileNumber : landlord.mobileNo,
        landlordPhoneNumber: landlord.mobileNo,
      },
      at,
    );
  });
  await seeded.insertSeededLandlords(
    plan.landlords.map(({ address, apartment, ...landlord }) => {
      const { street, address: buildingName } = plan.addresses[address]!;
      const { lga, state } = plan.streets[street]!;
      const apartmentId = apartmentIds[apartment]!;
      const streetId = streetIds[street]!;
      return {
        ...landlord,
        communityId,
        buildingName,
        lga,
        state,
        apartmentId,
        streetId,
        createdAt: at,
      };
    }),
  );

  return { communityId, adminUserId, addressIds, apartmentIds, typeIds };
}
