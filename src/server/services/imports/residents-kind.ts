/**
 * The residents kind (issue 17): one row per resident with their property by name and an
 * optional opening balance. Planning reads the community once (property, residents, the accounts
 * holding the sheet's e-mails and phones, who already has an opening balance) and checks every
 * row in memory; applying inserts what is new in batches, parents first.
 *
 * New residents get an account without a password and the Member role, and no welcome e-mail: a
 * committee importing 300 people tells them when it is ready ('Forgot password' with their e-mail
 * or phone sets one). Fields the sheet does not carry are saved as '' and filled in later.
 */
import type { ImportRowError } from '../../../shared/contract/imports.js';
import { messages } from '../../../shared/messages.js';
import { MEMBER } from '../../../shared/roles.js';
import type { Repositories } from '../../repositories/index.js';
import { newTransactionId } from '../money/ledger-entries.js';
import type { ImportContext, ImportKindPlanner, ImportPlan } from './import-kind.js';
import { matchResidents } from './resident-matching.js';
import { PropertyPlan, typeChoiceOf, type Place, type Ref } from './resident-property.js';
import { readResidentRow, type ResidentRow } from './resident-row.js';

interface NewResident {
  row: ResidentRow;
  place: Place;
}

interface OpeningBalance {
  /** An existing resident's id, or the new resident's row. */
  resident: number | ResidentRow;
  kobo: number;
}

export const planResidents: ImportKindPlanner = async (repos, context, sheetRows) => {
  const errors: ImportRowError[] = [];
  const rows: ResidentRow[] = [];
  for (const sheetRow of sheetRows) {
    const read = readResidentRow(sheetRow);
    errors.push(...read.errors);
    if (read.value) rows.push(read.value);
  }
  const emails = [...new Set(rows.flatMap((row) => (row.email ? [row.email] : [])))];
  const phones = [...new Set(rows.flatMap((row) => (row.phone ? [row.phone] : [])))];
  const [residents, holders, property, withBalance] = await Promise.all([
    repos.ledger.payerIdentities(context.communityId),
    repos.residentImport.accountsHolding(emails, phones),
    repos.residentImport.propertyOf(context.communityId),
    repos.residentImport.residentsWithOpeningBalance(context.communityId),
  ]);
  const matched = matchResidents(rows, context.communityId, residents, holders);
  errors.push(...matched.errors);

  const plan = new PropertyPlan(property);
  const created: NewResident[] = [];
  const balances: OpeningBalance[] = [];
  let unchanged = 0;
  for (const [row, residentId] of matched.matches) {
    if (residentId !== null) {
      // An import adds, never overwrites: only a missing opening balance is added.
      if (row.balanceKobo !== 0 && !withBalance.has(residentId)) {
        balances.push({ resident: residentId, kobo: row.balanceKobo });
      } else unchanged += 1;
      continue;
    }
    const placed = plan.place(row);
    errors.push(...placed.errors);
    if (!placed.place) continue;
    created.push({ row, place: placed.place });
    if (row.balanceKobo !== 0) balances.push({ resident: row, kobo: row.balanceKobo });
  }

  const result: ImportPlan = {
    rows: sheetRows.length,
    created: {
      residents: created.length,
      streets: plan.streets.size,
      addresses: plan.addresses.size,
      apartments: plan.apartments.size,
      apartmentTypes: plan.apartmentTypes.size,
      openingBalances: balances.length,
    },
    unchanged,
    errors,
    apply: (trx) => applyResidents(trx, context, plan, created, balances),
  };
  return result;
};

/** Inserts the plan: property, accounts, residents, member IDs, then opening balances. */
async function applyResidents(
  trx: Repositories,
  context: ImportContext,
  plan: PropertyPlan,
  created: readonly NewResident[],
  balances: readonly OpeningBalance[],
): Promise<void> {
  const { communityId } = context;
  const createdAt = new Date().toISOString();
  const repo = trx.residentImport;
  const ids = new Map<string, number>();
  const idOf = (ref: Ref) => ('id' in ref ? ref.id : ids.get(ref.key)!);

  const community = await trx.communities.findById(communityId);
  const memberRoleId = await trx.roles.findIdByName(MEMBER);
  if (!community || memberRoleId === null) throw new Error('The community or its roles are gone');

  const types = [...plan.apartmentTypes.values()];
  const typeIds = await repo.insertApartmentTypes(
    types.map((type) => {
      const choice = typeChoiceOf(type.name);
      return {
        communityId,
        type: choice.type,
        name: type.name,
        numberOfRoom: choice.rooms,
        feePerMonthKobo: type.feeKobo,
        createdAt,
      };
    }),
  );
  // RETURNING's order is not promised: each new record is found again by what names it.
  const typeByName = new Map(typeIds.map((type) => [type.name, type.id]));
  for (const type of types) ids.set(type.key, typeByName.get(type.name)!);

  const streets = [...plan.streets.values()];
  const addresses = [...plan.addresses.values()];
  const apartments = [...plan.apartments.values()];
  const countOf = <T>(items: readonly T[], parent: (item: T) => Ref, key: string) =>
    items.filter((item) => {
      const ref = parent(item);
      return 'key' in ref && ref.key === key;
    }).length;
  const streetIds = await repo.insertStreets(
    streets.map((street) => ({
      communityId,
      streetName: street.name,
      buildings: countOf(addresses, (address) => address.street, street.key),
      lga: community.lga,
      state: community.state,
      country: community.country,
      createdAt,
    })),
  );
  const streetByName = new Map(streetIds.map((street) => [street.streetName, street.id]));
  for (const street of streets) ids.set(street.key, streetByName.get(street.name)!);

  const addressIds = await repo.insertAddresses(
    addresses.map((address) => ({
      communityId,
      streetId: idOf(address.street),
      address: address.name,
      buildings: 1,
      apartments: countOf(apartments, (apartment) => apartment.address, address.key),
      landlordId: '',
      createdAt,
    })),
  );
  const addressByName = new Map(addressIds.map((a) => [`${a.streetId}/${a.address}`, a.id]));
  for (const address of addresses) {
    ids.set(address.key, addressByName.get(`${idOf(address.street)}/${address.name}`)!);
  }

  const phoneOfRow = new Map(created.map(({ row }) => [row.row, row.phone ?? '']));
  const apartmentIds = await repo.insertApartments(
    apartments.map((apartment) => ({
      communityId,
      apartmentName: apartment.name,
      addressId: idOf(apartment.address),
      streetId: idOf(apartment.street),
      landlordId: '',
      principalId: '',
      principalPhoneNumber: phoneOfRow.get(apartment.firstRow) ?? '',
      landlordPhoneNumber: '',
      createdAt,
    })),
  );
  const apartmentByName = new Map(
    apartmentIds.map((a) => [`${a.addressId}/${a.apartmentName}`, a.id]),
  );
  for (const apartment of apartments) {
    const key = `${idOf(apartment.address)}/${apartment.name}`;
    ids.set(apartment.key, apartmentByName.get(key)!);
  }

  const accounts = await repo.insertAccounts(
    created.map(({ row }) => ({
      communityId,
      roleId: memberRoleId,
      fullName: row.fullName,
      title: '',
      email: row.email,
      mobileNumber: row.phone,
      passwordHash: null,
      createdAt,
    })),
  );
  const accountOf = new Map(
    accounts.map((account) => [account.email ?? `phone:${account.mobileNumber}`, account.id]),
  );
  const userIdOf = (row: ResidentRow) => accountOf.get(row.email ?? `phone:${row.phone}`)!;
  const residentRows = created.map(({ row, place }) => ({
    communityId,
    userId: userIdOf(row),
    ...BLANK_PROFILE,
    fullName: row.fullName,
    memberId: '',
    imageFileId: null,
    idNumberFileId: null,
    addressId: idOf(place.address),
    apartmentId: idOf(place.apartment),
    apartmentTypeId: idOf(place.apartmentType),
    createdAt,
  }));
  const residentIds = await repo.insertResidents(residentRows);
  const residentOfUser = new Map(residentIds.map((resident) => [resident.userId, resident.id]));
  const residentOf = (row: ResidentRow) => residentOfUser.get(userIdOf(row))!;
  await repo.setMemberIds(
    residentIds.map((resident) => resident.id),
    apartmentIds.map((apartment) => apartment.id),
  );

  await repo.insertLedgerEntries(
    balances.map((balance) => ({
      communityId,
      residentId:
        typeof balance.resident === 'number' ? balance.resident : residentOf(balance.resident),
      projectId: null,
      kind: 'opening_balance' as const,
      owedKobo: balance.kobo,
      description: messages.finance.openingBalance,
      transactionId: newTransactionId(),
      // What is owed waits to be paid; a credit is money the community already holds.
      status: balance.kobo > 0 ? ('pending' as const) : ('paid' as const),
      entryDate: context.today,
      billingMonth: null,
      reversesEntryId: null,
      reversesKind: null,
      createdAt,
      createdBy: context.userId,
    })),
  );
}

/** The resident fields a sheet does not carry: '' until someone fills them in. */
const BLANK_PROFILE = {
  title: '',
  gender: '',
  maritalStatus: '',
  nationality: '',
  occupation: '',
  state: '',
  status: '',
  idNumber: '',
  idNumberType: '',
  referralId: '',
  dob: '',
  expiryDate: '',
} as const;
