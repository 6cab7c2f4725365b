/**
 * An administrator's (or the Super admin's) edit of a resident: every field, the role included.
 * Who may change whom (src/shared/access.ts) is checked before anything is written and again
 * inside the transaction on the locked, current record: an officer may change a Member's
 * identity and role, but not an administrator's; nobody their own role; the community keeps an
 * Admin.
 */
import { changedIdentity } from '../../../shared/access.js';
import { ADMIN } from '../../../shared/roles.js';
import type { ResidentRecord } from '../../repositories/residents/residents-repository.js';
import { AUDIT_ACTIONS, recordAudit } from '../audit/audit.js';
import { contactChangeOf, recordContactChange } from '../accounts/contact-changes.js';
import {
  checkAccountChange,
  checkKeepsAnAdmin,
  checkUnique,
  communityRole,
  identityOf,
} from './resident-accounts.js';
import { residentInput, type ResidentForm } from './resident-form.js';
import {
  accessActorOf,
  dropReplaced,
  notFound,
  present,
  saveFailure,
  wrongCommunity,
  type ResidentWriting,
  type SavedEdit,
} from './resident-writing.js';

export async function saveAsAdministrator(
  writing: ResidentWriting,
  existing: ResidentRecord,
  form: ResidentForm,
): Promise<SavedEdit> {
  const { repos, trail } = writing;
  const actor = accessActorOf(writing);
  const input = residentInput(form, {
    create: false,
    savedPhone: existing.mobileNumber,
    savedMemberId: existing.memberId,
  });
  const role = await communityRole(repos, input.roleId);
  const asked = { ...input.account, role: role.roleName };
  /** Refuses (403) a change the actor may not make to the record as it is in `record`. */
  const checkRights = (record: ResidentRecord) => {
    const { target, fields } = identityOf(record);
    const changed = changedIdentity(fields, asked);
    checkAccountChange(actor, target, { kind: 'edit', changed, newRole: role.roleName });
  };
  // Before the uploads are saved: a refusal leaves nothing behind (unsaved uploads are deleted).
  checkRights(existing);
  await checkUnique(repos, input.account, existing.userId);
  const { id, communityId } = existing;
  const owner = { communityId, createdBy: actor.id };
  const uploads = present(form.image, form.idNumberFile);
  try {
    return await writing.uploads.saveWith(uploads, owner, async (trx) => {
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
        { ...input.resident, memberId: current.memberId },
        { imageFileId: form.image?.id, idNumberFileId: form.idNumberFile?.id },
      );
      await trx.accounts.update(current.userId, input.account, role.id);
      if (current.roleName !== role.roleName) {
        await recordAudit(trx, trail, {
          action: AUDIT_ACTIONS.roleChange,
          target: `resident ${id} (${current.roleName ?? 'no role'} → ${role.roleName})`,
          communityId,
          outcome: 'success',
        });
      }
      const contact = contactChangeOf(current, current, input.account);
      await recordContactChange(trx, trail, contact);
      return { replaced: await dropReplaced(trx, current, form), contact };
    });
  } catch (error) {
    throw saveFailure(error);
  }
}
