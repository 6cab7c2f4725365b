/**
 * Fixtures for the gate's tests (issue 21, points 3-5): an estate with a host who owes dues, a
 * neighbour, guards (Security accounts) and passes written straight into the database with the
 * windows a test needs (the passes API is tested on its own), on a clock the test moves.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { App } from '../../../src/server/app.js';
import type { CheckResult, Entry } from '../../../src/shared/contract/visitors.js';
import { lastValidAt, storeDays } from '../../../src/shared/pass-validity.js';
import { SECURITY } from '../../../src/shared/roles.js';
import { VISITOR_CODE_ALPHABET } from '../../../src/shared/visitors.js';
import { VISITOR_CODE_LENGTH } from '../../../src/shared/limits/index.js';
import { community, type Community } from './world/community.js';
import { billDues } from './world/money.js';
import { sessionOfResident, type Person, type TestResident } from './world/people.js';
import { expectCreated, type Caller } from './world/requests.js';

export const VISITORS = '/api/Visitors';
export const CHECK = `${VISITORS}/Check`;
export const WALK_INS = `${VISITORS}/WalkIns`;
export const HOSTS = `${VISITORS}/Hosts`;
export const LOG = `${VISITORS}/Log`;
export const checkInUrl = (id: number) => `${VISITORS}/Passes/${id}/CheckIn`;
export const checkOutUrl = (id: number) => `${VISITORS}/Passes/${id}/CheckOut`;
export const entryCheckOutUrl = (id: number) => `${VISITORS}/Entries/${id}/CheckOut`;

export const HOUR = 60 * 60 * 1000;

/** A clock the test moves: `clock.now` goes into the app's config. */
export function movableClock(start = new Date()) {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
    set(date: Date) {
      at = date.getTime();
    },
  };
}
export type MovableClock = ReturnType<typeof movableClock>;

/** A code no pass has yet (random; the unique index would refuse a repeat). */
export function randomCode(): string {
  return Array.from(
    { length: VISITOR_CODE_LENGTH },
    () => VISITOR_CODE_ALPHABET[randomInt(VISITOR_CODE_ALPHABET.length)],
  ).join('');
}

export interface PassOptions {
  code?: string;
  visitorName?: string;
  validFrom: Date;
  validTo: Date;
  /** Days of the week (0 Sunday) and the last day, for a recurring pass. */
  recurrence?: { days: number[]; until: string };
  cancelled?: boolean;
  people?: number;
  vehiclePlate?: string | null;
  visitorPhone?: string | null;
}

/** A pass of `communityId` for `residentId`, written directly; its id and code. */
export async function makePass(
  app: App,
  communityId: number,
  residentId: number,
  createdBy: number,
  options: PassOptions,
): Promise<{ id: number; code: string }> {
  const code = options.code ?? randomCode();
  const times = {
    validFrom: options.validFrom.toISOString(),
    validTo: options.validTo.toISOString(),
    recurrenceDays: options.recurrence?.days ?? [],
    recurrenceUntil: options.recurrence?.until ?? null,
  };
  const { id } = await app.db
    .insertInto('visitorPasses')
    .values({
      communityId,
      residentId,
      code,
      visitorName: options.visitorName ?? `Visitor ${code}`,
      visitorPhone: options.visitorPhone ?? '08031234567',
      validFrom: times.validFrom,
      validTo: times.validTo,
      people: options.people ?? 2,
      vehiclePlate: options.vehiclePlate === undefined ? 'LND-123-AB' : options.vehiclePlate,
      recurrenceDays: storeDays(times.recurrenceDays),
      recurrenceUntil: times.recurrenceUntil,
      lastValidAt: lastValidAt(times),
      cancelledAt: options.cancelled ? new Date().toISOString() : null,
      cancelledBy: options.cancelled ? createdBy : null,
      createdAt: new Date().toISOString(),
      createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, code };
}

export interface GateEstate {
  estate: Community;
  /** Owes this month's dues (a fee, billed, unpaid): the gate never looks. */
  host: TestResident;
  hostCaller: Caller;
  neighbour: TestResident;
  neighbourCaller: Caller;
  guard: Person;
  /** A second guard of the same estate. */
  guard2: Person;
  /** A pass valid around the clock's now, for `host`. */
  pass(options?: Partial<PassOptions>): Promise<{ id: number; code: string }>;
}

export async function gateEstate(app: App, clock: MovableClock): Promise<GateEstate> {
  const estate = await community(app);
  const home = await estate.home({ feePerPerMonth: 250000 });
  const next = await estate.home({ feePerPerMonth: 0 });
  const host = await estate.resident(home, { fullName: 'Hauwa Host' });
  const neighbour = await estate.resident(next, { fullName: 'Nonso Neighbour' });
  await billDues(estate.admin);
  const guard = await estate.person(SECURITY);
  const guard2 = await estate.person(SECURITY);
  return {
    estate,
    host,
    hostCaller: await sessionOfResident(app, host.residentId),
    neighbour,
    neighbourCaller: await sessionOfResident(app, neighbour.residentId),
    guard,
    guard2,
    pass: (options = {}) =>
      makePass(app, estate.id, host.residentId, estate.adminUserId, {
        validFrom: new Date(clock.now().getTime() - HOUR),
        validTo: new Date(clock.now().getTime() + 2 * HOUR),
        ...options,
      }),
  };
}

export async function check(as: Caller, code: string): Promise<CheckResult> {
  return expectCreated<CheckResult>(await as.post(CHECK, { code }), `check ${code}`, 200);
}

export async function checkedIn(as: Caller, passId: number, body: object = {}): Promise<Entry> {
  return expectCreated<Entry>(await as.post(checkInUrl(passId), body), 'check-in');
}

export const newKey = () => randomUUID();
