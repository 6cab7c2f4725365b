/**
 * The CreateAdvert form (multipart, spec: Name, CommunityId, StartDate, ResidentId, SectionId,
 * NumberOfDay, AdsAmount, Graphics, AdsLogo), read and checked before anything is saved. Every
 * missing or malformed field is the spec's one message ('Please make sure all inputs are filled
 * correctly'); the number of days, a start date in the past and another community's records
 * have their own.
 */
import { MAX_AMOUNT_NAIRA, todayInLagos } from '../../../../shared/finance.js';
import { messages } from '../../../../shared/messages.js';
import { canAdminister } from '../../../../shared/roles.js';
import { fieldValue, type MultipartForm } from '../../../files/multipart.js';
import type { StoredUpload } from '../../../files/storage.js';
import { Refusal } from '../../../services/refusal.js';
import {
  ADVERT_MAX_DAYS,
  ADVERT_MIN_DAYS,
  ADVERT_NAME_MAX_LENGTH,
  DATE_TIME_PATTERN,
  ID_TEXT_PATTERN,
  MAX_ID,
} from '../../../../shared/limits/index.js';
import { isCalendarDate } from '../../../../shared/contract/dependants.js';
import type { AuthUser } from '../../../services/accounts/sessions.js';
import type { AdvertPlacement } from '../../../services/adverts/adverts.js';

const { advert } = messages;

/** The form's one message, on `field` when one field is at fault. */
const required = (field?: string) => new Refusal('invalid', advert.required, field);

/** A positive whole number in the text, or null (not one). */
function idIn(text: string): number | null {
  if (!ID_TEXT_PATTERN.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * The day an ISO date or date-time names in Africa/Lagos, or null when it is none. A date-time
 * without an offset is taken as Lagos time already (its own date part).
 */
export function lagosDateOf(text: string): string | null {
  const match = DATE_TIME_PATTERN.exec(text);
  const day = match?.[1];
  if (!match || day === undefined || !isCalendarDate(day)) return null;
  const [, , time, zone] = match;
  if (time === undefined) return day;
  const offset = zone === undefined ? 'Z' : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const instant = Date.parse(`${day}T${time}${offset.toUpperCase()}`);
  if (Number.isNaN(instant)) return null;
  return zone === undefined ? day : todayInLagos(new Date(instant));
}

/**
 * AdsAmount (naira: digits, optionally a point and decimals) as exact kobo, read from the text
 * and not through a JS number, which for large amounts is not always a whole number of kobo
 * times 100 (nairaToKobo would call a right amount wrong). A non-zero digit past the second
 * decimal can never match the server's amount: -1, refused as a mismatch. 400 advert.required
 * when it is no amount; advert.amountTooLarge above MAX_AMOUNT_NAIRA.
 */
export function amountKoboOf(text: string): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  const naira = Number(text);
  if (!match || !Number.isFinite(naira)) throw required('AdsAmount');
  if (naira > MAX_AMOUNT_NAIRA) throw new Refusal('invalid', advert.amountTooLarge, 'AdsAmount');
  const whole = match[1]!;
  const decimals = match[2] ?? '';
  if (/[1-9]/.test(decimals.slice(2))) return -1;
  // Both parts are exact: the whole naira are at most MAX_AMOUNT_NAIRA here.
  return Number(whole) * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
}

export interface AdvertForm {
  /** `CommunityId`: only the Super admin's is used (plugins/app/tenancy.ts communityForWrite). */
  communityId: number | null;
  /** `ResidentId` as sent ('' when absent). */
  residentText: string;
  graphics: StoredUpload | undefined;
  logo: StoredUpload | undefined;
  field: (name: string) => string;
}

/** Reads the multipart form (files/multipart.ts). */
export function readAdvertForm({ fields, files }: MultipartForm): AdvertForm {
  const field = (name: string) => fieldValue(fields, name)?.trim() ?? '';
  return {
    communityId: idIn(field('CommunityId')),
    residentText: field('ResidentId'),
    graphics: files.Graphics,
    logo: files.AdsLogo,
    field,
  };
}

/**
 * Whose advert it is. A Member: only their own resident record (absent: theirs; another: 400
 * reference.wrongCommunity). An administrator or the Super admin: any resident of the community
 * (checked when placing); absent: their own resident record, if they have one.
 */
function advertiserOf(user: AuthUser, residentText: string): number {
  const named = residentText === '' ? null : idIn(residentText);
  if (residentText !== '' && named === null) throw required('ResidentId');
  if (!canAdminister(user.roleName)) {
    if (user.residentId === null) throw required();
    if (named !== null && named !== user.residentId) {
      throw new Refusal('invalid', messages.reference.wrongCommunity);
    }
    return user.residentId;
  }
  const residentId = named ?? user.residentId;
  if (residentId === null) throw required();
  return residentId;
}

/**
 * The placement the form asks for, checked: everything present (both images too), 1 to 365
 * days, a start date not before `today` (Africa/Lagos). The resident, the section and the amount
 * are checked against the community when placing (services/adverts.ts placeAdvert).
 */
export function placementOf(
  form: AdvertForm,
  user: AuthUser,
  today: string,
): AdvertPlacement & { graphics: StoredUpload; logo: StoredUpload } {
  const { field, graphics, logo } = form;
  const name = field('Name');
  const startText = field('StartDate');
  const daysText = field('NumberOfDay');
  const amountText = field('AdsAmount');
  const sectionId = idIn(field('SectionId'));
  const texts = { Name: name, StartDate: startText, NumberOfDay: daysText, AdsAmount: amountText };
  const blank = Object.entries(texts).find(([, value]) => value === '')?.[0];
  if (blank !== undefined) throw required(blank);
  if (name.length > ADVERT_NAME_MAX_LENGTH) throw required('Name');
  if (sectionId === null) throw required('SectionId');
  if (!graphics) throw required('Graphics');
  if (!logo) throw required('AdsLogo');
  const numberOfDays = /^\d{1,4}$/.test(daysText) ? Number(daysText) : NaN;
  if (!(numberOfDays >= ADVERT_MIN_DAYS && numberOfDays <= ADVERT_MAX_DAYS)) {
    throw new Refusal('invalid', advert.invalidDays, 'NumberOfDay');
  }
  const startDate = lagosDateOf(startText);
  if (startDate === null) throw required('StartDate');
  if (startDate < today) throw new Refusal('invalid', advert.startInPast, 'StartDate');
  const expectedAmountKobo = amountKoboOf(amountText);
  return {
    residentId: advertiserOf(user, form.residentText),
    sectionId,
    name,
    startDate,
    numberOfDays,
    expectedAmountKobo,
    graphicsFileId: graphics.id,
    logoFileId: logo.id,
    graphics,
    logo,
  };
}
