/**
 * Demo data: one believable community with a year of money (`npm run seed:demo`), and the
 * generator the benchmark reuses at platform scale (communityIndex 1..N, more residents).
 *
 * ```ts
 * const result = await seedDemoCommunity(db, { password: 'neighbourly-demo' });
 * // or, step by step:
 * const plan = planDemoCommunity({ password, communityIndex: 7, residents: 1000 });
 * await writeDemoPlan(db, plan, { password });
 * ```
 *
 * Everything is written in ONE transaction, through the app's services (community registration,
 * the ledger) and repositories: a failure leaves nothing behind.
 */
import type { Kysely } from 'kysely';
import { todayInLagos } from '../../shared/finance.js';
import type { Database } from '../db/schema.js';
import type { FileStore } from '../files/file-store.js';
import { demoRecordsRepository } from '../repositories/communities/demo-records-repository.js';
import { createRepositories, type Repositories } from '../repositories/index.js';
import { resolveOptions } from './options.js';
import { planDemoCommunity } from './plan.js';
import type { DemoOptions, DemoPlan, PlannedBank } from './types.js';
import { removeDrawings, type DrawingStore } from './drawings.js';
import { writeAdverts } from './write-adverts.js';
import { writeGate, type GateCounts } from './write-gate.js';
import { writeLedger, type LedgerCounts } from './write-ledger.js';
import { writeNotices } from './write-notices.js';
import { writePeople } from './write-people.js';
import { writeProperty } from './write-records.js';
import { writeResidentFiles } from './write-resident-files.js';

export { DEFAULT_MONTHS, DEFAULT_RESIDENTS, demoDomain, resolveOptions } from './options.js';
export { planDemoCommunity } from './plan.js';
export type { DemoOptions, DemoPlan } from './types.js';
export type { LedgerCounts } from './write-ledger.js';

export const DEFAULT_DEMO_PASSWORD = 'neighbourly-demo';

/** The demo community (its Admin's e-mail) is already in the database. */
export class DemoAlreadyExists extends Error {
  constructor(readonly adminEmail: string) {
    super(
      `The demo community already exists (${adminEmail} is taken); nothing was changed. ` +
        'Seed a fresh database (another DATA_DIR or DATABASE_URL) to start again.',
    );
    this.name = 'DemoAlreadyExists';
  }
}

export interface DemoSeedResult {
  communityId: number;
  communityName: string;
  bank: PlannedBank;
  admin: { email: string; password: string; fullName: string };
  member: { email: string; password: string; fullName: string; residentId: number };
  /** The guard (issue 21): Security, the gate console and the entry log only. */
  guard: { email: string; password: string; fullName: string };
  /** First and last month of the ledger (YYYY-MM). */
  months: { from: string; to: string };
  counts: {
    streets: number;
    addresses: number;
    apartmentTypes: number;
    apartments: number;
    landlords: number;
    residents: number;
    dependants: number;
    excos: number;
    projects: number;
    /** Residents with a (generated) photo and ID document. */
    residentsWithFiles: number;
    adverts: number;
    notices: number;
  } & LedgerCounts &
    GateCounts;
}

export interface WriteOptions {
  password: string;
  /** Lagos date the ledger ends on (default today); billing refuses later months. */
  today?: string;
  /**
   * Where uploads go (DATA_DIR for the temp files, and the file store): the adverts and the photos
   * and ID documents (generated pictures) are written only when it is given.
   */
  uploads?: { dataDir: string; store: FileStore };
}

/**
 * The repositories of an open transaction whose own `transaction(work)` runs `work` inside it,
 * so services that open a transaction (registration, the ledger) join the seed's single one.
 */
function joinedTo(trx: Repositories): Repositories {
  const repos: Repositories = { ...trx, transaction: (work) => work(repos) };
  return repos;
}

/** Writes a plan in one transaction; the plan's Admin e-mail must be free. */
export async function writeDemoPlan(
  db: Kysely<Database>,
  plan: DemoPlan,
  options: WriteOptions,
): Promise<DemoSeedResult> {
  const { password, today = todayInLagos(), uploads } = options;
  const store: DrawingStore | null = uploads
    ? { dataDir: uploads.dataDir, files: uploads.store, stored: [] }
    : null;
  return db
    .transaction()
    .execute(async (trx) => {
      const repos = joinedTo(createRepositories(trx));
      const seeded = demoRecordsRepository(trx);
      const property = await writeProperty(repos, seeded, plan, password);
      const people = await writePeople(repos, seeded, plan, property, password);
      const actor = { communityId: property.communityId, userId: property.adminUserId };
      const ledger = await writeLedger(repos, plan, actor, people, today);
      const withFiles = store
        ? await writeResidentFiles(repos, seeded, plan, actor, people, store)
        : 0;
      const adverts = store ? await writeAdverts(repos, plan, actor, people, store) : 0;
      const notices = await writeNotices(repos, property, people.memberResidentId);
      const gate = await writeGate(repos, trx, plan, people, property.communityId, password);
      const member = plan.residents.find((resident) => resident.isDemoMember)!;
      const billed = plan.ledger.flatMap((op) => (op.op === 'billing' ? [op.month] : []));
      return {
        communityId: property.communityId,
        communityName: plan.community.communityName,
        bank: plan.bank,
        admin: { email: plan.community.adminEmail, password, fullName: plan.community.adminName },
        member: {
          email: plan.memberEmail,
          password,
          fullName: `${member.title} ${member.fullName}`,
          residentId: people.memberResidentId,
        },
        guard: { email: plan.guard.email, password, fullName: plan.guard.fullName },
        months: { from: billed[0] ?? '', to: billed.at(-1) ?? '' },
        counts: {
          streets: plan.streets.length,
          addresses: plan.addresses.length,
          apartmentTypes: plan.apartmentTypes.length,
          apartments: plan.apartments.length,
          landlords: plan.landlords.length,
          residents: plan.residents.length,
          dependants: plan.dependants.length,
          excos: plan.residents.filter((resident) => resident.roleName !== 'Member').length,
          projects: plan.projects.length,
          residentsWithFiles: withFiles,
          adverts,
          notices,
          ...ledger,
          ...gate.counts,
        },
      };
    })
    .catch(async (error: unknown) => {
      if (store) await removeDrawings(store);
      throw error;
    });
}

/**
 * Plans and writes the demo community (options: see DemoOptions); refuses with
 * {@link DemoAlreadyExists} when it is already there.
 */
export async function seedDemoCommunity(
  db: Kysely<Database>,
  options: DemoOptions & Omit<WriteOptions, 'today'>,
): Promise<DemoSeedResult> {
  const resolved = resolveOptions(options);
  const plan = planDemoCommunity(resolved);
  const { adminEmail } = plan.community;
  if (await createRepositories(db).users.findByEmail(adminEmail)) {
    throw new DemoAlreadyExists(adminEmail);
  }
  return writeDemoPlan(db, plan, { ...resolved, uploads: options.uploads });
}
