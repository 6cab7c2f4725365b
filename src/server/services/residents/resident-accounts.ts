/**
 * The rules of residents' accounts (issue 4 contract, Accounts and roles; decisions.md, Residents
 * and their accounts): e-mail and phone unique on the platform, the role one of the community
 * roles, who may change whom (src/shared/access.ts), every community keeps an Admin, and the
 * welcome e-mail a new resident gets.
 */
import {
  accountChangeRefusal,
  type AccessActor,
  type AccessTarget,
  type AccountChange,
} from '../../../shared/access.js';
import type { Role } from '../../../shared/contract/communities.js';
import { messages } from '../../../shared/messages.js';
import { ADMIN, COMMUNITY_ROLES } from '../../../shared/roles.js';
import type { AppConfig } from '../../config.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { MailMessage } from '../../mail/mailer.js';
import type { AccountValues } from '../../repositories/accounts/accounts-repository.js';
import type { Repositories } from '../../repositories/index.js';
import { Refusal } from '../refusal.js';

/** The community role with this id (never Super admin), or 400 resident.invalidRole. */
export async function communityRole(repos: Repositories, roleId: number): Promise<Role> {
  const roles = await repos.roles.listByNames(COMMUNITY_ROLES);
  const role = roles.find((candidate) => candidate.id === roleId);
  if (!role) throw new Refusal('invalid', messages.resident.invalidRole, 'SelectedRoleId');
  return role;
}

/**
 * 403 with the shared rule's message (src/shared/access.ts: who may change whom) when the actor
 * may not make this change to the target's account; nothing has been written yet.
 */
export function checkAccountChange(
  actor: AccessActor,
  target: AccessTarget,
  change: AccountChange,
): void {
  const refusal = accountChangeRefusal(actor, target, change);
  if (refusal !== null) throw new Refusal('forbidden', refusal);
}

/** The shared rule's view of a resident record: its account, role and identity fields. */
export function identityOf(record: {
  userId: number;
  title: string;
  fullName: string;
  email: string | null;
  mobileNumber: string | null;
  roleName: string | null;
}) {
  const { userId, roleName, title, fullName, email, mobileNumber } = record;
  return {
    target: { userId, roleName },
    fields: { title, fullName, email, mobileNumber, role: roleName },
  };
}

/**
 * Inside the transaction that takes the Admin role from `userId` (a demotion or a deletion):
 * 409 resident.lastAdmin unless another account of the community is an Admin. The community's
 * row is locked first, so two such changes cannot both pass.
 */
export async function checkKeepsAnAdmin(
  repos: Repositories,
  communityId: number,
  userId: number,
): Promise<void> {
  await repos.accounts.lockCommunity(communityId);
  const adminRoleId = await repos.roles.findIdByName(ADMIN);
  if (adminRoleId === null) throw new Error(`Role ${ADMIN} is missing; run the migrations`);
  if ((await repos.accounts.countWithRole(communityId, adminRoleId, userId)) === 0) {
    throw new Refusal('conflict', messages.resident.lastAdmin);
  }
}

/** 409 resident.emailTaken / phoneTaken when another account holds the e-mail or the phone. */
export async function checkUnique(
  repos: Repositories,
  account: AccountValues,
  exceptUserId: number | null,
): Promise<void> {
  // The resident form's fields (the multipart form's spelling).
  if ((await repos.accounts.emailHolder(account.email, exceptUserId)) !== null) {
    throw new Refusal('conflict', messages.resident.emailTaken, 'Email');
  }
  if ((await repos.accounts.phoneHolder(account.mobileNumber, exceptUserId)) !== null) {
    throw new Refusal('conflict', messages.resident.phoneTaken, 'MobileNumber');
  }
}

/**
 * A unique-index violation on the account's e-mail or phone (a race past {@link checkUnique}) as
 * the same 409; any other error unchanged.
 */
export function asDuplicateAccount(error: unknown): unknown {
  if (isUniqueViolation(error, 'users', 'email')) {
    return new Refusal('conflict', messages.resident.emailTaken);
  }
  if (isUniqueViolation(error, 'users', 'mobile_number')) {
    return new Refusal('conflict', messages.resident.phoneTaken);
  }
  return error;
}

/** `NB{communityId}-{residentId}`: every resident's member ID, the one format (issue 16). */
export function generatedMemberId(communityId: number, residentId: number): string {
  return `NB${communityId}-${residentId}`;
}

/**
 * The welcome e-mail: names the community, gives the sign-in address and says how to set a
 * password. It never carries a password, a token or a code.
 */
export function welcomeMail(
  config: Pick<AppConfig, 'publicUrl'>,
  resident: { fullName: string; email: string; mobileNumber: string },
  communityName: string,
): MailMessage {
  const signIn = `${config.publicUrl}/auth/sign-in`;
  const text = [
    `Hello ${resident.fullName},`,
    '',
    `You have been registered as a resident of ${communityName} on Neighbourly.`,
    '',
    `Sign in at ${signIn}`,
    `with your e-mail address (${resident.email}) or your phone number (${resident.mobileNumber}).`,
    '',
    'Your account has no password yet. To set one, choose',
    "'Forgot password?' on the sign-in page and follow the steps.",
    '',
    `If you did not expect this e-mail, please contact the administrators of ${communityName}.`,
    '',
    'Neighbourly',
  ].join('\n');
  return { to: resident.email, subject: messages.resident.welcomeSubject, text };
}
