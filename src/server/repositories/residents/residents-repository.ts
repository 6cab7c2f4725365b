/**
 * Residents (issue 4 contract, Residents): the writes, the export's batches and the checks; the
 * SQL shared with the hot reads in resident-sql.ts, the hot reads (one resident, a page, each with
 * its balance) in resident-reads.ts.
 */
import type { Kysely } from 'kysely';
import type { Database, ResidentsTable } from '../../db/schema.js';
import type { FormValues } from '../row-types.js';
import { likePattern } from '../search.js';
import { residentReads } from './resident-reads.js';
import {
  RESIDENT_COLUMNS,
  joinedResidents,
  residentSearch,
  type ResidentRecord,
} from './resident-sql.js';

export type { ResidentRecord } from './resident-sql.js';
export type { ResidentWithBalance } from './resident-reads.js';

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

export function residentsRepository(db: Kysely<Database>) {
  const matching = (communityId: number | null, searchText: string | undefined) => {
    const base = joinedResidents(db).where(
      residentSearch(db, likePattern(searchText), communityId),
    );
    return communityId === null ? base : base.where('residents.communityId', '=', communityId);
  };

  return {
    ...residentReads(db),

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
      let query = joinedResidents(db).select(RESIDENT_COLUMNS).where('residents.id', '=', id);
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
