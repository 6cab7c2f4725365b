/**
 * Writing landlords (issue 3 contract, Landlords): each with its photo, saved with the secure
 * upload module (src/server/files) in one transaction; the apartment and the street must belong
 * to the landlord's community. A replaced or deleted photo leaves the disk after the commit.
 */
import type { Landlord } from '../../../shared/contract/landlords.js';
import { messages } from '../../../shared/messages.js';
import type { UploadStore } from '../../files/uploads.js';
import type { Repositories } from '../../repositories/index.js';
import type { LandlordRecord } from '../../repositories/property/landlords-repository.js';
import { Refusal } from '../refusal.js';
import type { Requester } from '../requester.js';
import { checkReferences, requiredValues, type LandlordForm } from './landlord-form.js';

/** The signed-in user's write, as plain values: who, the repositories, the request's uploads. */
export interface LandlordWriting extends Pick<Requester, 'userId' | 'log'> {
  repos: Repositories;
  uploads: UploadStore;
}

const notFound = () => new Refusal('not-found', messages.landlord.loadFailed);

/** The API's shape: the photo as its `/api/Files/{id}` URL. */
export function toLandlord({ imageFileId, ...landlord }: LandlordRecord): Landlord {
  return { ...landlord, image: imageFileId ? `/api/Files/${imageFileId}` : null };
}

/** Landlord `id` in the community `scope` reads (null: any), or 404. */
export async function findLandlord(
  repos: Repositories,
  id: number,
  scope: number | null,
): Promise<Landlord> {
  const found = await repos.landlords.findById(id, scope);
  if (!found) throw notFound();
  return toLandlord(found);
}

/** Adds the form's landlord, with its photo (required), to `communityId`; returns its id. */
export async function createLandlord(
  writing: LandlordWriting,
  communityId: number,
  form: LandlordForm,
): Promise<number> {
  const values = requiredValues(form);
  const image = form.image;
  if (!image) throw new Refusal('invalid', messages.landlord.imageRequired, 'Image');
  const owner = { communityId, createdBy: writing.userId };
  const id = await writing.uploads.saveWith([image], owner, async (repos) => {
    await checkReferences(repos, communityId, values);
    return repos.landlords.create(communityId, values, image.id, new Date().toISOString());
  });
  writing.log.info({ landlordId: id, communityId }, 'Landlord added');
  return id;
}

/**
 * Saves the form's landlord (`Id`, in the community `scope` reads; null: any), which stays in its
 * community; a new photo replaces the stored one. Returns its id.
 */
export async function updateLandlord(
  writing: LandlordWriting,
  form: LandlordForm,
  scope: number | null,
): Promise<number> {
  if (form.id === null) throw new Refusal('invalid', messages.landlord.required, 'Id');
  const id = form.id;
  const existing = await writing.repos.landlords.findById(id, scope);
  if (!existing) throw notFound();
  const values = requiredValues(form, existing.mobileNo);
  const { communityId } = existing;
  const image = form.image;
  const owner = { communityId, createdBy: writing.userId };
  const replaced = await writing.uploads.saveWith(image ? [image] : [], owner, async (repos) => {
    await checkReferences(repos, communityId, values);
    const current = await repos.landlords.findById(id, scope);
    if (!current) throw notFound();
    await repos.landlords.update(id, values, image?.id);
    if (!image || current.imageFileId === null) return null;
    await repos.files.delete(current.imageFileId);
    return current.imageFileId;
  });
  if (replaced) await writing.uploads.remove([replaced]);
  writing.log.info({ landlordId: id, communityId }, 'Landlord updated');
  return id;
}

/** Deletes landlord `id` (in the community `scope` reads; null: any) and its photo. */
export async function removeLandlord(
  writing: LandlordWriting,
  id: number,
  scope: number | null,
): Promise<void> {
  const removed = await writing.repos.transaction(async (repos) => {
    const current = await repos.landlords.findById(id, scope);
    if (!current) return null;
    await repos.landlords.delete(id);
    if (current.imageFileId !== null) await repos.files.delete(current.imageFileId);
    return current;
  });
  if (!removed) throw notFound();
  if (removed.imageFileId !== null) await writing.uploads.remove([removed.imageFileId]);
  writing.log.info({ landlordId: id }, 'Landlord deleted');
}
