/**
 * The sections dialog's values, checks and save (contract: SectionBody). Each section is a row
 * `sections.<i>` of the form with its name and its price per day as typed ('1,500.50'); Save
 * sends `PUT /api/Adverts/Sections/{id}` for each changed row, one at a time, so a refused one
 * (a taken name: 409) stops the rest and its text lands on that row's field.
 */
import { HttpError, type Validator } from 'react-admin';
import type { AdvertSection, SectionBody } from '../../../shared/contract/adverts';
import { MAX_AMOUNT_NAIRA } from '../../../shared/finance';
import { nairaToKobo } from '../../../shared/format';
import { SECTION_NAME_MAX_LENGTH } from '../../../shared/limits';
import { messages } from '../../../shared/messages';
import { serverFieldErrors } from '../common/submissionErrors';
import { markRequired } from '../common/validators';

/** Digits with optional thousands commas and at most two decimals; 0 is a price too. */
const PRICE_PATTERN = /^\d{1,3}(,\d{3})*(\.\d{1,2})?$|^\d+(\.\d{1,2})?$/;

const REQUIRED = 'ra.validation.required';

export interface SectionRow {
  id: number;
  name: string;
  price: string;
}

export interface SectionValues {
  sections: SectionRow[];
}

export const rowOf = (section: AdvertSection): SectionRow => ({
  id: section.id,
  name: section.name,
  price: String(section.pricePerDay),
});

const typed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The naira typed for a price per day (0 allowed), or null when it is no valid price. */
export function parsePricePerDay(text: string): number | null {
  const trimmed = text.trim();
  if (!PRICE_PATTERN.test(trimmed)) return null;
  const naira = Number(trimmed.replaceAll(',', ''));
  return naira <= MAX_AMOUNT_NAIRA && nairaToKobo(naira) !== null ? naira : null;
}

export const validSectionName: Validator = markRequired((value: unknown) => {
  const name = typed(value);
  if (name === '') return REQUIRED;
  return name.length > SECTION_NAME_MAX_LENGTH ? messages.advert.sectionRequired : undefined;
});

export const validPricePerDay: Validator = markRequired((value: unknown) => {
  const text = typed(value);
  if (text === '') return REQUIRED;
  if (parsePricePerDay(text) !== null) return undefined;
  const aboveCap = PRICE_PATTERN.test(text) && Number(text.replaceAll(',', '')) > MAX_AMOUNT_NAIRA;
  return aboveCap ? messages.advert.amountTooLarge : messages.advert.sectionRequired;
});

/** The rows whose name or price differ from the sections as loaded, as the requests to send. */
export function changedSections(
  rows: readonly SectionRow[],
  sections: readonly AdvertSection[],
): { index: number; id: number; body: SectionBody }[] {
  return rows.flatMap((row, index) => {
    const body = { name: typed(row.name), pricePerDay: parsePricePerDay(row.price) ?? 0 };
    const before = sections.find((section) => section.id === row.id);
    const same = before?.name === body.name && before.pricePerDay === body.pricePerDay;
    return same ? [] : [{ index, id: row.id, body }];
  });
}

/** The request's fields as the row's: `name` stays, `pricePerDay` is the typed `price`. */
const ROW_FIELD: Readonly<Record<string, keyof SectionRow>> = {
  name: 'name',
  pricePerDay: 'price',
};

/**
 * A refused section's error with its texts on that row's fields: the server's `errors`, or a
 * taken name on the name. Anything else is left as it is (toasted).
 */
export function onRow(error: unknown, index: number): unknown {
  if (!(error instanceof HttpError)) return error;
  const named =
    serverFieldErrors(error) ??
    (error.message === messages.advert.sectionNameTaken ? { name: error.message } : undefined);
  if (!named) return error;
  const errors = Object.fromEntries(
    Object.entries(named).map(([field, text]) => [
      `sections.${index}.${ROW_FIELD[field] ?? field}`,
      text,
    ]),
  );
  return new HttpError(error.message, error.status, { message: error.message, errors });
}
