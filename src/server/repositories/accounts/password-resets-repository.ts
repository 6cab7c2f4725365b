/**
 * Password reset codes (issue 7). Every change that decides whether a code may still be used is
 * one guarded UPDATE, so two requests racing on the same code cannot both use it, nor get more
 * tries than allowed, on either database.
 */
import { PostgresAdapter, type Insertable, type Kysely } from 'kysely';
import type { Database, PasswordResetCodeRow, PasswordResetCodesTable } from '../../db/schema.js';

/** A new code: its tries start at none and it is live until used or replaced. */
export type NewResetCode = Omit<Insertable<PasswordResetCodesTable>, 'id' | 'attempts' | 'endedAt'>;

export function passwordResetsRepository(db: Kysely<Database>) {
  return {
    /**
     * Inside a transaction on PostgreSQL: locks the account's row, so two requests for a code
     * count and insert one after the other. SQLite runs one write transaction at a time anyway.
     */
    async lockAccount(userId: number): Promise<void> {
      if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
      await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    },

    /** How many codes the account was sent since `since` (ISO). */
    async countSentSince(userId: number, since: string): Promise<number> {
      const row = await db
        .selectFrom('passwordResetCodes')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('userId', '=', userId)
        .where('createdAt', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Ends every live code of the account (a new code, or a reset, replaces them). */
    async endAllForUser(userId: number, at: string): Promise<number> {
      const result = await db
        .updateTable('passwordResetCodes')
        .set({ endedAt: at })
        .where('userId', '=', userId)
        .where('endedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async create(code: NewResetCode): Promise<number> {
      const { id } = await db
        .insertInto('passwordResetCodes')
        .values(code)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** The account's newest code that has not ended (it may still have expired). */
    async findOpen(userId: number): Promise<PasswordResetCodeRow | null> {
      const row = await db
        .selectFrom('passwordResetCodes')
        .selectAll()
        .where('userId', '=', userId)
        .where('endedAt', 'is', null)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ?? null;
    },

    /**
     * Counts one try against a live code; false when the code has ended, expired or used up its
     * tries (then the try is not made at all).
     */
    async takeAttempt(id: number, maxAttempts: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('passwordResetCodes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('endedAt', 'is', null)
        .where('attempts', '<', maxAttempts)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Ends the code once it has used up its tries. */
    async endIfExhausted(id: number, maxAttempts: number, at: string): Promise<void> {
      await db
        .updateTable('passwordResetCodes')
        .set({ endedAt: at })
        .where('id', '=', id)
        .where('endedAt', 'is', null)
        .where('attempts', '>=', maxAttempts)
        .execute();
    },

    /** Uses the code: true for exactly one caller, false if it had already ended. */
    async use(id: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('passwordResetCodes')
        .set({ endedAt: at })
        .where('id', '=', id)
        .where('endedAt', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof passwordResetsRepository>;
