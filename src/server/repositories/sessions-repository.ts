import type { Kysely } from 'kysely';
import type { SessionUser } from '../../shared/api-types.js';
import type { Database, SessionRow } from '../db/schema.js';
import { accountColumns } from './users-repository.js';

/** A session with the account it belongs to. */
export interface SessionWithAccount {
  session: SessionRow;
  account: SessionUser;
}

export function sessionsRepository(db: Kysely<Database>) {
  return {
    async create(session: Omit<SessionRow, 'id' | 'revokedAt'>): Promise<number> {
      const { id } = await db
        .insertInto('sessions')
        .values(session)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async findByTokenHash(tokenHash: string): Promise<SessionWithAccount | null> {
      const session = await db
        .selectFrom('sessions')
        .selectAll()
        .where('tokenHash', '=', tokenHash)
        .executeTakeFirst();
      if (!session) return null;
      const account = await accountColumns(db)
        .where('users.id', '=', session.userId)
        .executeTakeFirst();
      return account ? { session, account } : null;
    },

    async touch(id: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('sessions')
        .set({ lastSeenAt: at })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Revokes one live session; false when it was already revoked or does not exist. */
    async revoke(id: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('sessions')
        .set({ revokedAt: at })
        .where('id', '=', id)
        .where('revokedAt', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Revokes every live session of an account (password change); returns how many. */
    async revokeAllForUser(userId: number, at: string): Promise<number> {
      const result = await db
        .updateTable('sessions')
        .set({ revokedAt: at })
        .where('userId', '=', userId)
        .where('revokedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Revokes every live session of an account but one (a password change keeps its own). */
    async revokeOthersForUser(userId: number, keepSessionId: number, at: string): Promise<number> {
      const result = await db
        .updateTable('sessions')
        .set({ revokedAt: at })
        .where('userId', '=', userId)
        .where('id', '<>', keepSessionId)
        .where('revokedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
