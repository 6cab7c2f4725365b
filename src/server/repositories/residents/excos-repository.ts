/**
 * The exco list (issue 4 contract, Excos): the residents whose account holds one of the
 * APPOINTED_ROLES (the exco roles and, since issue 21, Security: guards are appointed as excos are).
 * A resident's role lives on their account (`users.role_id`), so reading an exco joins residents,
 * users and roles; assigning or removing an exco role changes the account's role.
 */
import { PostgresAdapter, type Kysely, type Selectable } from 'kysely';
import type { Exco } from '../../../shared/contract/excos.js';
import type { PagedList } from '../../../shared/contract/paging.js';
import { APPOINTED_ROLES } from '../../../shared/roles.js';
import type { Database, ResidentsTable, RolesTable } from '../../db/schema.js';
import type { Page } from '../../../shared/contract/paging.js';
import { fetchPage, searchCondition } from '../search.js';

/** A resident with their account's role, whatever the role is. */
export type ResidentWithRole = Pick<Selectable<ResidentsTable>, 'id' | 'communityId' | 'userId'> &
  Pick<Selectable<RolesTable>, 'roleName'>;

const EXCO_COLUMNS = [
  'residents.id',
  'residents.fullName',
  'addresses.address',
  'residents.memberId as principalId',
  'users.mobileNumber as phone',
  'roles.roleName',
] as const;

const SEARCHED = [
  'residents.fullName',
  'addresses.address',
  'residents.memberId',
  'roles.roleName',
];

export function excosRepository(db: Kysely<Database>) {
  const residentsWithRoles = () =>
    db
      .selectFrom('residents')
      .innerJoin('users', 'users.id', 'residents.userId')
      .innerJoin('roles', 'roles.id', 'users.roleId')
      .innerJoin('addresses', 'addresses.id', 'residents.addressId');

  const excos = () => residentsWithRoles().where('roles.roleName', 'in', [...APPOINTED_ROLES]);

  return {
    /**
     * The excos, newest resident first; `communityId` null = every community. `withPhones` false
     * leaves the phone numbers out of the records and of the search (Members).
     */
    async list(
      communityId: number | null,
      page: Page | null,
      searchText: string | undefined,
      withPhones: boolean,
    ): Promise<PagedList<Exco>> {
      const searched = withPhones ? [...SEARCHED, 'users.mobileNumber'] : SEARCHED;
      let base = excos().where(searchCondition(searched, searchText));
      if (communityId !== null) base = base.where('residents.communityId', '=', communityId);
      const list = await fetchPage(
        base.select((eb) => eb.fn.countAll<number>().as('count')),
        base.select(EXCO_COLUMNS).orderBy('residents.id', 'desc'),
        page,
      );
      if (withPhones) return list;
      return { ...list, records: list.records.map((exco) => ({ ...exco, phone: null })) };
    },

    /** The resident as an exco (null unless they hold an appointed role in `communityId`). */
    async findExco(residentId: number, communityId: number): Promise<Exco | null> {
      const row = await excos()
        .select(EXCO_COLUMNS)
        .where('residents.id', '=', residentId)
        .where('residents.communityId', '=', communityId)
        .executeTakeFirst();
      return row ?? null;
    },

    /** The resident and their role, if the resident belongs to `communityId` (null = any). */
    async findResident(
      residentId: number,
      communityId: number | null,
    ): Promise<ResidentWithRole | null> {
      let query = residentsWithRoles()
        .select(['residents.id', 'residents.communityId', 'residents.userId', 'roles.roleName'])
        .where('residents.id', '=', residentId);
      if (communityId !== null) query = query.where('residents.communityId', '=', communityId);
      return (await query.executeTakeFirst()) ?? null;
    },

    /** The role's name, if the role exists. */
    async roleName(roleId: number): Promise<string | null> {
      const row = await db
        .selectFrom('roles')
        .select('roleName')
        .where('id', '=', roleId)
        .executeTakeFirst();
      return row?.roleName ?? null;
    },

    async roleIdByName(roleName: string): Promise<number | null> {
      const row = await db
        .selectFrom('roles')
        .select('id')
        .where('roleName', '=', roleName)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /**
     * Inside a transaction on PostgreSQL: locks the resident's account row, so a role change and
     * a project naming the resident as exco in charge cannot pass each other's checks. (SQLite
     * runs one write transaction at a time anyway.)
     */
    async lockAccount(userId: number): Promise<void> {
      if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
      await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    },

    async setRole(userId: number, roleId: number): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ roleId })
        .where('id', '=', userId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** True while a project names the resident as its exco in charge. */
    async isInChargeOfProject(residentId: number): Promise<boolean> {
      const row = await db
        .selectFrom('projects')
        .select('id')
        .where('excoResidentId', '=', residentId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ExcosRepository = ReturnType<typeof excosRepository>;
