/**
 * What every resident write needs from the request, handed in by the route as plain values
 * (services know no HTTP, issue 13), and the refusals and save helpers the writes share.
 */
import type { AccessActor } from '../../../shared/access.js';
import { messages } from '../../../shared/messages.js';
import type { UploadStore } from '../../files/uploads.js';
import type { StoredUpload } from '../../files/storage.js';
import { isForeignKeyViolation } from '../../repositories/constraints.js';
import type { Repositories } from '../../repositories/index.js';
import type { ResidentRecord } from '../../repositories/residents/residents-repository.js';
import type { ContactChange } from '../accounts/contact-changes.js';
import { Refusal } from '../refusal.js';
import type { Requester } from '../requester.js';
import { asDuplicateAccount } from './resident-accounts.js';

/** The signed-in user's write, as plain values. */
export interface ResidentWriting extends Requester {
  /** The user's role: who may change whom (src/shared/access.ts). */
  roleName: string;
  repos: Repositories;
  /** The request's uploads: saved with the records, deleted after the commit. */
  uploads: UploadStore;
}

/** The one making the change, as the shared rule of who may change whom sees them. */
export function accessActorOf(writing: Pick<ResidentWriting, 'userId' | 'roleName'>): AccessActor {
  return { id: writing.userId, roleName: writing.roleName };
}

/** What a saved edit leaves to do after the commit. */
export interface SavedEdit {
  /** Files replaced by new uploads, to delete from the disk. */
  replaced: string[];
  /** The account's e-mail or phone change, to notify the old address of. */
  contact: ContactChange | null;
}

export const notFound = () => new Refusal('not-found', messages.resident.loadFailed);
export const viewRefused = () => new Refusal('forbidden', messages.resident.viewPermission);
export const wrongCommunity = () => new Refusal('invalid', messages.reference.wrongCommunity);

/** A failed save as the client's answer: a duplicate account 409, a vanished reference 400. */
export function saveFailure(error: unknown): unknown {
  if (isForeignKeyViolation(error)) return wrongCommunity();
  return asDuplicateAccount(error);
}

/** The uploads the form carries (a missing one is not replaced). */
export const present = (...uploads: (StoredUpload | undefined)[]) =>
  uploads.filter((upload): upload is StoredUpload => upload !== undefined);

/** Inside a save: deletes the rows of the files replaced by new uploads; returns their ids. */
export async function dropReplaced(
  repos: Repositories,
  current: ResidentRecord,
  uploaded: { image: StoredUpload | undefined; idNumberFile: StoredUpload | undefined },
): Promise<string[]> {
  const replaced = [
    uploaded.image ? current.imageFileId : null,
    uploaded.idNumberFile ? current.idNumberFileId : null,
  ].filter((id): id is string => id !== null);
  for (const id of replaced) await repos.files.delete(id);
  return replaced;
}
