/**
 * What the contract cannot say about a request, for the conformance test: who sends it (a role the
 * route admits), which real records its ids name (an id of another community is a 400
 * `wrongCommunity`, by design), and the few values whose rule depends on the clock, on stored
 * state or on another field (a date not in the future, the account's own password, days × price).
 * Everything else is drawn from the contract alone.
 */
import fc from 'fast-check';
import { APARTMENT_TYPE_CHOICES } from '../../../../src/shared/choices.js';
import { advertAmount, todayInLagos } from '../../../../src/shared/finance.js';
import { lagosInstant } from '../../../../src/shared/visitor-window-text.js';
import type { Actor, World } from '../world/world.js';

/** Who sends a route's requests: anonymous for public ones, else a role the route admits. */
export function actorFor(key: string, isPublic: boolean): Actor {
  if (isPublic) return 'anonymous';
  // A community's own record and its removal are the Super admin's.
  if (key === 'DELETE /api/Communities/{comId}' || key === 'PUT /api/Communities/') {
    return 'superAdmin';
  }
  return 'adminA';
}

/** Records that exist only for the test (an advert and its section, an exco role's id). */
export interface Extras {
  /** The section adverts are placed in, and its price (never changed by the test). */
  sectionId: number;
  sectionPrice: number;
  /** Another section, the one the test renames and reprices. */
  otherSectionId: number;
  advertId: number;
  excoRoleId: number;
}

const squash = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** The record a bare `id` (path or body) names, by the route's path. */
function recordOfPath(path: string, world: World, extras: Extras): number {
  const a = world.a;
  const byPrefix: [string, number][] = [
    ['/api/Communities', a.id],
    ['/api/Streets', a.streetId],
    ['/api/Addresses', a.addressId],
    ['/api/Apartments/apartmentTypes', a.apartmentTypeId],
    ['/api/Apartments/UpdateApartmentType', a.apartmentTypeId],
    ['/api/Apartments', a.apartmentId],
    ['/api/Landlords', a.landlordId],
    ['/api/Projects', a.projectId],
    ['/api/Residents/Dependants', a.dependantId],
    ['/api/Residents', a.memberResidentId],
    ['/api/Wallets', a.paymentId],
    ['/api/Adverts/Sections', extras.otherSectionId],
    ['/api/Adverts', extras.advertId],
  ];
  return byPrefix.find(([prefix]) => path.startsWith(prefix))?.[1] ?? a.id;
}

/**
 * The id a field or path parameter names (one of A's records), or undefined when the name is
 * not an id. The Super admin deletes B (refused while it has members: 409, never a 400).
 */
export function idFor(
  name: string,
  key: string,
  path: string,
  world: World,
  extras: Extras,
): number | string | undefined {
  const a = world.a;
  if (key === 'DELETE /api/Communities/{comId}') return world.b.id;
  const ids: Record<string, number | string> = {
    id: recordOfPath(path, world, extras),
    comid: a.id,
    communityid: a.id,
    streetid: a.streetId,
    addressid: a.addressId,
    selectedaddressid: a.addressId,
    apartmentid: a.apartmentId,
    selectedapartmentid: a.apartmentId,
    selectapartmenttypeid: a.apartmentTypeId,
    selectedapartmenttypeid: a.apartmentTypeId,
    landlordid: a.landlordId,
    principalid: a.memberResidentId,
    residentid: a.memberResidentId,
    excoresidentid: a.excoResidentId,
    projectid: a.projectId,
    fileid: a.photoFileId,
    sectionid: extras.sectionId,
    roleid: extras.excoRoleId,
    selectedroleid: extras.excoRoleId,
  };
  return ids[squash(name)];
}

/**
 * Optional fields that a rule across fields makes necessary, so they are always sent: the
 * Super admin's password whenever a community's bank details change (said in its description).
 */
export function alwaysSent(name: string): boolean {
  // A notice to chosen streets names them (issue 19); another audience ignores them.
  return ['currentpassword', 'secretkey', 'streetids'].includes(squash(name));
}

const dayFromToday = (days: number) =>
  new Date(Date.parse(todayInLagos()) + days * 86_400_000).toISOString().slice(0, 10);
const hex = fc
  .uint8Array({ minLength: 6, maxLength: 6 })
  .map((bytes) => Buffer.from(bytes).toString('hex'));
const phone = fc
  .integer({ min: 0, max: 99_999_999 })
  .map((n) => `080${String(n).padStart(8, '0')}`);
const pastDate = fc.integer({ min: 1, max: 4000 }).map((days) => dayFromToday(-days));

/**
 * Values whose rule the contract states only in words: unique on the platform (e-mails, phones),
 * relative to today (dates, months), the account's own password, a real choice where the contract
 * names no enum yet, fields that must agree (days × price, a password and its confirmation), and
 * a member ID, which Neighbourly gives (none is sent).
 */
export function ruledValue(
  name: string,
  world: World,
  actor: Actor,
  extras: Extras,
): fc.Arbitrary<unknown> | undefined {
  const key = squash(name);
  // Sign-in is anonymous: it signs in as A's Admin.
  const password = world.accounts[actor === 'anonymous' ? 'adminA' : actor].password;
  const rules: Record<string, fc.Arbitrary<unknown>> = {
    email: hex.map((h) => `contract-${h}@example.ng`),
    adminemail: hex.map((h) => `contract-admin-${h}@example.ng`),
    mobilenumber: phone,
    mobileno: phone,
    phone,
    principalphonenumber: phone,
    landloardphonenumber: phone,
    useruniqueid: fc.constant(world.accounts.adminA.email),
    // Given by Neighbourly (issue 16): a form sends none, or the resident's own unchanged.
    memberid: fc.constant(''),
    password: fc.constant(password),
    currentpassword: fc.constant(password),
    adminpassword: fc.constant('correct horse battery'),
    newpassword: fc.constant('correct horse battery'),
    confirmpassword: fc.constant('correct horse battery'),
    dob: pastDate,
    projectdate: pastDate,
    paymentdate: pastDate,
    expensedate: pastDate,
    expirydate: fc.integer({ min: 1, max: 4000 }).map(dayFromToday),
    startdate: fc.integer({ min: 0, max: 30 }).map(dayFromToday),
    // A statement's or a reconciliation's range (issue 18): From on or before To, at most 92 days.
    from: fc.integer({ min: 0, max: 91 }).map((days) => dayFromToday(-days)),
    to: fc.constant(dayFromToday(0)),
    month: fc.integer({ min: 0, max: 24 }).map((m) => dayFromToday(-31 * m).slice(0, 7)),
    gender: fc.constantFrom('Male', 'Female'),
    maritalstatus: fc.constantFrom('Single', 'Married', 'Divorced', 'Widowed'),
    idnumbertype: fc.constantFrom(
      'NIN',
      'Voters Card',
      'Drivers license',
      'International Passport',
    ),
    bankaccountnumber: fc.stringMatching(/^\d{10}$/),
    // Paystack's keys (issue 18) must be of one mode: both test keys.
    publickey: hex.map((h) => `pk_test_${h}`),
    secretkey: hex.map((h) => `sk_test_${h}`),
    // Checked against the list after trimming; the contract gives the list as examples only.
    type: fc.constantFrom(...APARTMENT_TYPE_CHOICES),
    numberofday: fc.constant('2'),
    adsamount: fc.constant(String(advertAmount(2, extras.sectionPrice))),
    // A notice's streets (issue 19): A's own street, where its residents live.
    streetids: fc.constant([world.a.streetId]),
    // A visitor pass (issue 21): tomorrow, one Lagos day's window; recurring or not.
    visitorphone: fc.option(phone),
    validfrom: fc.constant(lagosInstant(dayFromToday(1), '10:00')),
    validto: fc.constant(lagosInstant(dayFromToday(1), '18:00')),
    recurrence: fc.option(fc.constant({ days: [1, 3, 5], until: dayFromToday(30) })),
    // A gate action kept offline (issue 21): within the last hour, never in the future.
    at: fc.integer({ min: 0, max: 60 }).map((m) => new Date(Date.now() - m * 60_000).toISOString()),
  };
  return rules[key];
}
