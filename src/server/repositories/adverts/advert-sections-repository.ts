/**
 * Advert sections (issue 6): each community's priced places for adverts (Dashboard banner,
 * Sidebar, Newsletter by default), price per day in kobo. Names are unique in a community (a
 * unique constraint settles races).
 */
import type { Kysely, Selectable } from 'kysely';
import type { AdvertSectionsTable, Database } from '../../db/schema.js';

export type AdvertSectionRow = Selectable<AdvertSectionsTable>;

/** A section as a community's list shows it (kobo). */
export type AdvertSectionRecord = Omit<AdvertSectionRow, 'createdAt'>;

/** What a section's form (or registration's defaults) sets. */
export type AdvertSectionValues = Pick<AdvertSectionRow, 'name' | 'pricePerDayKobo'>;

const COLUMNS = ['id', 'communityId', 'name', 'pricePerDayKobo'] as const;

/** bigint columns may come back as text or bigint from a driver. */
const withNumber = (row: AdvertSectionRecord): AdvertSectionRecord => ({
  ...row,
  pricePerDayKobo: Number(row.pricePerDayKobo),
});

export function advertSectionsRepository(db: Kysely<Database>) {
  return {
    /** The community's sections, in the order they were made. */
    async list(communityId: number): Promise<AdvertSectionRecord[]> {
      const rows = await db
        .selectFrom('advertSections')
        .select(COLUMNS)
        .where('communityId', '=', communityId)
        .orderBy('id')
        .execute();
      return rows.map(withNumber);
    },

    /** The section, if it belongs to `communityId` (null = any community). */
    async findById(id: number, communityId: number | null): Promise<AdvertSectionRecord | null> {
      let query = db.selectFrom('advertSections').select(COLUMNS).where('id', '=', id);
      if (communityId !== null) query = query.where('communityId', '=', communityId);
      const row = await query.executeTakeFirst();
      return row ? withNumber(row) : null;
    },

    /** Adds sections to a community (registration's defaults). */
    async createMany(
      communityId: number,
      sections: readonly AdvertSectionValues[],
      createdAt: string,
    ): Promise<void> {
      if (sections.length === 0) return;
      await db
        .insertInto('advertSections')
        .values(sections.map((section) => ({ ...section, communityId, createdAt })))
        .execute();
    },

    /** Renames a section and sets its price; false when there is no such section. */
    async update(id: number, values: AdvertSectionValues): Promise<boolean> {
      const result = await db
        .updateTable('advertSections')
        .set(values)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type AdvertSectionsRepository = ReturnType<typeof advertSectionsRepository>;
