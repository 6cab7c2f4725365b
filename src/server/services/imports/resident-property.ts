/**
 * The property a residents sheet names (issue 17): its street, address, apartment and apartment
 * type found by name in the community (case- and space-insensitively), or planned as new, once
 * however many rows name it. The dry run counts the new ones; the real run inserts them, parents
 * first, and tells each row the ids it lives at.
 */
import type { ImportRowError } from '../../../shared/contract/imports.js';
import { APARTMENT_TYPE_CHOICES } from '../../../shared/choices.js';
import { formatNaira } from '../../../shared/format.js';
import { SHORT_TEXT_MAX_LENGTH } from '../../../shared/limits/index.js';
import { messages } from '../../../shared/messages.js';
import type { CommunityProperty } from '../../repositories/residents/resident-import-repository.js';
import { RESIDENT_COLUMN as C, nameKey, type ResidentRow } from './resident-row.js';

const texts = messages.imports.residents;

/** A record found (`id`) or to be created (`key`). */
export type Ref = { id: number } | { key: string };

export interface Place {
  street: Ref;
  address: Ref;
  apartment: Ref;
  apartmentType: Ref;
}

export interface NewStreet {
  key: string;
  name: string;
}
export interface NewAddress {
  key: string;
  street: Ref;
  name: string;
}
export interface NewApartment {
  key: string;
  street: Ref;
  address: Ref;
  name: string;
  /** The row that names it first: its resident becomes the principal. */
  firstRow: number;
}
export interface NewApartmentType {
  key: string;
  name: string;
  feeKobo: number;
  firstRow: number;
}

const refKey = (ref: Ref) => ('id' in ref ? `#${ref.id}` : ref.key);

/** The apartment type choice a name reads as ("3 bedroom flat" is a 3 bedroom), and its rooms. */
export function typeChoiceOf(name: string): { type: string; rooms: number } {
  const lower = name.toLowerCase();
  const choice = APARTMENT_TYPE_CHOICES.find((candidate) => lower.includes(candidate));
  const rooms = choice ? Number(/^\d+/.exec(choice)?.[0] ?? 0) : 0;
  return { type: choice ?? name.slice(0, SHORT_TEXT_MAX_LENGTH), rooms };
}

export class PropertyPlan {
  readonly streets = new Map<string, NewStreet>();
  readonly addresses = new Map<string, NewAddress>();
  readonly apartments = new Map<string, NewApartment>();
  readonly apartmentTypes = new Map<string, NewApartmentType>();
  private readonly existing: {
    streets: Map<string, number>;
    addresses: Map<string, number>;
    apartments: Map<string, number>;
    types: Map<string, { id: number; feeKobo: number; name: string }>;
  };

  constructor(property: CommunityProperty) {
    const first = <V>(entries: [string, V][]) => {
      const map = new Map<string, V>();
      for (const [key, value] of entries) if (!map.has(key)) map.set(key, value);
      return map;
    };
    this.existing = {
      streets: first(property.streets.map((s) => [nameKey(s.streetName), s.id])),
      addresses: first(
        property.addresses.map((a) => [`#${a.streetId}/${nameKey(a.address)}`, a.id]),
      ),
      apartments: first(
        property.apartments.map((a) => [`#${a.addressId}/${nameKey(a.apartmentName)}`, a.id]),
      ),
      types: first(
        property.apartmentTypes.map((t) => [
          nameKey(t.name),
          { id: t.id, feeKobo: t.feePerMonthKobo, name: t.name },
        ]),
      ),
    };
  }

  /** Where a new resident's row lives, planning what is missing; or the row's errors. */
  place(row: ResidentRow): { place: Place | null; errors: ImportRowError[] } {
    const errors: ImportRowError[] = [];
    const apartmentType = this.typeOf(row, errors);
    if (apartmentType === null) return { place: null, errors };

    const street = this.refTo(
      this.existing.streets,
      this.streets,
      nameKey(row.street),
      'street',
      (key) => ({ key, name: row.street }),
    );
    const address = this.refTo(
      this.existing.addresses,
      this.addresses,
      `${refKey(street)}/${nameKey(row.address)}`,
      'address',
      (key) => ({ key, street, name: row.address }),
    );
    const apartment = this.refTo(
      this.existing.apartments,
      this.apartments,
      `${refKey(address)}/${nameKey(row.apartment)}`,
      'apartment',
      (key) => ({ key, street, address, name: row.apartment, firstRow: row.row }),
    );
    return { place: { street, address, apartment, apartmentType }, errors };
  }

  /**
   * The record `name` finds in the community, else the one planned under it (planned by the first
   * row that names it: `make` runs once per new record).
   */
  private refTo<T extends { key: string }>(
    existing: ReadonlyMap<string, number>,
    planned: Map<string, T>,
    name: string,
    kind: string,
    make: (key: string) => T,
  ): Ref {
    const id = existing.get(name);
    if (id !== undefined) return { id };
    const key = `${kind}:${name}`;
    if (!planned.has(key)) planned.set(key, make(key));
    return { key };
  }

  /** The row's apartment type: found (its fee must agree), or new (the fee is needed). */
  private typeOf(row: ResidentRow, errors: ImportRowError[]): Ref | null {
    const error = (message: string) => errors.push({ row: row.row, column: C.fee, message });
    const key = nameKey(row.apartmentType);
    const found = this.existing.types.get(key);
    if (found) {
      if (row.feeKobo !== null && row.feeKobo !== found.feeKobo) {
        error(texts.feeDiffers(found.name, formatNaira(found.feeKobo / 100)));
        return null;
      }
      return { id: found.id };
    }
    const planned = this.apartmentTypes.get(`type:${key}`);
    if (planned) {
      if (row.feeKobo !== null && row.feeKobo !== planned.feeKobo) {
        error(texts.feeDiffersInFile(planned.name, planned.firstRow));
        return null;
      }
      return { key: planned.key };
    }
    if (row.feeKobo === null) {
      error(texts.feeRequired(row.apartmentType));
      return null;
    }
    const type = { key: `type:${key}`, name: row.apartmentType, feeKobo: row.feeKobo };
    this.apartmentTypes.set(type.key, { ...type, firstRow: row.row });
    return { key: type.key };
  }
}
