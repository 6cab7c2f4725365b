/**
 * Writes the demo's gate (issue 21): the guard's account (Security, the demo password; no
 * resident record: the estate employs them, they do not live there, so they are never billed),
 * then the plan's passes and entries, made by their hosts and checked in and out by the guard.
 */
import { SECURITY } from '../../shared/roles.js';
import { lastValidAt, storeDays } from '../../shared/pass-validity.js';
import { demoGateRepository } from '../repositories/communities/demo-gate-repository.js';
import type { Repositories } from '../repositories/index.js';
import { hashPassword } from '../services/accounts/passwords.js';
import { asDuplicateAccount } from '../services/residents/resident-accounts.js';
import type { DemoPlan } from './types.js';
import type { WrittenPeople } from './write-people.js';

export interface GateCounts {
  visitorPasses: number;
  visitorEntries: number;
  walkIns: number;
}

type GateDb = Parameters<typeof demoGateRepository>[0];

/** Hours after it was made that a cancelled pass was cancelled. */
const CANCELLED_AFTER_MS = 3 * 60 * 60 * 1000;

async function writeGuard(
  repos: Repositories,
  plan: DemoPlan,
  communityId: number,
  password: string,
): Promise<number> {
  const roleId = await repos.roles.findIdByName(SECURITY);
  if (roleId === null) throw new Error('The Security role is missing');
  const { title, fullName, email, mobileNumber } = plan.guard;
  const passwordHash = await hashPassword(password);
  const createdAt = plan.community.registeredAt;
  try {
    const account = { communityId, roleId, title, fullName, email, mobileNumber };
    return await repos.users.create({ ...account, passwordHash, createdAt });
  } catch (error) {
    throw asDuplicateAccount(error);
  }
}

export async function writeGate(
  repos: Repositories,
  db: GateDb,
  plan: DemoPlan,
  people: WrittenPeople,
  communityId: number,
  password: string,
): Promise<{ guardUserId: number; counts: GateCounts }> {
  const guardUserId = await writeGuard(repos, plan, communityId, password);
  const gate = demoGateRepository(db);
  const passIds = await gate.insertSeededPasses(
    plan.gate.passes.map(({ host, cancelled, recurrenceDays, ...pass }) => {
      const hostUserId = people.userIds[host]!;
      const cancelledAt = cancelled
        ? new Date(Date.parse(pass.createdAt) + CANCELLED_AFTER_MS).toISOString()
        : null;
      return {
        ...pass,
        communityId,
        residentId: people.residentIds[host]!,
        recurrenceDays: storeDays(recurrenceDays),
        lastValidAt: lastValidAt({ ...pass, recurrenceDays }),
        cancelledAt,
        cancelledBy: cancelled ? hostUserId : null,
        createdBy: hostUserId,
      };
    }),
  );
  await gate.insertSeededEntries(
    plan.gate.entries.map(({ pass, host, ...entry }) => ({
      ...entry,
      communityId,
      kind: pass === null ? ('walk-in' as const) : ('pass' as const),
      passId: pass === null ? null : passIds[pass]!,
      residentId: people.residentIds[host]!,
      checkedInBy: guardUserId,
      checkedOutBy: entry.checkedOutAt === null ? null : guardUserId,
      clientKey: null,
      outClientKey: null,
      recordedAt: entry.checkedInAt,
    })),
  );
  return {
    guardUserId,
    counts: {
      visitorPasses: plan.gate.passes.length,
      visitorEntries: plan.gate.entries.length,
      walkIns: plan.gate.entries.filter((entry) => entry.pass === null).length,
    },
  };
}
