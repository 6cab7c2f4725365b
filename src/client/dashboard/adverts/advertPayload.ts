/**
 * The advert form's rules and its request (spec section 5; contract issue 6, CreateAdvert).
 *
 * Form sources: name, startDate (YYYY-MM-DD), numberOfDay, sectionId, residentId (administrators'
 * choice), graphics and adsLogo (react-admin's `{ rawFile, src, title }`). The request is multipart
 * with the spec's PascalCase keys (providers/toFormData.ts).
 */
import type { Validator } from 'react-admin';
import type { AdvertSection } from '../../../shared/contract/adverts';
import { advertAmount, todayInLagos } from '../../../shared/finance';
import { ADVERT_MAX_DAYS, ADVERT_MIN_DAYS } from '../../../shared/limits';
import { markRequired } from '../common/validators';
import { sectionOf } from './advertSections';

const REQUIRED = 'ra.validation.required';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A whole number of days from 1 to 365, or the API's own text. */
export const validDays: Validator = markRequired((value: unknown) => {
  if (isEmpty(value)) return REQUIRED;
  return wholeDays(value) === null ? 'neighbourly.advert.invalidDays' : undefined;
});

/** Today (Lagos) or later, as the server checks it. */
export const validStartDate: Validator = markRequired((value: unknown) => {
  if (isEmpty(value)) return REQUIRED;
  return String(value) < todayInLagos() ? 'neighbourly.advert.startInPast' : undefined;
});

/** The number of days typed, when it is a whole number from 1 to 365; else null. */
export function wholeDays(value: unknown): number | null {
  if (isEmpty(value)) return null;
  const days = Number(value);
  return Number.isInteger(days) && days >= ADVERT_MIN_DAYS && days <= ADVERT_MAX_DAYS ? days : null;
}

/** The fee the form shows and sends: days × the section's price per day (1 when it is 0). */
export function amountOf(
  sections: readonly AdvertSection[] | undefined,
  values: { sectionId?: unknown; numberOfDay?: unknown },
): number | null {
  const section = sectionOf(sections, values.sectionId);
  const days = wholeDays(values.numberOfDay);
  return section && days !== null ? advertAmount(days, section.pricePerDay) : null;
}

export interface AdvertPayloadContext {
  sections: readonly AdvertSection[] | undefined;
  /** A Member's own resident; undefined for administrators, who choose one in the form. */
  ownResidentId?: number | null;
}

/**
 * `POST /api/Adverts/CreateAdvert`: Name, StartDate (ISO date), ResidentId, SectionId,
 * NumberOfDay, AdsAmount (computed here as the server does, which refuses another amount),
 * Graphics and AdsLogo; the dataProvider adds the Super admin's CommunityId. Nulls are left out
 * of the multipart body.
 */
export function toAdvertPayload({ sections, ownResidentId }: AdvertPayloadContext) {
  return (data: Record<string, unknown>) => ({
    name: typeof data.name === 'string' ? data.name.trim() : data.name,
    startDate: data.startDate,
    residentId: ownResidentId === undefined ? data.residentId : ownResidentId,
    sectionId: data.sectionId,
    numberOfDay: wholeDays(data.numberOfDay),
    adsAmount: amountOf(sections, data),
    graphics: data.graphics,
    adsLogo: data.adsLogo,
  });
}

/** An advert image's address: the API gives a file id (or already `/api/Files/{id}`). */
export function advertImageUrl(file: string | null | undefined): string | null {
  if (!file) return null;
  if (/^(\/|blob:|data:|https?:)/.test(file)) return file;
  return `/api/Files/${encodeURIComponent(file)}`;
}
