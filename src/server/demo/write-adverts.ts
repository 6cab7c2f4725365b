/**
 * Writes the plan's adverts as the adverts routes do: two generated pictures (drawings.ts), then `placeAdvert` (the fee the advertiser owes, dated the day it was placed) and, for a
 * paid one, `recordAdvertPayment`.
 */
import type { Repositories } from '../repositories/index.js';
import { DEFAULT_ADVERT_SECTIONS } from '../services/adverts/advert-sections.js';
import { advertAmountKobo, placeAdvert, recordAdvertPayment } from '../services/adverts/adverts.js';
import type { Actor } from '../services/money/ledger-entries.js';
import { storeDrawing, type DrawingStore } from './drawings.js';
import type { WrittenPeople } from './write-people.js';
import type { DemoPlan, PlannedAdvert } from './types.js';

async function writeAdvert(
  repos: Repositories,
  actor: Actor,
  advert: PlannedAdvert,
  residentId: number,
  store: DrawingStore,
) {
  const { communityId } = actor;
  const section = (await repos.advertSections.list(communityId)).find(
    (found) => found.name === DEFAULT_ADVERT_SECTIONS[advert.section]!.name,
  );
  if (!section) throw new Error('The default advert sections are missing');
  const owner = { communityId, createdBy: actor.userId };
  const draw = (picture: 'banner' | 'logo') =>
    storeDrawing(repos, store, { picture, colour: advert.colour, owner, at: advert.placedAt });
  const graphicsFileId = await draw('banner');
  const logoFileId = await draw('logo');
  const advertId = await placeAdvert(
    repos,
    actor,
    {
      residentId,
      sectionId: section.id,
      name: advert.name,
      startDate: advert.startDate,
      numberOfDays: advert.numberOfDays,
      expectedAmountKobo: advertAmountKobo(advert.numberOfDays, section.pricePerDayKobo),
      graphicsFileId,
      logoFileId,
    },
    advert.placedAt.slice(0, 10),
  );
  if (advert.paidOn !== null) {
    await recordAdvertPayment(repos, actor, advertId, {
      paymentDate: advert.paidOn,
      method: 'Bank transfer',
      reference: `ADV-${advertId}`,
    });
  }
}

/** Writes every planned advert (their pictures go to `store`); returns how many. */
export async function writeAdverts(
  repos: Repositories,
  plan: DemoPlan,
  actor: Actor,
  people: WrittenPeople,
  store: DrawingStore,
): Promise<number> {
  for (const advert of plan.adverts) {
    await writeAdvert(repos, actor, advert, people.residentIds[advert.resident]!, store);
  }
  return plan.adverts.length;
}
