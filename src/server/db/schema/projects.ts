/** Community projects, each with its exco in charge (conventions: ../schema.ts). */
import type { Generated } from 'kysely';
import type { SearchText } from './search-text.js';

export interface ProjectsTable {
  id: Generated<number>;
  communityId: number;
  projectName: string;
  /** `projectName` as searches compare it. */
  projectNameSearch: SearchText;
  projectDate: string;
  budgetKobo: number;
  excoResidentId: number;
  createdAt: string;
}
