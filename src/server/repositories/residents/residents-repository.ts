/**
 * Residents (issue 4 contract, Residents). A resident's e-mail, phone and role live on its account
 * (`users`, see accounts-repository.ts), so every read joins the account and its role, and the
 * resident's address, apartment and apartment type for their names.
 */
import { sql, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { PagedList } from '../../../shared/contract/paging.js';
import type { Resident } from '../../../shared/contract/residents.js';
import type { Database, ResidentsTable } from '../../db/schema.js';
import type { Page } from '../../../shared/contract/paging.js';
import type { FormValues } from '../row-types.js';
import { fetchPage, searchCondition } from '../search.js';

/**
 * What a resident form saves on the resident row (the account fields go to `users`); the account,
 * member id and files are set apart.
 */
export type ResidentValues = FormValues<
  ResidentsTable,
  'userId' | 'memberId' | 'imageFileId' | 'idNumberFileId'
>;

/** The fields a Member may change on their own record. */
export type ProfileValues = Pick<
  ResidentValues,
  'title' | 'fullName' | 'gender' | 'maritalStatus' | 'dob' | 'occupation' | 'nationality' | 'state'
>;

/**
 * A resident as stored: the API's shape with the file ids (shown as `/api/Files/{id}` URLs) and
 * the account id instead of the computed fields.
 */
export type ResidentRecord = Omit<Resident, 'imagePath' | 'idNumberFile' | 'outStandingBalance'> & {
  userId: number;
  imageFileId: string | null;
  idNumberFileId: string | null;
};

const RESIDENT_COLUMNS = [
  'residents.id',
  'residents.communityId',
  'residents.userId',
  'residents.title',
  'residents.fullName',
  'users.email',
  'residents.dob',
  'residents.gender',
  'residents.maritalStatus',
  'users.mobileNumber',
  'residents.nationality',
  'residents.occupation',
  'residents.state',
  'residents.status',
  'residents.imageFileId',
  'residents.memberId',
  'residents.idNumber',
  'residents.idNumberType',
  'residents.idNumberFileId',
  'residents.expiryDate',
  'residents.addressId as selectedAddressId',
  'residents.apartmentId as selectedApartmentId',
  'residents.apartmentTypeId as selectedApartmentTypeId',
  'users.roleId as selectedRoleId',
  'roles.roleName',
  'addresses.address',
  'apartments.apartmentName',
  'apartmentTypes.name as apartmentType',
  'residents.referralId',
  'residents.createdAt as createdDate',
] as const;

/**
 * The list's visible text columns (spec: full name, email, mobile, role, apartment type, address),
 * searched each in its own table: the resident's own name on the row, the others as "the row's
 * account (address, apartment type) is among those matching". Each subquery is answered once, by a
 * trigram index on PostgreSQL (migration 008) where the table is large, instead of joining every
 * account of the platform to test it; the answer is the same as testing the joined columns.
 * Inside one community each subquery keeps to that community's rows: a short text such as 'ade'
 * matches thousands of accounts platform-wide, but only a handful of the community's thousand.
 */
function residentSearch(
  db: Kysely<Database>,
  searchText: string | undefined,
  communityId: number | null,
) {
  return (eb: ExpressionBuilder<Database, 'residents'>) => {
    if ((searchText?.trim() ?? '') === '') return sql<SqlBool>`1 = 1`;
    const matches = (columns: string[]) => searchCondition(columns, searchText);
    const inCommunity = (column: string) =>
      communityId === null
        ? sql<SqlBool>`1 = 1`
        : sql<SqlBool>`${sql.ref(column)} = ${communityId}`;
    return eb.or([
      matches(['residents.fullName']),
      eb(
        'residents.userId',
        'in',
        db
          .selectFrom('users')
          .select('users.id')
          .where(inCommunity('users.communityId'))
          .where(matches(['users.email', 'users.mobileNumber'])),
      ),
      eb(
        'residents.userId',
        'in',
        db
          .selectFrom('users')
          .innerJoin('roles', 'roles.id', 'users.roleId')
          .select('users.id')
          .where(inCommunity('users.communityId'))
          .where(matches(['roles.roleName'])),
      ),
      eb(
        'residents.apartmentTypeId',
        'in',
        db
          .selectFrom('apartmentTypes')
          .select('apartmentTypes.id')
          .where(inCommunity('apartmentTypes.communityId'))
          .where(matches(['apartmentTypes.name'])),
      ),
      eb(
        'residents.addressId',
        'in',
        db
          .selectFrom('addresses')
          .select('addresses.id')
          .where(inCommunity('addresses.communityId'))
          .where(matches(['addresses.address'])),
      ),
    ]);
  };
}

export function residentsRepository(db: Kysely<Database>) {
  const residents = () =>
    db
      .selectFrom('residents')
      .innerJoin('users', 'users.id', 'residents.userId')
      .innerJoin('roles', 'roles.id', 'users.roleId')
      .innerJoin('addresses', 'addresses.id', 'residents.addressId')
      .innerJoin('apartments', 'apartments.id', 'residents.apartmentId')
      .innerJoin('apartmentTypes', 'apartmentTypes.id', 'residents.apartmentTypeId');

  /** The matching residents' rows alone: enough to count them (the joins are all mandatory). */
  const matchingRows = (communityId: number | null, searchText: string | undefined) => {
    const base = db.selectFrom('residents').where(residentSearch(db, searchText, communityId));
    return communityId === null ? base : base.where('residents.communityId', '=', communityId);
  };

  const matching = (communityId: number | null, searchText: string | undefined) => {
    const base = residents().where(residentSearch(db, searchText, communityId));
    return communityId === null ? base : base.where('residents.communityId', '=', communityId);
  };

  return {
    /** Newest first; `communityId` null = every community; search before paging. */
    async list(
      communityId: number | null,
      page: Page | null,
      searchText?: string,
    ): Promise<PagedList<ResidentRecord>> {
      return fetchPage(
        matchingRows(communityId, searchText).select((eb) => eb.fn.countAll<number>().as('count')),
        matching(communityId, searchText).select(RESIDENT_COLUMNS).orderBy('residents.id', 'desc'),
        page,
      );
    },

    /**
     * One batch of the matching residents, newest first, with ids below `beforeId` (null = from
     * the newest): the export walks the whole list this way without holding it in memory.
     */
    async listBatch(
      communityId: number | null,
      searchText: string | undefined,
      beforeId: number | null,
      size: number,
    ): Promise<ResidentRecord[]> {
      let query = matching(communityId, searchText).select(RESIDENT_COLUMNS);
      if (beforeId !== null) query = query.where('residents.id', '<', beforeId);
      return query.orderBy('residents.id', 'desc').limit(size).execute();
    },

    /** The resident, if it belongs to `communityId` (null = any community). */
    async findById(id: number, communityId: number | null): Promise<ResidentRecord | null> {
      let query = residents().select(RESIDENT_COLUMNS).where('residents.id', '=', id);
      if (communityId !== null) query = query.where('residents.communityId', '=', communityId);
      return (await query.executeTakeFirst()) ?? null;
    },

    /** True when the address, the apartment and the apartment type all belong to `communityId`. */
    async referencesBelongTo(
      communityId: number,
      refs: { addressId: number; apartmentId: number; apartmentTypeId: number },
    ): Promise<boolean> {
      const owned = async (table: 'addresses' | 'apartments' | 'apartmentTypes', id: number) =>
        (await db
          .selectFrom(table)
          .select('id')
          .where('id', '=', id)
          .where('communityId', '=', communityId)
          .executeTakeFirst()) !== undefined;
      return (
        (await owned('addresses', refs.addressId)) &&
        (await owned('apartments', refs.apartmentId)) &&
        (await owned('apartmentTypes', refs.apartmentTypeId))
      );
    },

    async create(
      values: ResidentValues & {
        communityId: number;
        userId: number;
        memberId: string;
        imageFileId: string;
        idNumberFileId: string;
        createdAt: string;
      },
    ): Promise<number> {
      const { id } = await db
        .insertInto('residents')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /**
     * Saves the given fields (a Member's profile, or an administrator's whole form); a new file id
     * replaces the stored one, undefined keeps it.
     */
    async update(
      id: number,
      values: ProfileValues | (ResidentValues & { memberId: string }),
      files: { imageFileId?: string; idNumberFileId?: string } = {},
    ): Promise<boolean> {
      const result = await db
        .updateTable('residents')
        .set({
          ...values,
          ...(files.imageFileId === undefined ? {} : { imageFileId: files.imageFileId }),
          ...(files.idNumberFileId === undefined ? {} : { idNumberFileId: files.idNumberFileId }),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Keeps the resident record of an account in step with the account's name and title (the
     * account's own profile page changes them); nothing when the account has no resident record.
     */
    async setNameOfAccount(userId: number, name: { fullName: string; title: string }) {
      await db.updateTable('residents').set(name).where('userId', '=', userId).execute();
    },

    async setMemberId(id: number, memberId: string): Promise<void> {
      await db.updateTable('residents').set({ memberId }).where('id', '=', id).execute();
    },

    /** Deletes the resident; its dependants go with it (ON DELETE CASCADE). */
    async delete(id: number): Promise<boolean> {
      const result = await db.deleteFrom('residents').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** True while a project names the resident as its exco in charge. */
    async isExcoInCharge(id: number): Promise<boolean> {
      const row = await db
        .selectFrom('projects')
        .select('id')
        .where('excoResidentId', '=', id)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ResidentsRepository = ReturnType<typeof residentsRepository>;
