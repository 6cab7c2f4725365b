import type { Kysely } from 'kysely';
import type { SessionUser } from '../../../shared/contract/auth.js';
import type { Database, NewUser, UserRow } from '../../db/schema.js';
import type { Present } from '../row-types.js';

/** Columns of an account as the API shows it (the signed-in user without the token). */
export function accountColumns(db: Kysely<Database>) {
  return (
    db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.roleId')
      .leftJoin('communities', 'communities.id', 'users.communityId')
      // The account's own resident record, if it has one (residents.user_id is unique).
      .leftJoin('residents', 'residents.userId', 'users.id')
      .select([
        'users.id',
        'users.fullName',
        'users.email',
        'users.mobileNumber',
        'roles.roleName',
        'users.communityId',
        'communities.communityName',
        'residents.id as residentId',
      ])
  );
}

/** The signed-in user's own profile (`GET /api/AuthUser/Profile`). */
export type AccountProfile = SessionUser & Pick<UserRow, 'title'>;

/** What `PUT /api/AuthUser/Profile` saves: an e-mail always, a phone or not; both normalised. */
export type ProfileChanges = Pick<UserRow, 'fullName' | 'title' | 'mobileNumber'> &
  Present<UserRow, 'email'>;

/** An account with what sign-in needs to check it. */
export type AccountWithPassword = SessionUser & Pick<UserRow, 'passwordHash'>;

export function usersRepository(db: Kysely<Database>) {
  return {
    /** Inserts an account and returns its id; e-mail and phone must already be normalised. */
    async create(user: NewUser): Promise<number> {
      const { id } = await db
        .insertInto('users')
        .values(user)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** By normalised e-mail (lower case). */
    async findByEmail(email: string): Promise<UserRow | null> {
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirst();
      return row ?? null;
    },

    /** By normalised phone number. */
    async findByPhone(mobileNumber: string): Promise<UserRow | null> {
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where('mobileNumber', '=', mobileNumber)
        .executeTakeFirst();
      return row ?? null;
    },

    /** For sign-in: the account with this normalised e-mail or phone, with its password hash. */
    async findForSignIn(
      by: 'email' | 'mobileNumber',
      value: string,
    ): Promise<AccountWithPassword | null> {
      const row = await accountColumns(db)
        .select('users.passwordHash')
        .where(`users.${by}`, '=', value)
        .executeTakeFirst();
      return row ?? null;
    },

    async findAccount(id: number): Promise<SessionUser | null> {
      const row = await accountColumns(db).where('users.id', '=', id).executeTakeFirst();
      return row ?? null;
    },

    async findProfile(id: number): Promise<AccountProfile | null> {
      const row = await accountColumns(db)
        .select('users.title')
        .where('users.id', '=', id)
        .executeTakeFirst();
      return row ?? null;
    },

    /** The account's password hash (null: no password set yet, or no such account). */
    async findPasswordHash(id: number): Promise<string | null> {
      const row = await db
        .selectFrom('users')
        .select('passwordHash')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.passwordHash ?? null;
    },

    async updateProfile(id: number, changes: ProfileChanges): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set(changes)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async setPassword(id: number, passwordHash: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ passwordHash })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
