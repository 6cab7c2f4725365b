/**
 * The entry log (issue 21): the guard's console's reads (gate-lookup.ts), the log's reads
 * (entry-log.ts) and the entries' writes here, one repository (`repos.visitorEntries`). A
 * check-in or walk-in is written under its phone's key once (unique per community), a check-out
 * under its own key once, so an offline replay records nothing twice.
 */
import { PostgresAdapter, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { VisitorEntriesTable } from '../../db/schema/visitors.js';
import { entryLog } from './entry-log.js';
import { gateLookup } from './gate-lookup.js';

/** What closing a visit needs to know of it. */
export interface OpenState {
  id: number;
  passId: number | null;
  checkedInAt: string;
  checkedOutAt: string | null;
  outClientKey: string | null;
}

function entryWrites(db: Kysely<Database>) {
  const byKey = async (communityId: number, column: 'clientKey' | 'outClientKey', key: string) => {
    const row = await db
      .selectFrom('visitorEntries')
      .select('id')
      .where('communityId', '=', communityId)
      .where(column, '=', key)
      .executeTakeFirst();
    return row?.id ?? null;
  };

  return {
    /** The entry a check-in or walk-in with this key wrote; null: none yet. */
    entryOfClientKey: (communityId: number, key: string) => byKey(communityId, 'clientKey', key),
    /** The entry a check-out with this key closed; null: none yet. */
    entryOfOutClientKey: (communityId: number, key: string) =>
      byKey(communityId, 'outClientKey', key),

    /**
     * Writes a visit; null when an entry with its client key already exists (a replay racing
     * this one wrote it: the unique index decides, on both databases).
     */
    async insertEntry(values: Insertable<VisitorEntriesTable>): Promise<number | null> {
      const row = await db
        .insertInto('visitorEntries')
        .values(values)
        .onConflict((conflict) => conflict.columns(['communityId', 'clientKey']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /**
     * The community's entry, locked until the transaction ends on PostgreSQL (two check-outs of
     * one visit go one after the other); null: none.
     */
    async lockEntry(communityId: number, id: number): Promise<OpenState | null> {
      let query = db
        .selectFrom('visitorEntries')
        .select(['id', 'passId', 'checkedInAt', 'checkedOutAt', 'outClientKey'])
        .where('id', '=', id)
        .where('communityId', '=', communityId);
      if (db.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
      return (await query.executeTakeFirst()) ?? null;
    },

    /** Closes an open visit; false when it was closed already. */
    async closeEntry(
      id: number,
      closing: { checkedOutAt: string; checkedOutBy: number; outClientKey: string | null },
    ): Promise<boolean> {
      const result = await db
        .updateTable('visitorEntries')
        .set(closing)
        .where('id', '=', id)
        .where('checkedOutAt', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export function visitorEntriesRepository(db: Kysely<Database>) {
  return { ...gateLookup(db), ...entryLog(db), ...entryWrites(db) };
}
