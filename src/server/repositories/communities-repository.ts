import type { Kysely } from 'kysely';
import type { CommunityRow, Database, NewCommunity } from '../db/schema.js';

/** A community row with its type's name. */
export interface CommunityRecord extends CommunityRow {
  communityType: string;
}

export function communitiesRepository(db: Kysely<Database>) {
  return {
    /** Inserts a community and returns its id. */
    async create(community: NewCommunity): Promise<number> {
      const { id } = await db
        .insertInto('communities')
        .values(community)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async findById(id: number): Promise<CommunityRecord | null> {
      const row = await db
        .selectFrom('communities')
        .innerJoin('communityTypes', 'communityTypes.id', 'communities.communityTypeId')
        .selectAll('communities')
        .select('communityTypes.name as communityType')
        .where('communities.id', '=', id)
        .executeTakeFirst();
      return row ?? null;
    },

    async findTypeIdByName(name: string): Promise<number | null> {
      const row = await db
        .selectFrom('communityTypes')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirst();
      return row?.id ?? null;
    },
  };
}

export type CommunitiesRepository = ReturnType<typeof communitiesRepository>;
