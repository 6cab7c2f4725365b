/**
 * Fixtures for the ledger tests (issue 5): a community whose residents have apartment types with
 * and without a monthly fee, a project, and shortcuts for the /api/Wallets writes.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { App } from '../../../src/server/app.js';
import type { FinanceRecord } from '../../../src/shared/contract/finance.js';
import { todayInLagos } from '../../../src/shared/finance.js';
import { bearer, countRows, createUserWithRole, signIn } from './helper.js';
import {
  createResident,
  residentRefs,
  type ResidentRefs,
  type TestResident,
} from './people-fixtures.js';
import {
  addApartmentType,
  caller,
  createWorld,
  type Caller,
  type World,
} from './tenant-fixtures.js';

export const BILLING = '/api/Wallets/Billing';
export const PAYMENTS = '/api/Wallets/Payments';
export const EXPENSES = '/api/Wallets/Expenses';
export const reverseUrl = (id: number) => `/api/Wallets/${id}/Reverse`;

/** The current month in Lagos (YYYY-MM) and the next one. */
export function currentMonth(): string {
  return todayInLagos().slice(0, 7);
}

export function nextMonth(): string {
  const [year, month] = currentMonth().split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** A day (YYYY-MM-DD) `days` after today in Lagos (negative: before). */
export function dayFromToday(days: number): string {
  const today = new Date(`${todayInLagos()}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

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

/** POST /api/Wallets/Payments with an Idempotency-Key (a fresh one unless given; null: none). */
export function pay(app: App, token: string, body: unknown, key: string | null = randomUUID()) {
  return app.inject({
    method: 'POST',
    url: PAYMENTS,
    headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body as Record<string, unknown>,
  });
}

/** Records a payment (201 expected) and returns it. */
export async function recordedPayment(app: App, token: string, body: unknown) {
  const response = await pay(app, token, body);
  if (response.statusCode !== 201) {
    throw new Error(`recordedPayment: ${response.statusCode} ${response.body}`);
  }
  return response.json<FinanceRecord>();
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

async function addProject(app: App, admin: Caller, communityId: number, name: string) {
  const refs = await residentRefs(admin);
  const exco = await createResident(app, communityId, refs, { roleName: 'Chairman' });
  const response = await admin.post('/api/Projects/CreateProject', {
    projectName: name,
    projectDate: '2026-01-10',
    budget: 100000,
    excoResidentId: exco.residentId,
  });
  if (response.statusCode !== 201) {
    throw new Error(`addProject: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ id: number; projectName: string }>();
}

export async function ledgerWorld(app: App): Promise<LedgerWorld> {
  const world = await createWorld(app);
  const account = await createUserWithRole(app, world.a.id, 'Treasurer');
  return {
    world,
    treasurer: caller(app, await signIn(app, account.email, account.password)),
    payerA: await createResident(app, world.a.id, await residentRefs(world.a.admin), {
      fullName: 'Bola Payer',
    }),
    residentB: await createResident(app, world.b.id, await residentRefs(world.b.admin)),
    projectA: await addProject(app, world.a.admin, world.a.id, 'Borehole'),
    projectB: await addProject(app, world.b.admin, world.b.id, 'Gatehouse'),
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
) {
  const before = await ledgerCounts(app);
  const response = await send();
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ message });
  expect(await ledgerCounts(app)).toEqual(before);
}
