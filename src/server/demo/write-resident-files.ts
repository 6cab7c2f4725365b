/**
 * A photo and an ID document (generated pictures, drawings.ts) for the residents a visitor opens
 * first: the demo Member and the excos. The rest stay without, as the bulk insert leaves them.
 */
import { MEMBER } from '../../shared/roles.js';
import type { DemoRecordsRepository } from '../repositories/communities/demo-records-repository.js';
import type { Repositories } from '../repositories/index.js';
import type { Actor } from '../services/money/ledger-entries.js';
import { storeDrawing, type DrawingStore } from './drawings.js';
import type { DemoPlan } from './types.js';
import type { WrittenPeople } from './write-people.js';

/** Background colours of the portraits and ID cards, taken in turn. */
const COLOURS = ['#5d4037', '#455a64', '#00695c', '#283593', '#6d4c41', '#37474f'];

/** Returns how many residents got their two files. */
export async function writeResidentFiles(
  repos: Repositories,
  seeded: DemoRecordsRepository,
  plan: DemoPlan,
  actor: Actor,
  people: WrittenPeople,
  store: DrawingStore,
): Promise<number> {
  const owner = { communityId: actor.communityId, createdBy: actor.userId };
  let count = 0;
  for (const [index, resident] of plan.residents.entries()) {
    if (!resident.isDemoMember && resident.roleName === MEMBER) continue;
    const colour = COLOURS[count % COLOURS.length]!;
    const at = resident.createdAt;
    const imageFileId = await storeDrawing(repos, store, {
      picture: 'portrait',
      colour,
      owner,
      at,
    });
    const idNumberFileId = await storeDrawing(repos, store, {
      picture: 'id-card',
      colour,
      owner,
      at,
    });
    await seeded.setSeededResidentFiles(people.residentIds[index]!, {
      imageFileId,
      idNumberFileId,
    });
    count += 1;
  }
  return count;
}
