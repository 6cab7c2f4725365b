import type { Kysely, Selectable } from 'kysely';
import type { PagedList } from '../../../shared/contract/paging.js';
import type { Database, ProjectsTable, ResidentsTable } from '../../db/schema.js';
import type { Page } from '../../../shared/contract/paging.js';
import type { FormValues } from '../row-types.js';
import { fetchPage, searchCondition } from '../search.js';

/** What the add-project form saves: the budget in kobo. */
export type ProjectValues = FormValues<ProjectsTable>;

/** A stored project with its exco in charge's name; money in kobo. */
export type ProjectRow = Omit<Selectable<ProjectsTable>, 'createdAt'> & {
  createdDate: Selectable<ProjectsTable>['createdAt'];
  excoInCharge: Selectable<ResidentsTable>['fullName'];
};

const PROJECT_COLUMNS = [
  'projects.id',
  'projects.projectName',
  'projects.communityId',
  'projects.projectDate',
  'projects.createdAt as createdDate',
  'projects.budgetKobo',
  'residents.fullName as excoInCharge',
  'projects.excoResidentId',
] as const;

const SEARCHED = ['projects.projectName', 'residents.fullName'];

/** bigint columns may come back as text or bigint from a driver. */
function withNumericBudget(row: ProjectRow): ProjectRow {
  return { ...row, budgetKobo: Number(row.budgetKobo) };
}

export function projectsRepository(db: Kysely<Database>) {
  const projects = () =>
    db.selectFrom('projects').innerJoin('residents', 'residents.id', 'projects.excoResidentId');

  return {
    /** Newest first; `communityId` null = every community; `page` null = every record. */
    async list(
      communityId: number | null,
      page: Page | null,
      searchText?: string,
    ): Promise<PagedList<ProjectRow>> {
      let base = projects().where(searchCondition(SEARCHED, searchText));
      if (communityId !== null) base = base.where('projects.communityId', '=', communityId);
      const list = await fetchPage(
        base.select((eb) => eb.fn.countAll<number>().as('count')),
        base.select(PROJECT_COLUMNS).orderBy('projects.id', 'desc'),
        page,
      );
      return { ...list, records: list.records.map(withNumericBudget) };
    },

    /** The project, if it belongs to `communityId` (null = any community). */
    async findById(id: number, communityId: number | null): Promise<ProjectRow | null> {
      let query = projects().select(PROJECT_COLUMNS).where('projects.id', '=', id);
      if (communityId !== null) query = query.where('projects.communityId', '=', communityId);
      const row = await query.executeTakeFirst();
      return row ? withNumericBudget(row) : null;
    },

    async create(communityId: number, values: ProjectValues, createdAt: string): Promise<number> {
      const { id } = await db
        .insertInto('projects')
        .values({ ...values, communityId, createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
  };
}

export type ProjectsRepository = ReturnType<typeof projectsRepository>;
