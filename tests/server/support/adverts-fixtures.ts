/**
 * Fixtures for the advert tests (issue 6): an estate with an Admin, a Treasurer, a Member who is
 * a resident (and may sign in), another resident, a second community and the Super admin; the
 * CreateAdvert multipart form; and shortcuts for sections, payments and row counts.
 */
import { expect } from 'vitest';
import type { App } from '../../../src/server/app.js';
import type { Advert, AdvertSection } from '../../../src/shared/contract/adverts.js';
import { advertAmount, todayInLagos } from '../../../src/shared/finance.js';
import { bearer, countRows, signIn } from './helper.js';
import { multipart, png, storedFiles, type FilePart } from './files-fixtures.js';
import { community, type Community } from './world/community.js';
import { signedInSuperAdmin, type TestResident } from './world/people.js';
import { caller, type Caller } from './world/requests.js';

export const CREATE_ADVERT = '/api/Adverts/CreateAdvert';
export const ADVERTS = '/api/Adverts';
export const sectionsUrl = (communityId: number) => `/api/Adverts/${communityId}/GetAdvertSections`;
export const activeUrl = (communityId: number) => `/api/Adverts/${communityId}/GetCommunityAdverts`;
export const paymentUrl = (advertId: number) => `/api/Adverts/${advertId}/Payment`;
export const sectionUrl = (sectionId: number) => `/api/Adverts/Sections/${sectionId}`;

const DAY_MS = 86_400_000;

/** A day (YYYY-MM-DD) `days` after `today`. */
export function dayAfter(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A clock tests can move by whole days (config.clock): the server's "today" for adverts. Sessions
 * keep the real time, so moving it never signs anyone out.
 */
export function movableClock() {
  let offsetDays = 0;
  return {
    now: () => new Date(Date.now() + offsetDays * DAY_MS),
    today: () => todayInLagos(new Date(Date.now() + offsetDays * DAY_MS)),
    set(days: number) {
      offsetDays = days;
    },
  };
}

export const graphics = (bytes: Buffer = png(0x20), name = 'banner.png'): FilePart => ({
  field: 'Graphics',
  name,
  type: 'image/png',
  bytes,
});

export const logo = (bytes: Buffer = png(0x40), name = 'logo.png'): FilePart => ({
  field: 'AdsLogo',
  name,
  type: 'image/png',
  bytes,
});

/** A complete CreateAdvert form: 3 days in the section (whose price is given, naira) from today. */
export function advertFields(
  section: Pick<AdvertSection, 'id' | 'pricePerDay'>,
  today: string,
  overrides: Record<string, string | number> = {},
): Record<string, string | number> {
  const days = Number(overrides.NumberOfDay ?? 3);
  return {
    Name: 'Mama Put Kitchen',
    StartDate: today,
    SectionId: section.id,
    NumberOfDay: days,
    AdsAmount: advertAmount(days, section.pricePerDay),
    ...overrides,
  };
}

/** POST /api/Adverts/CreateAdvert with a multipart body (both images unless `files` says). */
export async function sendAdvert(
  app: App,
  token: string,
  fields: Record<string, string | number>,
  files: FilePart[] = [graphics(), logo()],
  url = CREATE_ADVERT,
) {
  const body = await multipart(fields, files);
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  });
}

/** Places an advert (201 expected) and returns it. */
export async function placedAdvert(
  app: App,
  token: string,
  fields: Record<string, string | number>,
  url = CREATE_ADVERT,
): Promise<Advert> {
  const response = await sendAdvert(app, token, fields, undefined, url);
  if (response.statusCode !== 201) {
    throw new Error(`placedAdvert: ${response.statusCode} ${response.body}`);
  }
  return response.json<Advert>();
}

/** The community's sections (200 expected). */
export async function sectionsOf(as: Caller, communityId: number): Promise<AdvertSection[]> {
  const response = await as.get(sectionsUrl(communityId));
  if (response.statusCode !== 200) {
    throw new Error(`sectionsOf: ${response.statusCode} ${response.body}`);
  }
  return response.json<AdvertSection[]>();
}

/** The section of that name. */
export function sectionNamed(sections: AdvertSection[], name: string): AdvertSection {
  const found = sections.find((section) => section.name === name);
  if (!found) throw new Error(`No section named ${name}`);
  return found;
}

/** Records an advert's payment as `as`. */
export function payAdvert(as: Caller, advertId: number, body: Record<string, unknown> = {}) {
  return as.post(paymentUrl(advertId), { method: 'Bank transfer', reference: 'ADV-1', ...body });
}

/** What a refused placement must leave as it was. */
export async function advertState(app: App) {
  return {
    adverts: await countRows(app, 'adverts'),
    files: await countRows(app, 'files'),
    entries: await countRows(app, 'ledgerEntries'),
    stored: await storedFiles(app),
  };
}

/** Sends the form as `token` and expects a refusal that changed nothing. */
export async function expectAdvertRefused(
  app: App,
  token: string,
  fields: Record<string, string | number>,
  status: number,
  /** The answer: its message, and the fields it names (none when `errors` is left out). */
  body: { message: string; errors?: Record<string, string> },
  files?: FilePart[],
) {
  const before = await advertState(app);
  const response = await sendAdvert(app, token, fields, files);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual(body);
  expect(await advertState(app)).toEqual(before);
}

export interface AdvertEstate {
  community: Community;
  admin: Caller;
  treasurer: Caller;
  /** A Member account with a resident record (signs in). */
  member: Caller;
  memberResident: TestResident;
  /** Another resident of the community (no password). */
  neighbour: TestResident;
  sections: AdvertSection[];
  /** Community B, its Admin and a resident of B. */
  b: Community;
  residentB: TestResident;
  sectionsB: AdvertSection[];
  root: Caller;
}

export async function advertEstate(app: App): Promise<AdvertEstate> {
  const estate = await community(app);
  const b = await community(app);
  const home = await estate.home();
  const memberResident = await estate.resident(home, {
    fullName: 'Ngozi Advertiser',
    password: 'member password',
  });
  const neighbour = await estate.resident(home, { fullName: 'Tunde Neighbour' });
  const residentB = await b.resident(await b.home(), { fullName: 'Bisi Elsewhere' });
  const treasurer = await estate.person('Treasurer');
  const root = await signedInSuperAdmin(app);
  return {
    community: estate,
    admin: estate.admin,
    treasurer: treasurer.caller,
    member: caller(app, await signIn(app, memberResident.email, 'member password')),
    memberResident,
    neighbour,
    sections: await sectionsOf(estate.admin, estate.id),
    b,
    residentB,
    sectionsB: await sectionsOf(b.admin, b.id),
    root: root.caller,
  };
}
