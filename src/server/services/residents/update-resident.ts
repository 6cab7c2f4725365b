/**
 * Saving an edited resident (`PUT /api/Residents`, issue 4 contract, Residents; issue 12): a
 * Member saves the profile fields of their own record, an administrator every field. Who may
 * change whom (src/shared/access.ts) is checked before anything is written and again inside the
 * transaction on the locked, current record; a change of the account's e-mail or phone writes its
 * audit row in the same transaction and returns the change, so the route can notify the old
 * address after the commit.
 */
import type { FastifyRequest } from 'fastify';
import { changedIdentity } from '../../../shared/access.js';
import { messages } from '../../../shared/messages.js';
import { ADMIN } from '../../../shared/roles.js';
import type { StoredUpload } from '../../files/storage.js';
import { saveWithUploads } from '../../files/uploads.js';
import { signedInUser } from '../../plugins/app/auth.js';
import { RequestRefused } from '../../plugins/app/tenant.js';
import { isForeignKeyViolation } from '../../repositories/constraints.js';
import type { Repositories } from '../../repositories/index.js';
import type { ResidentRecord } from '../../repositories/residents/residents-repository.js';
import { AUDIT_ACTIONS, recordAudit, trailOf } from '../audit/audit.js';
import {
  contactChangeOf,
  recordContactChange,
  type ContactChange,
} from '../accounts/contact-changes.js';
import {
  asDuplicateAccount,
  checkAccountChange,
  checkKeepsAnAdmin,
  checkUnique,
  communityRole,
  identityOf,
} from './resident-accounts.js';
import { profileInput, residentInput, type ResidentForm } from './resident-form.js';

const notFound = () => new RequestRefused(404, messages.resident.loadFailed);
const wrongCommunity = () => new RequestRefused(400, messages.reference.wrongCommunity);

/** A failed save as the client's answer: a duplicate account 409, a vanished reference 400. */
export function saveFailure(error: unknown): unknown {
  if (isForeignKeyViolation(error)) return wrongCommunity();
  return asDuplicateAccount(error);
}

export const present = (...uploads: (StoredUpload | undefined)[]) =>
  uploads.filter((upload): upload is StoredUpload => upload !== undefined);

/** Inside a save: deletes the rows of the files replaced by new uploads; returns their ids. */
async function dropReplaced(
  repos: Repositories,
  current: ResidentRecord,
  form: Pick<ResidentForm, 'image' | 'idNumberFile'>,
): Promise<string[]> {
  const replaced = [
    form.image ? current.imageFileId : null,
    form.idNumberFile ? current.idNumberFileId : null,
  ].filter((id): id is string => id !== null);
  for (const id of replaced) await repos.files.delete(id);
  return replaced;
}

/** What a saved edit leaves to do after the commit. */
export interface SavedEdit {
  /** Files replaced by new uploads, to delete from the disk. */
  replaced: string[];
  /** The account's e-mail or phone change, to notify the old address of. */
  contact: ContactChange | null;
}

/** A Member's edit of their own record: the profile fields and the photo (nothing else). */
export async function saveOwnRecord(
  request: FastifyRequest,
  existing: ResidentRecord,
  form: ResidentForm,
): Promise<SavedEdit> {
  const { profile, account } = profileInput(form);
  await checkUnique(request.server.repos, account, existing.userId);
  const { id, communityId } = existing;
  const owner = { communityId, createdBy: signedInUser(request).id };
  try {
    return await saveWithUploads(request, present(form.image), owner, async (repos) => {
      const current = await repos.residents.findById(id, communityId);
      if (!current) throw notFound();
      await repos.residents.update(id, profile, { imageFileId: form.image?.id });
      await repos.accounts.update(current.userId, account);
      const contact = contactChangeOf(current, current, account);
      await recordContactChange(repos, request, contact);
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
 * An administrator's (or the Super admin's) edit: every field, the role included. An officer
 * may change a Member's identity and role, but not an administrator's; nobody their own role.
 */
export async function saveAsAdministrator(
  request: FastifyRequest,
  existing: ResidentRecord,
  form: ResidentForm,
): Promise<SavedEdit> {
  const user = signedInUser(request);
  const { repos } = request.server;
  const input = residentInput(form, {
    create: false,
    storedIdFile: existing.idNumberFileId !== null,
  });
  const role = await communityRole(repos, input.roleId);
  const asked = { ...input.account, role: role.roleName };
  /** Refuses (403) a change the actor may not make to the record as it is in `record`. */
  const checkRights = (record: ResidentRecord) => {
    const { target, fields } = identityOf(record);
    const changed = changedIdentity(fields, asked);
    checkAccountChange(user, target, { kind: 'edit', changed, newRole: role.roleName });
  };
  // Before the uploads are saved: a refusal leaves nothing behind (unsaved uploads are deleted).
  checkRights(existing);
  await checkUnique(repos, input.account, existing.userId);
  const { id, communityId } = existing;
  const owner = { communityId, createdBy: user.id };
  const uploads = present(form.image, form.idNumberFile);
  try {
    return await saveWithUploads(request, uploads, owner, async (trx) => {
      await trx.accounts.lockCommunity(communityId);
      if (!(await trx.residents.referencesBelongTo(communityId, input.resident))) {
        throw wrongCommunity();
      }
      const current = await trx.residents.findById(id, communityId);
      if (!current) throw notFound();
      checkRights(current);
      if (current.roleName === ADMIN && role.roleName !== ADMIN) {
        await checkKeepsAnAdmin(trx, communityId, current.userId);
      }
      await trx.residents.update(
        id,
        { ...input.resident, memberId: input.memberId || current.memberId },
        { imageFileId: form.image?.id, idNumberFileId: form.idNumberFile?.id },
      );
      await trx.accounts.update(current.userId, input.account, role.id);
      if (current.roleName !== role.roleName) {
        await recordAudit(trx, trailOf(request), {
          action: AUDIT_ACTIONS.roleChange,
          target: `resident ${id} (${current.roleName ?? 'no role'} → ${role.roleName})`,
          communityId,
          outcome: 'success',
        });
      }
      const contact = contactChangeOf(current, current, input.account);
      await recordContactChange(trx, request, contact);
      return { replaced: await dropReplaced(trx, current, form), contact };
    });
  } catch (error) {
    throw saveFailure(error);
  }
}
