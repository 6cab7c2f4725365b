/**
 * Fixtures for the Residents API tests: a community with what a resident needs (a role, an
 * address, an apartment and an apartment type), complete multipart resident forms with a photo
 * and an ID document, unique e-mails and phones, and the welcome e-mails in DATA_DIR/outbox.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import type { Resident } from '../../../src/shared/contract/residents.js';
import { ROLE_IDS, type CommunityRole } from '../../../src/shared/roles.js';
import type { App } from '../../../src/server/app.js';
import { outboxDir } from '../../../src/server/mail/mailer.js';
import { PDF, multipart, png, storedFiles, type FilePart } from './files-fixtures.js';
import { bearer, countRows, unique } from './helper.js';
import { community } from './world/community.js';
import { sessionOfResident, signedInSuperAdmin } from './world/people.js';
import type { ResidentRefs } from './world/records.js';
import type { Caller } from './world/requests.js';

export type { ResidentRefs } from './world/records.js';

/** Role ids as migrated (ROLE_IDS: Super admin 1, Admin 2 .. Member 8; Security 9, migration 019). */
export function roleIdOf(roleName: CommunityRole): number {
  return ROLE_IDS[roleName];
}

let phoneCounter = 0;

/** A phone number no other test account uses (090 + 8 digits). */
export function uniquePhone(): string {
  phoneCounter += 1;
  const random = Math.floor(Math.random() * 10_000);
  return `090${String(phoneCounter % 10_000).padStart(4, '0')}${String(random).padStart(4, '0')}`;
}

export function uniqueEmail(prefix = 'resident'): string {
  return `${prefix}-${unique()}@example.ng`;
}

export interface ResidentEstate extends ResidentRefs {
  communityId: number;
  communityName: string;
  admin: Caller;
  adminUserId: number;
  auth: { authorization: string };
}

/** A registered community with its Admin signed in, and an address, apartment and type. */
export async function residentEstate(app: App): Promise<ResidentEstate> {
  const estate = await community(app);
  const { addressId, apartmentId, apartmentTypeId } = await estate.home();
  return {
    communityId: estate.id,
    communityName: estate.name,
    admin: estate.admin,
    adminUserId: estate.adminUserId,
    auth: estate.auth,
    addressId,
    apartmentId,
    apartmentTypeId,
  };
}

/** The Residents API tests' scene: two estates (A's is `estate`) and the Super admin. */
export interface ResidentsScene {
  estate: ResidentEstate;
  other: ResidentEstate;
  root: Caller;
  rootAuth: { authorization: string };
}

export async function residentsScene(app: App): Promise<ResidentsScene> {
  const estate = await residentEstate(app);
  const other = await residentEstate(app);
  const root = await signedInSuperAdmin(app);
  return { estate, other, root: root.caller, rootAuth: bearer(root.token) };
}

/** A Member of the estate with their own resident record (added through the API), signed in. */
export async function memberOf(app: App, estate: ResidentEstate, fullName: string) {
  const resident = await addResident(app, estate, { FullName: fullName });
  return { resident, caller: await sessionOf(app, resident) };
}

/** What a refused write must leave behind: the same rows and the same files on disk. */
export async function residentRowsAndFiles(app: App) {
  return {
    residents: await countRows(app, 'residents'),
    users: await countRows(app, 'users'),
    files: await countRows(app, 'files'),
    stored: await storedFiles(app),
  };
}

/** A complete resident form (spec field names) for the references; unique e-mail and phone. */
export function residentForm(
  refs: ResidentRefs,
  overrides: Record<string, string | number> = {},
): Record<string, string | number> {
  return {
    Title: 'Mrs',
    FullName: `Ngozi Adeyemi ${unique()}`,
    Gender: 'Female',
    MaritalStatus: 'Married',
    Dob: '1985-03-14',
    MobileNumber: uniquePhone(),
    Email: uniqueEmail(),
    SelectedAddressId: refs.addressId,
    SelectedApartmentId: refs.apartmentId,
    SelectApartmentTypeId: refs.apartmentTypeId,
    SelectedRoleId: roleIdOf('Member'),
    Occupation: 'Pharmacist',
    Nationality: 'Nigerian',
    State: 'Lagos',
    Status: 'Resident owner',
    IdNumberType: 'NIN',
    IdNumber: '12345678901',
    ReferralId: '',
    ExpiryDate: '2030-12-31',
    ...overrides,
  };
}

/** The form that saves `resident` as it is (an administrator's PUT), with overrides. */
export function editForm(
  resident: Resident,
  overrides: Record<string, string | number> = {},
): Record<string, string | number> {
  return {
    Id: resident.id,
    Title: resident.title,
    FullName: resident.fullName,
    Gender: resident.gender,
    MaritalStatus: resident.maritalStatus,
    Dob: resident.dob,
    MobileNumber: resident.mobileNumber ?? '',
    Email: resident.email ?? '',
    SelectedAddressId: resident.selectedAddressId,
    SelectedApartmentId: resident.selectedApartmentId,
    SelectApartmentTypeId: resident.selectedApartmentTypeId,
    SelectedRoleId: resident.selectedRoleId,
    Occupation: resident.occupation,
    Nationality: resident.nationality,
    State: resident.state,
    Status: resident.status,
    IdNumberType: resident.idNumberType,
    IdNumber: resident.idNumber,
    ReferralId: resident.referralId,
    ExpiryDate: resident.expiryDate,
    MemberId: resident.memberId,
    ...overrides,
  };
}

export const residentPhoto = (bytes: Buffer = png()): FilePart => ({
  field: 'Image',
  name: 'portrait.png',
  type: 'image/png',
  bytes,
});

export const idDocument = (bytes: Buffer = PDF, type = 'application/pdf'): FilePart => ({
  field: 'IdNumberFile',
  name: 'nin-slip.pdf',
  type,
  bytes,
});

/** POST or PUT /api/Residents with a multipart body. */
export async function sendResident(
  app: App,
  method: 'POST' | 'PUT',
  headers: Record<string, string>,
  fields: Record<string, string | number>,
  files: FilePart[] = [residentPhoto(), idDocument()],
  url = '/api/Residents',
) {
  const body = await multipart(fields, files);
  return app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

/** Adds a resident through the API (201 expected) and returns it. */
export async function addResident(
  app: App,
  estate: ResidentRefs & { auth: Record<string, string> },
  overrides: Record<string, string | number> = {},
): Promise<Resident> {
  const response = await sendResident(app, 'POST', estate.auth, residentForm(estate, overrides));
  if (response.statusCode !== 201) {
    throw new Error(`addResident: ${response.statusCode} ${response.body}`);
  }
  return response.json<Resident>();
}

/** A session of the resident's account (residents have no password until they set one). */
/** The resident as the API now returns it to `root` (200 expected): to prove a refusal changed nothing. */
export async function storedResident(
  root: Caller,
  resident: Pick<Resident, 'id'>,
): Promise<Resident> {
  const response = await root.get(`/api/Residents/${resident.id}`);
  expect(response.statusCode).toBe(200);
  return response.json<Resident>();
}

export function sessionOf(app: App, resident: Pick<Resident, 'id'>): Promise<Caller> {
  return sessionOfResident(app, resident.id);
}

/** The file id in a `/api/Files/{id}` URL. */
export function fileIdIn(url: string | null): string {
  if (!url) throw new Error('No file URL');
  return url.replace('/api/Files/', '');
}

/** Undoes quoted-printable transfer encoding (soft line breaks and =XX bytes). */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The messages in DATA_DIR/outbox addressed to `to`, headers and decoded text. */
export async function mailTo(app: App, to: string): Promise<string[]> {
  const dir = outboxDir(app.config.dataDir);
  let files: string[];
  try {
    // Only the e-mails: SMS are kept beside them, in DATA_DIR/outbox/sms (issue 19).
    files = (await readdir(dir)).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  const messages = await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
  return messages
    .filter((message) => message.toLowerCase().includes(`to: ${to.toLowerCase()}`))
    .map((message) =>
      /content-transfer-encoding: quoted-printable/i.test(message)
        ? decodeQuotedPrintable(message)
        : message,
    );
}
