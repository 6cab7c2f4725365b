/**
 * Giving and taking exco roles (issue 4 contract, Excos), and the Security role (issue 21: a guard
 * is appointed and removed as an exco is; removed, they are a Member again). The Admin role is never given or taken
 * here, and who may change whom (src/shared/access.ts) holds: an exco officer changes Members'
 * roles only, nobody their own. Each change runs in one transaction with the account row locked
 * and re-read, and a real change writes its audit row in the same transaction.
 */
import { accountChangeRefusal, type AccessActor } from '../../../shared/access.js';
import type { Exco } from '../../../shared/contract/excos.js';
import { messages } from '../../../shared/messages.js';
import { ADMIN, APPOINTED_ROLES, MEMBER } from '../../../shared/roles.js';
import type { Repositories } from '../../repositories/index.js';
import { AUDIT_ACTIONS, recordAudit } from '../audit/audit.js';
import { readBack } from '../property/property-records.js';
import { Refusal } from '../refusal.js';
import { accessActorOf, type ResidentWriting } from './resident-writing.js';

/** What an exco change needs from the request (no uploads). */
export type ExcoWriting = Pick<ResidentWriting, 'repos' | 'userId' | 'roleName' | 'trail'>;

/** An exco role or Security: what this route gives and takes. */
export const isExcoRole = (roleName: string | null) =>
  roleName !== null && (APPOINTED_ROLES as readonly string[]).includes(roleName);

const wrongCommunity = () => new Refusal('invalid', messages.reference.wrongCommunity);
const notExco = () => new Refusal('not-found', messages.exco.loadFailed);

/**
 * 403 with the shared rule's message on a role change of the locked, current account: an
 * officer changes a Member's role only, nobody their own.
 */
function checkRoleChange(
  actor: AccessActor,
  current: { userId: number; roleName: string | null },
  newRole: string,
): void {
  const changed = current.roleName === newRole ? [] : (['role'] as const);
  const refused = accountChangeRefusal(actor, current, { kind: 'edit', changed, newRole });
  if (refused !== null) throw new Refusal('forbidden', refused);
}

/** The resident of the community, with its account row locked and then re-read. */
async function lockedResident(repos: Repositories, residentId: number, communityId: number) {
  const resident = await repos.excos.findResident(residentId, communityId);
  if (!resident) return null;
  await repos.excos.lockAccount(resident.userId);
  return repos.excos.findResident(residentId, communityId);
}

/**
 * Gives resident `residentId` (in the community `scope` reads; null: any) the exco role
 * `roleId`; answers the exco as listed.
 */
export async function assignExcoRole(
  writing: ExcoWriting,
  scope: number | null,
  { residentId, roleId }: { residentId: number; roleId: number },
): Promise<Exco> {
  const { repos, trail } = writing;
  const roleName = await repos.excos.roleName(roleId);
  if (roleName === null || !isExcoRole(roleName)) {
    throw new Refusal('invalid', messages.exco.invalidRole, 'roleId');
  }
  const resident = await repos.excos.findResident(residentId, scope);
  if (!resident) throw wrongCommunity();
  const { communityId } = resident;
  await repos.transaction(async (trx) => {
    const current = await lockedResident(trx, residentId, communityId);
    if (!current) throw wrongCommunity();
    if (current.roleName === ADMIN) throw new Refusal('conflict', messages.exco.isAdmin);
    checkRoleChange(accessActorOf(writing), current, roleName);
    await trx.excos.setRole(current.userId, roleId);
    if (current.roleName !== roleName) {
      await recordAudit(trx, trail, {
        action: AUDIT_ACTIONS.excoAssigned,
        target: `resident ${residentId} (${current.roleName ?? 'no role'} → ${roleName})`,
        communityId,
        outcome: 'success',
      });
    }
  });
  return readBack(await repos.excos.findExco(residentId, communityId));
}

/**
 * Makes the exco `residentId` (in the community `scope` reads; null: any) a Member again, unless
 * a project names them exco in charge (409).
 */
export async function removeExcoRole(
  writing: ExcoWriting,
  scope: number | null,
  residentId: number,
): Promise<void> {
  const { repos, trail } = writing;
  const resident = await repos.excos.findResident(residentId, scope);
  if (!resident || !isExcoRole(resident.roleName)) throw notExco();
  const { communityId } = resident;
  await repos.transaction(async (trx) => {
    const current = await lockedResident(trx, residentId, communityId);
    if (!current || !isExcoRole(current.roleName)) throw notExco();
    checkRoleChange(accessActorOf(writing), current, MEMBER);
    if (await trx.excos.isInChargeOfProject(residentId)) {
      throw new Refusal('conflict', messages.exco.inCharge);
    }
    const memberRoleId = await trx.excos.roleIdByName(MEMBER);
    if (memberRoleId === null) throw new Error('The Member role is missing');
    await trx.excos.setRole(current.userId, memberRoleId);
    await recordAudit(trx, trail, {
      action: AUDIT_ACTIONS.excoRemoved,
      target: `resident ${residentId} (${current.roleName} → ${MEMBER})`,
      communityId,
      outcome: 'success',
    });
  });
}
