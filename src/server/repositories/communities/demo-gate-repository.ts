/**
 * Bulk inserts of a generated gate (`npm run seed:demo`, issue 21): visitor passes and entries
 * written as they would stand after weeks of use, in multi-row statements. The routes write one
 * pass or entry at a time through the visitors repositories; this is for generated data only.
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { VisitorEntriesTable, VisitorPassesTable } from '../../db/schema/visitors.js';

/** Rows per multi-row insert: ~17 columns each stays far below both databases' parameter limits. */
const BATCH = 200;

export function demoGateRepository(db: Kysely<Database>) {
  return {
    /** Inserts the passes in batches; answers their ids in the order given. */
    async insertSeededPasses(rows: Insertable<VisitorPassesTable>[]): Promise<number[]> {
      const ids: number[] = [];
      for (let start = 0; start < rows.length; start += BATCH) {
        const batch = rows.slice(start, start + BATCH);
        const inserted = await db
          .insertInto('visitorPasses')
          .values(batch)
          .returning(['id', 'code'])
          .execute();
        // RETURNING's order is not promised: match by code (unique in the community).
        const byCode = new Map(inserted.map((row) => [row.code, row.id]));
        ids.push(...batch.map((row) => byCode.get(row.code)!));
      }
      return ids;
    },

    async insertSeededEntries(rows: Insertable<VisitorEntriesTable>[]): Promise<void> {
      for (let start = 0; start < rows.length; start += BATCH) {
        await db
          .insertInto('visitorEntries')
          .values(rows.slice(start, start + BATCH))
          .execute();
      }
    },
  };
}
