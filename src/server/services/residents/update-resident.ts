/**
 * Saving an edited resident (`PUT /api/Residents`, issue 4 contract, Residents; issue 12): a
 * Member saves the profile fields of their own record, an administrator every field
 * (update-as-administrator.ts). A change of the account's e-mail or phone writes its audit row in
 * the same transaction and is returned, so the route can notify the old address after the answer.
 */
import { canAdminister } from '../../../shared/roles.js';
import { messages } from '../../../shared/messages.js';
import type { ResidentRecord } from '../../repositories/residents/residents-repository.js';
import {
  contactChangeOf,
  recordContactChange,
  type ContactChange,
} from '../accounts/contact-changes.js';
import { Refusal } from '../refusal.js';
import { checkUnique } from './resident-accounts.js';
import { profileInput, type ResidentForm } from './resident-form.js';
import { saveAsAdministrator } from './update-as-administrator.js';
import {
  dropReplaced,
  notFound,
  present,
  saveFailure,
  viewRefused,
  type ResidentWriting,
  type SavedEdit,
} from './resident-writing.js';

/** A Member's edit of their own record: the profile fields and the photo (nothing else). */
async function saveOwnRecord(
  writing: ResidentWriting,
  existing: ResidentRecord,
  form: ResidentForm,
): Promise<SavedEdit> {
  const { profile, account } = profileInput(form, existing.mobileNumber);
  await checkUnique(writing.repos, account, existing.userId);
  const { id, communityId } = existing;
  const owner = { communityId, createdBy: writing.userId };
  try {
    return await writing.uploads.saveWith(present(form.image), owner, async (repos) => {
      const current = await repos.residents.findById(id, communityId);
      if (!current) throw notFound();
      await repos.residents.update(id, profile, { imageFileId: form.image?.id });
      await repos.accounts.update(current.userId, account);
      const contact = contactChangeOf(current, current, account);
      await recordContactChange(repos, writing.trail, contact);
      const replaced = await dropReplaced(repos, current, {
        image: form.image,
        idNumberFile: undefined,
      });
      return { replaced, contact };
    });
  } catch (error) {
    throw saveFailure(error);
  }
}

/**
 * Saves the form's resident (`Id`) as the actor may: `scope` is the community the actor reads
 * (null: every community). Replaced files leave the disk after the commit. Returns the
 * resident's id and the contact change to notify of.
 */
export async function updateResident(
  writing: ResidentWriting,
  form: ResidentForm,
  scope: number | null,
): Promise<{ id: number; contact: ContactChange | null }> {
  if (form.id === null) throw new Refusal('invalid', messages.resident.required, 'Id');
  const id = form.id;
  const existing = await writing.repos.residents.findById(id, scope);
  if (!existing) throw notFound();
  const administers = canAdminister(writing.roleName);
  // A Member: their own record, and only the profile fields (whatever else is ignored).
  if (!administers && existing.userId !== writing.userId) throw viewRefused();
  const saved = administers
    ? await saveAsAdministrator(writing, existing, form)
    : await saveOwnRecord(writing, existing, form);
  await writing.uploads.remove(saved.replaced);
  writing.log.info({ residentId: id, communityId: existing.communityId }, 'Resident updated');
  return { id, contact: saved.contact };
}
