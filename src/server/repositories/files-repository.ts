import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, FilesTable } from '../db/schema.js';

export type FileRow = Selectable<FilesTable>;
export type NewFile = Insertable<FilesTable>;

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

    /** Deletes a row; false when there was none. */
    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('files').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type FilesRepository = ReturnType<typeof filesRepository>;
