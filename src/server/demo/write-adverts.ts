/**
 * Writes the plan's adverts as the adverts routes do: two generated images stored under
 * DATA_DIR/uploads (storeUpload, which vets and re-encodes them like any upload) with their file
 * rows, then `placeAdvert` (the fee the advertiser owes, dated the day it was placed) and, for a
 * paid one, `recordAdvertPayment`.
 */
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { removeStoredFile, storeUpload } from '../files/storage.js';
import { fileRow } from '../files/uploads.js';
import type { Repositories } from '../repositories/index.js';
import { DEFAULT_ADVERT_SECTIONS } from '../services/adverts/advert-sections.js';
import { advertAmountKobo, placeAdvert, recordAdvertPayment } from '../services/adverts/adverts.js';
import type { Actor } from '../services/money/ledger-entries.js';
import type { WrittenPeople } from './write-people.js';
import type { DemoPlan, PlannedAdvert } from './types.js';

/** A flat picture in the advert's colour with white shapes: a banner (wide) or a logo (round). */
function drawing(colour: string, shape: 'banner' | 'logo'): Promise<Buffer> {
  const [width, height] = shape === 'banner' ? [640, 240] : [160, 160];
  const marks =
    shape === 'banner'
      ? '<circle cx="120" cy="120" r="70" fill="#fff" opacity="0.9"/>' +
        '<rect x="230" y="80" width="340" height="28" rx="14" fill="#fff"/>' +
        '<rect x="230" y="132" width="240" height="20" rx="10" fill="#fff" opacity="0.7"/>'
      : '<circle cx="80" cy="80" r="56" fill="#fff"/>' +
        `<circle cx="80" cy="80" r="30" fill="${colour}"/>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="${colour}"/>${marks}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Stores a drawing as an image upload; `stored` collects its id (deleted if the seed fails). */
async function storeDrawing(dataDir: string, image: Buffer, stored: string[]) {
  const upload = await storeUpload(Readable.from([image]), { dataDir, kind: 'image' });
  if (!upload) throw new Error('A generated advert image came out empty');
  stored.push(upload.id);
  return upload;
}

async function writeAdvert(
  repos: Repositories,
  actor: Actor,
  advert: PlannedAdvert,
  residentId: number,
  files: { dataDir: string; stored: string[] },
) {
  const { communityId } = actor;
  const section = (await repos.advertSections.list(communityId)).find(
    (found) => found.name === DEFAULT_ADVERT_SECTIONS[advert.section]!.name,
  );
  if (!section) throw new Error('The default advert sections are missing');
  const owner = { communityId, createdBy: actor.userId };
  const placedAt = new Date(advert.placedAt);
  const ids: string[] = [];
  for (const shape of ['banner', 'logo'] as const) {
    const upload = await storeDrawing(
      files.dataDir,
      await drawing(advert.colour, shape),
      files.stored,
    );
    await repos.files.create(fileRow(upload, owner, placedAt));
    ids.push(upload.id);
  }
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
      graphicsFileId: ids[0]!,
      logoFileId: ids[1]!,
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

/**
 * Writes every planned advert; returns how many. Their images' ids are added to `stored`: a
 * seed that then fails deletes them (see {@link removeDrawings}).
 */
export async function writeAdverts(
  repos: Repositories,
  plan: DemoPlan,
  actor: Actor,
  people: WrittenPeople,
  files: { dataDir: string; stored: string[] },
): Promise<number> {
  for (const advert of plan.adverts) {
    await writeAdvert(repos, actor, advert, people.residentIds[advert.resident]!, files);
  }
  return plan.adverts.length;
}

/** Deletes the images of a seed that failed (its file rows were rolled back). */
export async function removeDrawings(dataDir: string, stored: readonly string[]) {
  for (const id of stored) await removeStoredFile(dataDir, id);
}
