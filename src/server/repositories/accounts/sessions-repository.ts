import type { Kysely } from 'kysely';
import type { SessionUser } from '../../../shared/contract/auth.js';
import type { Database, SessionRow } from '../../db/schema.js';
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

    /** One query per request: the session and its account (with role and community) together. */
    async findByTokenHash(tokenHash: string): Promise<SessionWithAccount | null> {
      const row = await accountColumns(db)
        .innerJoin('sessions', 'sessions.userId', 'users.id')
        .select([
          'sessions.id as sessionId',
          'sessions.createdAt as sessionCreatedAt',
          'sessions.lastSeenAt as sessionLastSeenAt',
          'sessions.expiresAt as sessionExpiresAt',
          'sessions.revokedAt as sessionRevokedAt',
        ])
        .where('sessions.tokenHash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return null;
      const {
        sessionId,
        sessionCreatedAt,
        sessionLastSeenAt,
        sessionExpiresAt,
        sessionRevokedAt,
        ...account
      } = row;
      const session: SessionRow = {
        id: sessionId,
        userId: account.id,
        tokenHash,
        createdAt: sessionCreatedAt,
        lastSeenAt: sessionLastSeenAt,
        expiresAt: sessionExpiresAt,
        revokedAt: sessionRevokedAt,
      };
      return { session, account };
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
