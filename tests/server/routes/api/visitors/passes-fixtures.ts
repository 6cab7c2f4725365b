/**
 * Visitor passes' tests (issue 21, point 2): an estate with a Member who lives there (signed in),
 * a neighbour, the Admin, a guard; pass bodies in Lagos time; a visit written to the log.
 */
import type { App } from '../../../../../src/server/app.js';
import type { SharedPass } from '../../../../../src/shared/contract/visitors.js';
import { todayInLagos } from '../../../../../src/shared/finance.js';
import { SECURITY } from '../../../../../src/shared/roles.js';
import { lagosInstant } from '../../../../../src/shared/visitor-window-text.js';
import { community, type Community } from '../../../support/world/community.js';
import { sessionOfResident, type TestResident } from '../../../support/world/people.js';
import { expectCreated, type Caller } from '../../../support/world/requests.js';

export const PASSES = '/api/Visitors/Passes';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Lagos date `days` from today (negative: before). */
export const lagosDate = (days: number) => todayInLagos(new Date(Date.now() + days * DAY_MS));

/** A one-time visit `days` from today, 10:00 to 18:00 Lagos. */
export function passBody(overrides: Record<string, unknown> = {}, days = 1) {
  const date = lagosDate(days);
  return {
    visitorName: 'Chidi Okafor',
    validFrom: lagosInstant(date, '10:00'),
    validTo: lagosInstant(date, '18:00'),
    people: 2,
    ...overrides,
  };
}

export interface PassEstate {
  estate: Community;
  home: { addressId: number; apartmentId: number; apartmentTypeId: number };
  host: TestResident;
  member: Caller;
  neighbour: TestResident;
  neighbourCaller: Caller;
  guard: Caller;
}

export async function passEstate(app: App, name?: string): Promise<PassEstate> {
  const estate = await community(app, name ? { communityName: name } : {});
  const home = await estate.home();
  const host = await estate.resident(home, { fullName: 'Ngozi Adebayo' });
  const neighbour = await estate.resident(home, { fullName: 'Tunde Bello' });
  return {
    estate,
    home,
    host,
    member: await sessionOfResident(app, host.residentId),
    neighbour,
    neighbourCaller: await sessionOfResident(app, neighbour.residentId),
    guard: (await estate.person(SECURITY)).caller,
  };
}

export async function createPass(
  as: Caller,
  overrides: Record<string, unknown> = {},
  days = 1,
): Promise<SharedPass> {
  return expectCreated<SharedPass>(await as.post(PASSES, passBody(overrides, days)), 'pass');
}

/** A visit on the pass, checked in by `userId` (and out when `out`), written as the log keeps it. */
export async function visit(app: App, pass: SharedPass, userId: number, out = false) {
  const row = await app.db
    .selectFrom('visitorPasses')
    .select(['communityId', 'residentId'])
    .where('id', '=', pass.id)
    .executeTakeFirstOrThrow();
  const at = new Date().toISOString();
  await app.db
    .insertInto('visitorEntries')
    .values({
      ...row,
      kind: 'pass',
      passId: pass.id,
      visitorName: pass.visitorName,
      visitorPhone: null,
      people: pass.people,
      vehiclePlate: null,
      checkedInAt: at,
      checkedInBy: userId,
      checkedOutAt: out ? at : null,
      checkedOutBy: out ? userId : null,
      clientKey: null,
      outClientKey: null,
      recordedAt: at,
    })
    .execute();
}
