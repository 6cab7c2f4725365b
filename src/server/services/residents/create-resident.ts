/**
 * Adding a resident (`POST /api/Residents`, issue 4 contract, Residents): the account (without a
 * password), the resident, its photo and its ID document in one transaction; a new account given
 * more than the Member role is audited as a role change. After the commit the resident gets the
 * welcome e-mail; a failure to send it is logged and the resident stays saved.
 */
import { MEMBER } from '../../../shared/roles.js';
import type { AppConfig } from '../../config.js';
import type { StoredUpload } from '../../files/storage.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Repositories } from '../../repositories/index.js';
import { AUDIT_ACTIONS, recordAudit, type AuditTrail } from '../audit/audit.js';
import {
  checkAccountChange,
  checkUnique,
  communityRole,
  generatedMemberId,
  welcomeMail,
} from './resident-accounts.js';
import { residentInput, type ResidentForm, type ResidentInput } from './resident-form.js';
import {
  accessActorOf,
  saveFailure,
  wrongCommunity,
  type ResidentWriting,
} from './resident-writing.js';

/** How the welcome e-mail goes out. */
export interface WelcomeMailing {
  mail: Pick<Mailer, 'sendMail'>;
  config: Pick<AppConfig, 'publicUrl'>;
}

interface NewResident {
  communityId: number;
  input: ResidentInput;
  role: { id: number; roleName: string };
  image: StoredUpload;
  idFile: StoredUpload;
  createdAt: string;
}

/** Inside the transaction (the uploads' file rows are written): the account and the resident. */
async function insertResident(
  repos: Repositories,
  trail: AuditTrail,
  { communityId, input, role, image, idFile, createdAt }: NewResident,
): Promise<number> {
  if (!(await repos.residents.referencesBelongTo(communityId, input.resident))) {
    throw wrongCommunity();
  }
  const userId = await repos.accounts.create(communityId, role.id, input.account, createdAt);
  const residentId = await repos.residents.create({
    ...input.resident,
    communityId,
    userId,
    memberId: '', // given below, once the resident has its id
    imageFileId: image.id,
    idNumberFileId: idFile.id,
    createdAt,
  });
  await repos.residents.setMemberId(residentId, generatedMemberId(communityId, residentId));
  // A new account given more than the Member role is a role change to audit.
  if (role.roleName !== MEMBER) {
    await recordAudit(repos, trail, {
      action: AUDIT_ACTIONS.roleChange,
      target: `resident ${residentId} (new → ${role.roleName})`,
      communityId,
      outcome: 'success',
    });
  }
  return residentId;
}

/**
 * Checks the form (fields, role, who may give it, unique e-mail and phone), saves the resident
 * in `communityId` and sends the welcome e-mail; returns the new resident's id.
 */
export async function createResident(
  writing: ResidentWriting,
  mailing: WelcomeMailing,
  communityId: number,
  form: ResidentForm,
): Promise<number> {
  const { repos, log } = writing;
  const input = residentInput(form, { create: true });
  const role = await communityRole(repos, input.roleId);
  checkAccountChange(
    accessActorOf(writing),
    { userId: null, roleName: null },
    { kind: 'edit', changed: ['role'], newRole: role.roleName },
  );
  await checkUnique(repos, input.account, null);
  // residentInput refused a form without them.
  const image = form.image as StoredUpload;
  const idFile = form.idNumberFile as StoredUpload;
  const createdAt = new Date().toISOString();

  let id: number;
  try {
    id = await writing.uploads.saveWith(
      [image, idFile],
      { communityId, createdBy: writing.userId },
      (trx) =>
        insertResident(trx, writing.trail, { communityId, input, role, image, idFile, createdAt }),
    );
  } catch (error) {
    throw saveFailure(error);
  }
  log.info({ residentId: id, communityId }, 'Resident added');

  const community = await repos.communities.findById(communityId);
  try {
    await mailing.mail.sendMail(
      welcomeMail(mailing.config, input.account, community?.communityName ?? 'your community'),
    );
  } catch (err) {
    // The resident is saved; an administrator can tell them how to sign in.
    log.error({ err, residentId: id }, 'Could not send the welcome e-mail');
  }
  return id;
}
