/**
 * The CreateAdvert and advert-payment requests (issue 6) as services: placing a checked advert
 * with its two images in one transaction (files/uploads.ts) and recording its fee's payment, as
 * the signed-in user, whose trail each operation's audit row carries. The rules themselves are
 * adverts.ts (placeAdvert, recordAdvertPayment).
 */
import type { Advert } from '../../../shared/contract/adverts.js';
import { messages } from '../../../shared/messages.js';
import type { StoredUpload } from '../../files/storage.js';
import type { UploadStore } from '../../files/uploads.js';
import { isForeignKeyViolation } from '../../repositories/constraints.js';
import type { Repositories } from '../../repositories/index.js';
import type { Actor } from '../money/ledger-entries.js';
import { Refusal } from '../refusal.js';
import type { Requester } from '../requester.js';
import {
  placeAdvert,
  recordAdvertPayment,
  toAdvert,
  type AdvertPaymentValues,
  type AdvertPlacement,
} from './adverts.js';

/** The signed-in user's advert write, as plain values. */
export interface AdvertWriting extends Pick<Requester, 'userId' | 'trail' | 'log'> {
  repos: Repositories;
  uploads: UploadStore;
}

/** The user as the ledger's actor in `communityId`, audited with their trail. */
function actorIn(writing: AdvertWriting, communityId: number): Actor {
  return { communityId, userId: writing.userId, audit: writing.trail };
}

/** The saved advert as the API shows it on `today`. */
async function readBack(repos: Repositories, id: number, today: string): Promise<Advert> {
  const saved = await repos.adverts.findById(id, null);
  if (!saved) throw new Error(`Advert ${id} could not be read back`);
  return toAdvert(saved, today);
}

/** Places the checked advert in `communityId` with its image and logo; answers the advert. */
export async function createAdvert(
  writing: AdvertWriting,
  communityId: number,
  placement: AdvertPlacement & { graphics: StoredUpload; logo: StoredUpload },
  today: string,
): Promise<Advert> {
  const actor = actorIn(writing, communityId);
  let id: number;
  try {
    id = await writing.uploads.saveWith(
      [placement.graphics, placement.logo],
      { communityId, createdBy: writing.userId },
      (repos) => placeAdvert(repos, actor, placement, today),
    );
  } catch (error) {
    // The resident or the section deleted between the check and the insert.
    if (isForeignKeyViolation(error)) {
      throw new Refusal('invalid', messages.reference.wrongCommunity);
    }
    throw error;
  }
  writing.log.info({ advertId: id, communityId }, 'Advert placed');
  return readBack(writing.repos, id, today);
}

/**
 * Records the payment of advert `advertId`'s fee (in the community `scope` reads; null: any);
 * answers the advert as it is on `today`, and the payment's entry (whose receipt is mailed).
 */
export async function payAdvertFee(
  writing: AdvertWriting,
  scope: number | null,
  advertId: number,
  values: AdvertPaymentValues,
  today: string,
): Promise<{ advert: Advert; entry: { id: number; communityId: number } }> {
  const found = await writing.repos.adverts.findById(advertId, scope);
  if (!found) throw new Refusal('not-found', messages.advert.notFound);
  const actor = actorIn(writing, found.communityId);
  const entry = await recordAdvertPayment(writing.repos, actor, found.id, values);
  writing.log.info(
    { advertId: found.id, entryId: entry.id, communityId: found.communityId },
    'Advert payment recorded',
  );
  return { advert: await readBack(writing.repos, found.id, today), entry };
}
