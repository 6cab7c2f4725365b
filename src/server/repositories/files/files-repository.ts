import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, FilesTable } from '../../db/schema.js';

export type FileRow = Selectable<FilesTable>;
export type NewFile = Insertable<FilesTable>;

/**
 * The record a file belongs to, whose rules it follows (issue 12): a landlord's photo, a
 * resident's photo or ID document (with the resident's account), an advert's image or logo.
 */
export type FileUse =
  | { record: 'landlord' }
  | { record: 'resident'; userId: number }
  | { record: 'advert' }
  | { record: 'none' };

/** Rows of uploaded files (the bytes live in DATA_DIR/uploads, see src/server/files). */
export function filesRepository(db: Kysely<Database>) {
  return {
    async create(file: NewFile): Promise<void> {
      await db.insertInto('files').values(file).execute();
    },

    async findById(id: string): Promise<FileRow | null> {
      const row = await db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
      return row ?? null;
    },

    /**
     * The record of the file's community that uses the file. Each look-up is narrowed by the
     * community's index, then by the file column (a file is used by at most one record).
     */
    async findUse(file: Pick<FileRow, 'id' | 'communityId'>): Promise<FileUse> {
      if (file.communityId === null) return { record: 'none' };
      const { id, communityId } = file;
      const landlord = await db
        .selectFrom('landlords')
        .select('id')
        .where('communityId', '=', communityId)
        .where('imageFileId', '=', id)
        .executeTakeFirst();
      if (landlord) return { record: 'landlord' };
      const resident = await db
        .selectFrom('residents')
        .select('userId')
        .where('communityId', '=', communityId)
        .where((eb) => eb.or([eb('imageFileId', '=', id), eb('idNumberFileId', '=', id)]))
        .executeTakeFirst();
      if (resident) return { record: 'resident', userId: resident.userId };
      const advert = await db
        .selectFrom('adverts')
        .select('id')
        .where('communityId', '=', communityId)
        .where((eb) => eb.or([eb('graphicsFileId', '=', id), eb('logoFileId', '=', id)]))
        .executeTakeFirst();
      return advert ? { record: 'advert' } : { record: 'none' };
    },

    /** Deletes a row; false when there was none. */
    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('files').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type FilesRepository = ReturnType<typeof filesRepository>;
