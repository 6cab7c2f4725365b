/**
 * Fixtures for the ledger tests (issue 5): a community whose residents have apartment types with
 * and without a monthly fee, a project, and shortcuts for the /api/Wallets writes (from the world
 * builder, support/world/money.ts, re-exported under the names the tests use).
 */
import { expect } from 'vitest';
import type { App } from '../../../src/server/app.js';
import { countRows } from './helper.js';
import { dayFromToday } from './world/money.js';
import { createResident, type TestResident } from './world/people.js';
import { addApartmentType, type ResidentRefs } from './world/records.js';
import type { Caller } from './world/requests.js';
import { residentRefs } from './people-fixtures.js';
import { createWorld, type World } from './tenant-fixtures.js';

export {
  BILLING,
  EXPENSES,
  PAYMENTS,
  currentMonth,
  dayFromToday,
  nextMonth,
  pay,
  recordedPayment,
  reverseUrl,
} from './world/money.js';

export function paymentBody(residentId: number, overrides: Record<string, unknown> = {}) {
  return {
    residentId,
    amount: 5000.5,
    paymentDate: dayFromToday(-1),
    method: 'Bank transfer',
    reference: 'TRF-001',
    ...overrides,
  };
}

export function expenseBody(overrides: Record<string, unknown> = {}) {
  return {
    amount: 12000,
    expenseDate: dayFromToday(-2),
    description: 'Generator diesel',
    ...overrides,
  };
}

/** Row counts of the ledger's tables (a refused write must leave both as they were). */
export async function ledgerCounts(app: App) {
  return {
    entries: await countRows(app, 'ledgerEntries'),
    keys: await countRows(app, 'paymentIdempotencyKeys'),
  };
}

/** Residents of a community for billing: fees 25000.50 and 0 naira. */
export interface BillingEstate {
  refs: ResidentRefs;
  zeroFeeRefs: ResidentRefs;
}

export async function billingEstate(admin: Caller): Promise<BillingEstate> {
  const refs = await residentRefs(admin);
  const paid = await addApartmentType(admin, { type: '2 bedroom', feePerPerMonth: 25000.5 });
  const free = await addApartmentType(admin, { type: 'shop', feePerPerMonth: 0 });
  return {
    refs: { ...refs, apartmentTypeId: paid.id },
    zeroFeeRefs: { ...refs, apartmentTypeId: free.id },
  };
}

/** A resident registered at `createdAt` (ISO); residents rows may be edited, unlike the ledger. */
export async function residentRegisteredAt(
  app: App,
  communityId: number,
  refs: ResidentRefs,
  createdAt?: string,
  fullName?: string,
) {
  const resident = await createResident(app, communityId, refs, fullName ? { fullName } : {});
  if (createdAt) {
    await app.db
      .updateTable('residents')
      .set({ createdAt })
      .where('id', '=', resident.residentId)
      .execute();
  }
  return resident;
}

/** The stored ledger row of an entry. */
export function storedEntry(app: App, id: number) {
  return app.db
    .selectFrom('ledgerEntries')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** A world for the write tests: A and B, A's Treasurer, a resident and a project in each. */
export interface LedgerWorld {
  world: World;
  treasurer: Caller;
  /** A resident of A named 'Bola Payer'. */
  payerA: TestResident;
  residentB: TestResident;
  projectA: { id: number; projectName: string };
  projectB: { id: number; projectName: string };
}

/** A project of the side with a new Chairman in charge (whose home is added for them). */
async function addProject(world: World['a'], name: string) {
  const exco = await world.resident(await residentRefs(world.admin), { roleName: 'Chairman' });
  return world.project(exco.residentId, { projectName: name });
}

export async function ledgerWorld(app: App): Promise<LedgerWorld> {
  const world = await createWorld(app);
  const treasurer = await world.a.person('Treasurer');
  return {
    world,
    treasurer: treasurer.caller,
    payerA: await world.a.resident(await residentRefs(world.a.admin), { fullName: 'Bola Payer' }),
    residentB: await world.b.resident(await residentRefs(world.b.admin)),
    projectA: await addProject(world.a, 'Borehole'),
    projectB: await addProject(world.b, 'Gatehouse'),
  };
}

interface Answer {
  statusCode: number;
  body: string;
  json: <T>() => T;
}

/** Expects a refusal with `status` and `{ message }`, and no ledger row or key written. */
export async function expectRefused(
  app: App,
  send: () => Promise<Answer>,
  status: number,
  message: string,
  /** The fields the answer names, each with its text (issue 15); none when left out. */
  errors?: Record<string, string>,
) {
  const before = await ledgerCounts(app);
  const response = await send();
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual(errors ? { message, errors } : { message });
  expect(await ledgerCounts(app)).toEqual(before);
}

/** `expectRefused` bound to `app`, for a test file's many refusals. */
export function refuser(app: () => App) {
  return (
    send: () => Promise<Answer>,
    status: number,
    message: string,
    errors?: Record<string, string>,
  ) => expectRefused(app(), send, status, message, errors);
}
