/**
 * What an import of residents (issue 17) reads and writes, in a few batched statements whatever
 * the number of rows: the community's property by name, the accounts already holding the sheet's
 * e-mails and phones, the residents already given an opening balance; then multi-row inserts of
 * the new property, accounts, residents and opening balances, inside the import's transaction.
 */
import { sql, type Insertable, type Kysely } from 'kysely';
import type {
  AddressesTable,
  ApartmentsTable,
  ApartmentTypesTable,
  Database,
  LedgerEntriesTable,
  ResidentsTable,
  StreetsTable,
  UsersTable,
} from '../../db/schema.js';

/** Values per `in (...)` list and rows per multi-row insert (far below both databases' limits). */
const BATCH = 200;

export interface CommunityProperty {
  streets: { id: number; streetName: string }[];
  addresses: { id: number; streetId: number; address: string }[];
  apartments: { id: number; addressId: number; apartmentName: string }[];
  apartmentTypes: { id: number; name: string; feePerMonthKobo: number }[];
}

/** An account holding one of the sheet's e-mails or phones, in any community. */
export interface AccountHolder {
  userId: number;
  communityId: number | null;
  email: string | null;
  mobileNumber: string | null;
  /** The resident record of the account, null when it has none. */
  residentId: number | null;
  memberId: string | null;
}

function batches<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < values.length; start += BATCH) {
    out.push(values.slice(start, start + BATCH));
  }
  return out;
}

export function residentImportRepository(db: Kysely<Database>) {
  /** Inserts rows in batches; returns what `returning` names for each. */
  async function insertAll<Row, Out>(
    rows: readonly Row[],
    insert: (batch: Row[]) => Promise<Out[]>,
  ): Promise<Out[]> {
    const out: Out[] = [];
    for (const batch of batches(rows)) out.push(...(await insert(batch)));
    return out;
  }

  return {
    /** The community's streets, addresses, apartments and apartment types. */
    async propertyOf(communityId: number): Promise<CommunityProperty> {
      const [streets, addresses, apartments, apartmentTypes] = await Promise.all([
        db
          .selectFrom('streets')
          .select(['id', 'streetName'])
          .where('communityId', '=', communityId)
          .execute(),
        db
          .selectFrom('addresses')
          .select(['id', 'streetId', 'address'])
          .where('communityId', '=', communityId)
          .execute(),
        db
          .selectFrom('apartments')
          .select(['id', 'addressId', 'apartmentName'])
          .where('communityId', '=', communityId)
          .execute(),
        db
          .selectFrom('apartmentTypes')
          .select(['id', 'name', 'feePerMonthKobo'])
          .where('communityId', '=', communityId)
          .execute(),
      ]);
      const types = apartmentTypes.map((type) => ({
        ...type,
        feePerMonthKobo: Number(type.feePerMonthKobo),
      }));
      return { streets, addresses, apartments, apartmentTypes: types };
    },

    /** Every account (any community) holding one of the normalised e-mails or phones. */
    async accountsHolding(
      emails: readonly string[],
      phones: readonly string[],
    ): Promise<AccountHolder[]> {
      const read = (column: 'email' | 'mobileNumber', values: string[]) =>
        db
          .selectFrom('users')
          .leftJoin('residents', 'residents.userId', 'users.id')
          .select([
            'users.id as userId',
            'users.communityId',
            'users.email',
            'users.mobileNumber',
            'residents.id as residentId',
            'residents.memberId',
          ])
          .where(`users.${column}`, 'in', values)
          .execute();
      const found = new Map<number, AccountHolder>();
      for (const batch of batches(emails)) {
        for (const row of await read('email', batch)) found.set(row.userId, row);
      }
      for (const batch of batches(phones)) {
        for (const row of await read('mobileNumber', batch)) found.set(row.userId, row);
      }
      return [...found.values()];
    },

    /** The residents of the community who already have an opening balance. */
    async residentsWithOpeningBalance(communityId: number): Promise<Set<number>> {
      const rows = await db
        .selectFrom('ledgerEntries')
        .select('residentId')
        .where('communityId', '=', communityId)
        .where('kind', '=', 'opening_balance')
        .execute();
      return new Set(rows.flatMap((row) => (row.residentId === null ? [] : [row.residentId])));
    },

    async insertStreets(rows: readonly Insertable<StreetsTable>[]) {
      return insertAll(rows, (batch) =>
        db.insertInto('streets').values(batch).returning(['id', 'streetName']).execute(),
      );
    },

    async insertAddresses(rows: readonly Insertable<AddressesTable>[]) {
      return insertAll(rows, (batch) =>
        db.insertInto('addresses').values(batch).returning(['id', 'streetId', 'address']).execute(),
      );
    },

    async insertApartmentTypes(rows: readonly Insertable<ApartmentTypesTable>[]) {
      return insertAll(rows, (batch) =>
        db.insertInto('apartmentTypes').values(batch).returning(['id', 'name']).execute(),
      );
    },

    async insertApartments(rows: readonly Insertable<ApartmentsTable>[]) {
      return insertAll(rows, (batch) =>
        db
          .insertInto('apartments')
          .values(batch)
          .returning(['id', 'addressId', 'apartmentName'])
          .execute(),
      );
    },

    /** New accounts without a password; each has an e-mail or a phone (both unique). */
    async insertAccounts(rows: readonly Insertable<UsersTable>[]) {
      return insertAll(rows, (batch) =>
        db.insertInto('users').values(batch).returning(['id', 'email', 'mobileNumber']).execute(),
      );
    },

    async insertResidents(rows: readonly Insertable<ResidentsTable>[]) {
      return insertAll(rows, (batch) =>
        db.insertInto('residents').values(batch).returning(['id', 'userId']).execute(),
      );
    },

    /**
     * Gives the new residents their member IDs, `NB{communityId}-{residentId}` (as
     * resident-accounts.ts generatedMemberId), and makes the first resident of each new apartment
     * its principal ID, as the demo does.
     */
    async setMemberIds(residentIds: readonly number[], apartmentIds: readonly number[]) {
      for (const batch of batches(residentIds)) {
        await db
          .updateTable('residents')
          .set({
            memberId: sql<string>`'NB' || cast(community_id as text) || '-' || cast(id as text)`,
          })
          .where('id', 'in', batch)
          .execute();
      }
      for (const batch of batches(apartmentIds)) {
        await db
          .updateTable('apartments')
          .set({
            principalId: sql<string>`coalesce((
              select r.member_id from residents r
              where r.apartment_id = apartments.id order by r.id limit 1
            ), '')`,
          })
          .where('id', 'in', batch)
          .execute();
      }
    },

    /** The opening balances (kind `opening_balance`): owed or credit, no cash. */
    async insertLedgerEntries(rows: readonly Insertable<LedgerEntriesTable>[]): Promise<void> {
      for (const batch of batches(rows)) {
        await db.insertInto('ledgerEntries').values(batch).execute();
      }
    },
  };
}

export type ResidentImportRepository = ReturnType<typeof residentImportRepository>;
