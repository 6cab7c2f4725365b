/**
 * Residents' accounts (issue 4 contract, Accounts and roles): every resident has a `users` row
 * whose e-mail, phone and role ARE the resident's. This repository keeps those rows in step with
 * the resident records and answers the questions the role rules ask (who else holds an e-mail, a
 * phone, the Admin role).
 */
import { PostgresAdapter, type Kysely } from 'kysely';
import type { Present } from '../row-types.js';
import type { Database, UserRow } from '../../db/schema.js';

/**
 * The account fields a resident form writes: a resident's account always has both an e-mail
 * (lower case) and a phone (src/shared/identity.ts), normalised before they come here.
 */
export type AccountValues = Pick<UserRow, 'fullName' | 'title'> &
  Present<UserRow, 'email' | 'mobileNumber'>;

export function accountsRepository(db: Kysely<Database>) {
  return {
    /** The id of the account holding this normalised e-mail, other than `exceptUserId`. */
    async emailHolder(email: string, exceptUserId: number | null = null): Promise<number | null> {
      let query = db.selectFrom('users').select('id').where('email', '=', email);
      if (exceptUserId !== null) query = query.where('id', '<>', exceptUserId);
      return (await query.executeTakeFirst())?.id ?? null;
    },

    /** The id of the account holding this normalised phone number, other than `exceptUserId`. */
    async phoneHolder(phone: string, exceptUserId: number | null = null): Promise<number | null> {
      let query = db.selectFrom('users').select('id').where('mobileNumber', '=', phone);
      if (exceptUserId !== null) query = query.where('id', '<>', exceptUserId);
      return (await query.executeTakeFirst())?.id ?? null;
    },

    /** A new account without a password (the resident sets one with 'Forgot password?'). */
    async create(
      communityId: number,
      roleId: number,
      values: AccountValues,
      createdAt: string,
    ): Promise<number> {
      const { id } = await db
        .insertInto('users')
        .values({ ...values, communityId, roleId, passwordHash: null, createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Saves the account's profile fields and, when given, its role. */
    async update(userId: number, values: AccountValues, roleId?: number): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set(roleId === undefined ? values : { ...values, roleId })
        .where('id', '=', userId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Deletes the account; its sessions go with it (ON DELETE CASCADE), so they end at once. */
    async delete(userId: number): Promise<boolean> {
      const result = await db.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** How many accounts of the community hold the role, not counting `exceptUserId`. */
    async countWithRole(
      communityId: number,
      roleId: number,
      exceptUserId: number,
    ): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('communityId', '=', communityId)
        .where('roleId', '=', roleId)
        .where('id', '<>', exceptUserId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The e-mail addresses of the community's accounts holding one of `roleNames`. */
    async emailsWithRoles(communityId: number, roleNames: readonly string[]): Promise<string[]> {
      if (roleNames.length === 0) return [];
      const rows = await db
        .selectFrom('users')
        .innerJoin('roles', 'roles.id', 'users.roleId')
        .select('users.email')
        .where('users.communityId', '=', communityId)
        .where('roles.roleName', 'in', [...roleNames])
        .where('users.email', 'is not', null)
        .orderBy('users.id')
        .execute();
      return rows.flatMap((row) => (row.email === null ? [] : [row.email]));
    },

    /**
     * Inside a transaction on PostgreSQL: locks the community's row, so two changes that each
     * take an Admin away (demotions, deletions) run one after the other and the second one sees
     * the first. SQLite runs one write transaction at a time anyway.
     */
    async lockCommunity(communityId: number): Promise<void> {
      if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
      await db
        .selectFrom('communities')
        .select('id')
        .where('id', '=', communityId)
        .forUpdate()
        .execute();
    },
  };
}

export type AccountsRepository = ReturnType<typeof accountsRepository>;
