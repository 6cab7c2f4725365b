/**
 * Dependants of a resident (issue 4 contract, Dependants): household members added on the
 * add-dependant form (decisions.md: full name, relationship, phone, gender, date of birth).
 * Also the calendar-date rule the people and project forms share (YYYY-MM-DD, a real day).
 */
import { Type, type Static } from 'typebox';
import {
  CALENDAR_YEAR_FLOOR,
  DATE_PATTERN,
  DATE_TEXT_MAX_LENGTH,
  GENDER_MAX_LENGTH,
  MEDIUM_TEXT_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '../limits/index.js';
import { GENDERS } from '../choices.js';
import { IdSchema } from './common.js';
import { DATE_TEXT_PATTERN, NOT_BLANK, anyCaseChoicePattern } from './text-rules.js';

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < CALENDAR_YEAR_FLOOR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Today's date (YYYY-MM-DD) in Nigeria, where the communities are. */
export function todayInLagos(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Lagos',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A dependant as the API returns it. */
export const DependantSchema = Type.Object({
  id: Type.Integer(),
  residentId: Type.Integer(),
  fullName: Type.String(),
  relationship: Type.String({ description: 'e.g. Son, Daughter, Spouse' }),
  phone: Type.String({ description: "'' when none was given" }),
  gender: Type.String({ description: `One of: ${GENDERS.join(', ')}` }),
  dob: Type.String({ description: 'Date of birth, YYYY-MM-DD' }),
  createdDate: Type.String({ description: 'ISO-8601 UTC timestamp' }),
});
export type Dependant = Static<typeof DependantSchema>;

export const CreateDependantSchema = Type.Object({
  residentId: IdSchema,
  fullName: Type.String({ ...NOT_BLANK, maxLength: TEXT_MAX_LENGTH }),
  relationship: Type.String({ ...NOT_BLANK, maxLength: MEDIUM_TEXT_MAX_LENGTH }),
  phone: Type.Optional(
    Type.Union([Type.String({ maxLength: PHONE_MAX_LENGTH }), Type.Null()], {
      description:
        'Optional; a Nigerian number, +234 or 0 then 10 digits (stored in the local 0… form)',
    }),
  ),
  gender: Type.String({
    pattern: anyCaseChoicePattern(GENDERS),
    maxLength: GENDER_MAX_LENGTH,
    description: `One of: ${GENDERS.join(', ')}`,
  }),
  dob: Type.String({
    pattern: DATE_TEXT_PATTERN,
    maxLength: DATE_TEXT_MAX_LENGTH,
    description: 'Date of birth, YYYY-MM-DD, not in the future',
  }),
});

export const ResidentDependantsParamsSchema = Type.Object({ residentId: IdSchema });

export const DependantParamsSchema = Type.Object({ id: IdSchema });

export type CreateDependant = Static<typeof CreateDependantSchema>;
