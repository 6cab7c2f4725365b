/** A community's online payment settings (issue 18): one row per community, the secret sealed. */
import type { Kysely, Selectable } from 'kysely';
import type { Database, PaymentSettingsTable } from '../../db/schema.js';

export type PaymentSettingsRow = Selectable<PaymentSettingsTable>;

export function paymentSettingsRepository(db: Kysely<Database>) {
  return {
    async findByCommunity(communityId: number): Promise<PaymentSettingsRow | null> {
      const row = await db
        .selectFrom('paymentSettings')
        .selectAll()
        .where('communityId', '=', communityId)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Inserts the community's settings, or replaces them (one statement, so two saves at once
     * leave one row: the later one). */
    async upsert(settings: PaymentSettingsRow): Promise<void> {
      const { communityId: _communityId, ...changes } = settings;
      await db
        .insertInto('paymentSettings')
        .values(settings)
        .onConflict((conflict) => conflict.column('communityId').doUpdateSet(changes))
        .execute();
    },
  };
}
