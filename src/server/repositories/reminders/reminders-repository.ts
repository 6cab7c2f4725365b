/**
 * Dues reminders (issue 19, point 3): a community's schedule (one row, absent until the Admin
 * saves one) and its runs, one row per (community, run key) as the primary key allows, so that
 * billing a month and each reminder day are done once however many servers tick.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ReminderRunsTable, ReminderSchedulesTable } from '../../db/schema/notices.js';

export type ReminderScheduleRow = Selectable<ReminderSchedulesTable>;
export type ReminderRunRow = Selectable<ReminderRunsTable>;

export function remindersRepository(db: Kysely<Database>) {
  return {
    async schedule(communityId: number): Promise<ReminderScheduleRow | null> {
      const row = await db
        .selectFrom('reminderSchedules')
        .selectAll()
        .where('communityId', '=', communityId)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Inserts the schedule or replaces it (one statement: two saves at once leave the later). */
    async saveSchedule(row: ReminderScheduleRow): Promise<void> {
      const { communityId: _communityId, ...changes } = row;
      await db
        .insertInto('reminderSchedules')
        .values(row)
        .onConflict((conflict) => conflict.column('communityId').doUpdateSet(changes))
        .execute();
    },

    /** Every enabled schedule (the tick's work list). */
    async enabledSchedules(): Promise<ReminderScheduleRow[]> {
      return db.selectFrom('reminderSchedules').selectAll().where('enabled', '=', 1).execute();
    },

    /** The runs of these keys already recorded for the community. */
    async runsOf(communityId: number, runKeys: readonly string[]): Promise<ReminderRunRow[]> {
      if (runKeys.length === 0) return [];
      return db
        .selectFrom('reminderRuns')
        .selectAll()
        .where('communityId', '=', communityId)
        .where('runKey', 'in', [...runKeys])
        .execute();
    },

    /**
     * Claims a run: true for the one caller whose row went in, false when the key was already
     * there (the primary key decides, on both databases, whoever asks at the same time).
     */
    async claimRun(communityId: number, runKey: string, createdAt: string): Promise<boolean> {
      const result = await db
        .insertInto('reminderRuns')
        .values({ communityId, runKey, noticeId: null, createdAt })
        .onConflict((conflict) => conflict.columns(['communityId', 'runKey']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    async recordRunNotice(communityId: number, runKey: string, noticeId: number): Promise<void> {
      await db
        .updateTable('reminderRuns')
        .set({ noticeId })
        .where('communityId', '=', communityId)
        .where('runKey', '=', runKey)
        .execute();
    },

    /**
     * A reminder notice the schedule wrote (no author) in the community since `since` (ISO), if
     * any: how a retried run finds the notice its crashed attempt had already posted.
     */
    async scheduledReminderSince(communityId: number, since: string): Promise<number | null> {
      const row = await db
        .selectFrom('notices')
        .select('id')
        .where('communityId', '=', communityId)
        .where('kind', '=', 'reminder')
        .where('createdBy', 'is', null)
        .where('createdAt', '>=', since)
        .orderBy('id', 'asc')
        .executeTakeFirst();
      return row?.id ?? null;
    },
  };
}
