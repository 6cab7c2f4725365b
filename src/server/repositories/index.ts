/**
 * All SQL lives in these repositories. Each is built on a Kysely instance or a transaction, so
 * `transaction(fn)` hands `fn` the same repositories bound to one transaction.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { communitiesRepository } from './communities-repository.js';
import { rolesRepository } from './roles-repository.js';
import { sessionsRepository } from './sessions-repository.js';
import { usersRepository } from './users-repository.js';

export interface Repositories {
  communities: ReturnType<typeof communitiesRepository>;
  roles: ReturnType<typeof rolesRepository>;
  sessions: ReturnType<typeof sessionsRepository>;
  users: ReturnType<typeof usersRepository>;
  /** A trivial query, for the health check. */
  ping(): Promise<boolean>;
  /** Runs `work` in one transaction: all its writes commit together or not at all. */
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}

export function createRepositories(db: Kysely<Database>): Repositories {
  return {
    communities: communitiesRepository(db),
    roles: rolesRepository(db),
    sessions: sessionsRepository(db),
    users: usersRepository(db),
    async ping() {
      const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(db);
      return rows[0]?.ok === 1;
    },
    transaction(work) {
      return db.transaction().execute((trx) => work(createRepositories(trx)));
    },
  };
}
