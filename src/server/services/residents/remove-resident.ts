/**
 * Deleting a resident (`DELETE /api/Residents/{id}`, issue 4 contract, Residents) with its
 * dependants, account, sessions and files. Refused while the resident is the community's last
 * Admin, a project's exco in charge or named by ledger entries; only an Admin or the Super admin
 * removes an administrator (src/shared/access.ts). Every check runs before the transaction (a
 * clear answer) and again inside it, on the current record with the community locked.
 */
import type { AccessActor } from '../../../shared/access.js';
import { messages } from '../../../shared/messages.js';
import { ADMIN } from '../../../shared/roles.js';
import { isForeignKeyViolation } from '../../repositories/constraints.js';
import type { Repositories } from '../../repositories/index.js';
import { Refusal } from '../refusal.js';
import { checkAccountChange, checkKeepsAnAdmin, identityOf } from './resident-accounts.js';
import { accessActorOf, notFound, type ResidentWriting } from './resident-writing.js';

const inProjects = () => new Refusal('conflict', messages.resident.inProjects);
const hasLedgerEntries = () => new Refusal('conflict', messages.finance.hasLedgerEntries);

/** In the transaction: re-checks the locked, current record and deletes it; returns its files. */
async function deleteResident(
  repos: Repositories,
  actor: AccessActor,
  id: number,
  communityId: number,
): Promise<string[]> {
  await repos.accounts.lockCommunity(communityId);
  const current = await repos.residents.findById(id, communityId);
  if (!current) throw notFound();
  checkAccountChange(actor, identityOf(current).target, { kind: 'remove' });
  if (current.roleName === ADMIN) await checkKeepsAnAdmin(repos, communityId, current.userId);
  if (await repos.residents.isExcoInCharge(id)) throw inProjects();
  if (await repos.ledger.hasEntriesForResident(id)) throw hasLedgerEntries();
  await repos.residents.delete(id);
  const owned = [current.imageFileId, current.idNumberFileId].filter(
    (fileId): fileId is string => fileId !== null,
  );
  for (const fileId of owned) await repos.files.delete(fileId);
  await repos.accounts.delete(current.userId);
  return owned;
}

/**
 * Deletes resident `id` as the actor may; `scope` is the community the actor reads (null: every
 * community). Its files leave the disk after the commit.
 */
export async function removeResident(
  writing: ResidentWriting,
  id: number,
  scope: number | null,
): Promise<void> {
  const { repos } = writing;
  const actor = accessActorOf(writing);
  const existing = await repos.residents.findById(id, scope);
  if (!existing) throw notFound();
  // Only an Admin or the Super admin removes an administrator (src/shared/access.ts).
  checkAccountChange(actor, identityOf(existing).target, { kind: 'remove' });
  if (await repos.residents.isExcoInCharge(id)) throw inProjects();
  if (await repos.ledger.hasEntriesForResident(id)) throw hasLedgerEntries();
  const { communityId } = existing;

  let files: string[];
  try {
    files = await repos.transaction((trx) => deleteResident(trx, actor, id, communityId));
  } catch (error) {
    // A project or ledger entry naming the resident (or entries its account recorded,
    // `created_by`) between the check and the delete.
    if (isForeignKeyViolation(error)) {
      const { ledger } = repos;
      const inLedger =
        (await ledger.hasEntriesForResident(id)) ||
        (await ledger.hasEntriesCreatedBy(existing.userId));
      throw inLedger ? hasLedgerEntries() : inProjects();
    }
    throw error;
  }
  await writing.uploads.remove(files);
  writing.log.info({ residentId: id, communityId }, 'Resident deleted');
}
