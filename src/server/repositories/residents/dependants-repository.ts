import type { Kysely, Selectable } from 'kysely';
import type { Dependant } from '../../../shared/contract/dependants.js';
import type { PagedList } from '../../../shared/contract/paging.js';
import type { Database, DependantsTable, ResidentsTable } from '../../db/schema.js';
import type { FormValues } from '../row-types.js';
import { pagedResult } from '../search.js';

/** What the add-dependant form saves (trimmed and checked by the route). */
export type DependantValues = FormValues<DependantsTable, 'residentId'>;

/**
 * The resident a dependant belongs to, with what the access rules need: its account, as a Member
 * may manage the dependants of their own resident only.
 */
export type DependantOwner = Pick<Selectable<ResidentsTable>, 'id' | 'communityId' | 'userId'>;

/** A stored dependant with its community and its resident's account. */
export interface DependantRow extends Dependant {
  communityId: number;
  residentUserId: number;
}

const DEPENDANT_COLUMNS = [
  'dependants.id',
  'dependants.residentId',
  'dependants.fullName',
  'dependants.relationship',
  'dependants.phone',
  'dependants.gender',
  'dependants.dob',
  'dependants.createdAt as createdDate',
] as const;

export function dependantsRepository(db: Kysely<Database>) {
  return {
    /** The resident, if it belongs to `communityId` (null = any community). */
    async findOwner(
      residentId: number,
      communityId: number | null,
    ): Promise<DependantOwner | null> {
      let query = db
        .selectFrom('residents')
        .select(['residents.id', 'residents.communityId', 'residents.userId'])
        .where('residents.id', '=', residentId);
      if (communityId !== null) query = query.where('residents.communityId', '=', communityId);
      return (await query.executeTakeFirst()) ?? null;
    },

    /** Every dependant of the resident, newest first. */
    async listForResident(residentId: number): Promise<PagedList<Dependant>> {
      const records = await db
        .selectFrom('dependants')
        .select(DEPENDANT_COLUMNS)
        .where('dependants.residentId', '=', residentId)
        .orderBy('dependants.id', 'desc')
        .execute();
      return pagedResult(records, records.length);
    },

    /** The dependant, if it belongs to `communityId` (null = any community). */
    async findById(id: number, communityId: number | null): Promise<DependantRow | null> {
      let query = db
        .selectFrom('dependants')
        .innerJoin('residents', 'residents.id', 'dependants.residentId')
        .select([
          ...DEPENDANT_COLUMNS,
          'dependants.communityId',
          'residents.userId as residentUserId',
        ])
        .where('dependants.id', '=', id);
      if (communityId !== null) query = query.where('dependants.communityId', '=', communityId);
      return (await query.executeTakeFirst()) ?? null;
    },

    /** Adds a dependant to the resident (in the resident's community); returns its id. */
    async create(owner: DependantOwner, values: DependantValues, createdAt: string) {
      const { id } = await db
        .insertInto('dependants')
        .values({ ...values, residentId: owner.id, communityId: owner.communityId, createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async delete(id: number): Promise<boolean> {
      const result = await db.deleteFrom('dependants').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type DependantsRepository = ReturnType<typeof dependantsRepository>;
