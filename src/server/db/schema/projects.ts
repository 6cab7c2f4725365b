/** Community projects, each with its exco in charge (conventions: ../schema.ts). */
import type { Generated } from 'kysely';

export interface ProjectsTable {
  id: Generated<number>;
  communityId: number;
  projectName: string;
  projectDate: string;
  budgetKobo: number;
  excoResidentId: number;
  createdAt: string;
}
