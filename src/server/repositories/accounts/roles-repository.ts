import type { Kysely } from 'kysely';
import type { Role } from '../../../shared/contract/communities.js';
import type { Database } from '../../db/schema.js';

export function rolesRepository(db: Kysely<Database>) {
  return {
    /** The roles with these names, in the order given. */
    async listByNames(names: readonly string[]): Promise<Role[]> {
      if (names.length === 0) return [];
      const rows = await db
        .selectFrom('roles')
        .select(['id', 'roleName'])
        .where('roleName', 'in', [...names])
        .execute();
      return [...rows].sort((a, b) => names.indexOf(a.roleName) - names.indexOf(b.roleName));
    },

    async findIdByName(name: string): Promise<number | null> {
      const row = await db
        .selectFrom('roles')
        .select('id')
        .where('roleName', '=', name)
        .executeTakeFirst();
      return row?.id ?? null;
    },
  };
}

export type RolesRepository = ReturnType<typeof rolesRepository>;
