/**
 * The residents' reads as SQL, shared by the repository's writes and exports
 * (residents-repository.ts) and its hot reads (resident-reads.ts). A resident's e-mail, phone and
 * role live on its account (`users`, see accounts-repository.ts), so every read joins the account
 * and its role, and the resident's address, apartment and apartment type for their names.
 */
import { sql, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Resident } from '../../../shared/contract/residents.js';
import type { Database } from '../../db/schema.js';
import { searchConditionOn } from '../search.js';

/**
 * A resident as stored: the API's shape with the file ids (shown as `/api/Files/{id}` URLs) and
 * the account id instead of the computed fields.
 */
export type ResidentRecord = Omit<Resident, 'imagePath' | 'idNumberFile' | 'outStandingBalance'> & {
  userId: number;
  imageFileId: string | null;
  idNumberFileId: string | null;
};

export const RESIDENT_COLUMNS = [
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

/** Residents with their account, role, address, apartment and apartment type. */
export function joinedResidents(db: Kysely<Database>) {
  return db
    .selectFrom('residents')
    .innerJoin('users', 'users.id', 'residents.userId')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .innerJoin('addresses', 'addresses.id', 'residents.addressId')
    .innerJoin('apartments', 'apartments.id', 'residents.apartmentId')
    .innerJoin('apartmentTypes', 'apartmentTypes.id', 'residents.apartmentTypeId');
}

/** A community id, or the slot of a prepared query (prepared.ts) that holds it. */
export type CommunityValue = number | RawBuilder<number>;

/**
 * The list's visible text columns (spec: full name, email, mobile, role, apartment type, address),
 * searched each in its own table: the resident's own name on the row, the others as "the row's
 * account (address, apartment type) is among those matching". Each subquery is answered once, by a
 * trigram index on PostgreSQL (migration 008) where the table is large, instead of joining every
 * account of the platform to test it; the answer is the same as testing the joined columns.
 * Inside one community each subquery keeps to that community's rows: a short text such as 'ade'
 * matches thousands of accounts platform-wide, but only a handful of the community's thousand.
 * `pattern`: from likePattern (search.ts), null = no search; `communityId` null = every community.
 */
export function residentSearch(
  db: Kysely<Database>,
  pattern: string | RawBuilder<string> | null,
  communityId: CommunityValue | null,
) {
  return (eb: ExpressionBuilder<Database, 'residents'>) => {
    if (pattern === null) return sql<SqlBool>`1 = 1`;
    const matches = (columns: string[]) => searchConditionOn(columns, pattern);
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

/** The matching residents' own rows (no joins): enough to count them or to pick a page of ids. */
export function matchingResidentRows(
  db: Kysely<Database>,
  communityId: CommunityValue | null,
  pattern: string | RawBuilder<string> | null,
) {
  const base = db.selectFrom('residents').where(residentSearch(db, pattern, communityId));
  return communityId === null ? base : base.where('residents.communityId', '=', communityId);
}
