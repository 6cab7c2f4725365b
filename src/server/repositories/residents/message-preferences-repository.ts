/**
 * A resident's two opt-outs (issue 19): no SMS, no dues reminders by e-mail. Stored as 0/1 on the
 * resident's row (both databases); read and written by the account that owns the row, so the
 * profile page's Messages card changes only its signed-in user's own.
 */
import type { Kysely } from 'kysely';
import type { MessagePreferences } from '../../../shared/contract/notices.js';
import type { Database } from '../../db/schema.js';

export function messagePreferencesRepository(db: Kysely<Database>) {
  return {
    /** The opt-outs of the account's resident record; null when the account has none. */
    async ofAccount(userId: number): Promise<MessagePreferences | null> {
      const row = await db
        .selectFrom('residents')
        .select(['smsOptOut', 'emailRemindersOptOut'])
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        smsOptOut: Number(row.smsOptOut) === 1,
        emailRemindersOptOut: Number(row.emailRemindersOptOut) === 1,
      };
    },

    /** Sets both opt-outs; false when the account has no resident record. */
    async setOfAccount(userId: number, preferences: MessagePreferences): Promise<boolean> {
      const result = await db
        .updateTable('residents')
        .set({
          smsOptOut: preferences.smsOptOut ? 1 : 0,
          emailRemindersOptOut: preferences.emailRemindersOptOut ? 1 : 0,
        })
        .where('userId', '=', userId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
