/**
 * Bulk inserts for generated data (`npm run seed:demo`, and the benchmark's platform-scale
 * data): residents and landlords WITHOUT photos or ID documents, which the forms always upload
 * (so the repositories the routes use require a file id); the demo then gives a few residents
 * generated ones. Not used by any route.
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database, LandlordsTable, ResidentsTable } from '../../db/schema.js';

/** A resident row with no files (`imageFileId` / `idNumberFileId` null). */
export type NewSeededResident = Omit<Insertable<ResidentsTable>, 'imageFileId' | 'idNumberFileId'>;
/** A landlord row with no photo. */
export type NewSeededLandlord = Omit<Insertable<LandlordsTable>, 'imageFileId'>;

/** Rows per multi-row insert: ~25 columns each stays far below both databases' parameter limits. */
const BATCH = 200;

export function demoRecordsRepository(db: Kysely<Database>) {
  return {
    /**
     * Inserts seeded residents (each with its own `userId`) in batches; returns each new
     * resident's id by its account id.
     */
    async insertSeededResidents(rows: NewSeededResident[]): Promise<Map<number, number>> {
      const ids = new Map<number, number>();
      for (let start = 0; start < rows.length; start += BATCH) {
        const batch = rows
          .slice(start, start + BATCH)
          .map((row) => ({ ...row, imageFileId: null, idNumberFileId: null }));
        const inserted = await db
          .insertInto('residents')
          .values(batch)
          .returning(['id', 'userId'])
          .execute();
        for (const { id, userId } of inserted) ids.set(userId, id);
      }
      return ids;
    },

    /** Inserts seeded landlords in batches; returns how many. */
    async insertSeededLandlords(rows: NewSeededLandlord[]): Promise<number> {
      for (let start = 0; start < rows.length; start += BATCH) {
        const batch = rows
          .slice(start, start + BATCH)
          .map((row) => ({ ...row, imageFileId: null }));
        await db.insertInto('landlords').values(batch).execute();
      }
      return rows.length;
    },

    /**
     * Gives seeded residents their member IDs (`NB{communityId}-{residentId}`, known only once
     * they are inserted) and makes each the principal ID of the resident's apartment.
     */
    async setSeededMemberIds(
      rows: { residentId: number; apartmentId: number; memberId: string }[],
    ): Promise<void> {
      for (const { residentId, apartmentId, memberId } of rows) {
        await db.updateTable('residents').set({ memberId }).where('id', '=', residentId).execute();
        await db
          .updateTable('apartments')
          .set({ principalId: memberId })
          .where('id', '=', apartmentId)
          .execute();
      }
    },

    /** Gives a seeded resident a photo and an ID document (file rows already written). */
    async setSeededResidentFiles(
      residentId: number,
      files: { imageFileId: string; idNumberFileId: string },
    ): Promise<void> {
      await db.updateTable('residents').set(files).where('id', '=', residentId).execute();
    },
  };
}

export type DemoRecordsRepository = ReturnType<typeof demoRecordsRepository>;
