/**
 * Who may change whom (issue 12; README, Who may do what). One rule, read by the server (which
 * enforces it on every route that reaches an account's identity or role) and by the dashboard
 * (which only greys out what the rule would refuse):
 * - an administrator (Admin or an exco role) is changed or removed only by an Admin or the Super
 *   admin: otherwise an officer could put their own e-mail on an Admin's account, reset its
 *   password and take the community over;
 * - officers (exco roles) change Members only;
 * - nobody changes their own role;
 * - only an Admin or the Super admin gives or takes the Admin role.
 * Everyone still edits their own name, title, e-mail and phone.
 */
import { messages } from './messages.js';
import { ADMIN, isCommunityAdministrator, isSuperAdmin } from './roles.js';

/** What says who an account is: changing any of these can hand the account to someone else. */
export const IDENTITY_FIELDS = ['title', 'fullName', 'email', 'mobileNumber', 'role'] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

/** The one making the change (the Super admin has no community role and no resident record). */
export interface AccessActor {
  id: number;
  roleName: string;
}

/** The account changed: its id and its role now (null: no role, e.g. a new resident). */
export interface AccessTarget {
  userId: number | null;
  roleName: string | null;
}

/** A change: the identity fields it alters (`role`: the role it gives, `newRole`), or a removal. */
export type AccountChange =
  { kind: 'edit'; changed: readonly IdentityField[]; newRole?: string } | { kind: 'remove' };

const isAdminOrRoot = (roleName: string) => roleName === ADMIN || isSuperAdmin(roleName);

/** True when the actor may change the identity of (or remove) the target's account. */
export function mayManageAccount(actor: AccessActor, target: AccessTarget): boolean {
  return isAdminOrRoot(actor.roleName) || !isCommunityAdministrator(target.roleName);
}

/** True when the actor may edit the target's identity fields (always their own, role aside). */
export function mayEditIdentity(actor: AccessActor, target: AccessTarget): boolean {
  return actor.id === target.userId || mayManageAccount(actor, target);
}

/** True when the actor may change the target's role at all (never their own). */
export function mayChangeRole(actor: AccessActor, target: AccessTarget): boolean {
  return actor.id !== target.userId && mayManageAccount(actor, target);
}

/** The message refusing the change (403), or null when the actor may make it. */
export function accountChangeRefusal(
  actor: AccessActor,
  target: AccessTarget,
  change: AccountChange,
): string | null {
  if (change.kind === 'remove') {
    return mayManageAccount(actor, target) ? null : messages.resident.removeAdminOnlyByAdmin;
  }
  if (change.changed.length === 0) return null;
  if (change.changed.includes('role')) {
    if (target.userId !== null && actor.id === target.userId) return messages.resident.ownRole;
    const touchesAdmin = target.roleName === ADMIN || change.newRole === ADMIN;
    if (touchesAdmin && !isAdminOrRoot(actor.roleName)) {
      return messages.resident.adminRoleOnlyByAdmin;
    }
  }
  return mayEditIdentity(actor, target) ? null : messages.resident.adminDetailsOnlyByAdmin;
}

/** The identity fields that differ between two versions of an account (role by name). */
export function changedIdentity(
  before: Partial<Record<IdentityField, string | null>>,
  after: Partial<Record<IdentityField, string | null>>,
): IdentityField[] {
  return IDENTITY_FIELDS.filter(
    (field) => field in after && (after[field] ?? '') !== (before[field] ?? ''),
  );
}
