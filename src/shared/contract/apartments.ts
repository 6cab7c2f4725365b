/** Apartments and apartment types (issue 3 contract). Money: naira at the edge, kobo inside. */
import { Type, type Static } from 'typebox';
import {
  MAX_ROOM_COUNT,
  MEDIUM_TEXT_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '../limits/index.js';
import { APARTMENT_TYPE_CHOICES } from '../choices.js';
import { MAX_AMOUNT_NAIRA } from '../finance.js';
import { IdFilter, IdSchema } from './common.js';
import { WordSearchText } from './paging.js';
import { NOT_BLANK } from './text-rules.js';

export const APARTMENT_TEXT_FIELDS = [
  'apartmentName',
  'landlordId',
  'principalId',
  'principalPhoneNumber',
  'landLoardPhoneNumber',
] as const;

/** An apartment as the API returns it. */
export const ApartmentSchema = Type.Object({
  id: Type.Integer(),
  apartmentName: Type.String(),
  addressId: Type.Integer(),
  address: Type.String(),
  streetId: Type.Integer(),
  streetName: Type.String(),
  landlordId: Type.String({ description: "The community's identifier for the landlord" }),
  principalId: Type.String({ description: "The community's identifier for the principal" }),
  principalPhoneNumber: Type.String(),
  landLoardPhoneNumber: Type.String({ description: "The landlord's phone (spec spelling)" }),
  communityId: Type.Integer(),
  createdDate: Type.String({ description: 'ISO-8601 UTC timestamp' }),
});
export type Apartment = Static<typeof ApartmentSchema>;

const apartmentFields = {
  apartmentName: Type.String({ ...NOT_BLANK, maxLength: TEXT_MAX_LENGTH }),
  addressId: IdSchema,
  streetId: IdSchema,
  landlordId: Type.String({ ...NOT_BLANK, maxLength: MEDIUM_TEXT_MAX_LENGTH }),
  principalId: Type.String({ ...NOT_BLANK, maxLength: MEDIUM_TEXT_MAX_LENGTH }),
  principalPhoneNumber: Type.String({ ...NOT_BLANK, maxLength: PHONE_MAX_LENGTH }),
  landLoardPhoneNumber: Type.String({ ...NOT_BLANK, maxLength: PHONE_MAX_LENGTH }),
};

export const CreateApartmentSchema = Type.Object({
  ...apartmentFields,
  communityId: Type.Optional(
    Type.Union([IdSchema, Type.Null()], {
      description: 'Super admin: the community to add to (required); ignored for anyone else',
    }),
  ),
});

export const UpdateApartmentSchema = Type.Object({ id: IdSchema, ...apartmentFields });

export const ApartmentParamsSchema = Type.Object({ id: IdSchema });

/**
 * The list's own query beside paging (issue 15, for pickers): a search word by word, and a
 * street's or an address's apartments (the dependent choices; both may be given).
 */
export const APARTMENT_LIST_FILTERS = {
  SearchText: WordSearchText('the name, address or street', 'the principal ID or landlord ID'),
  StreetId: IdFilter('Only the apartments on this street'),
  AddressId: IdFilter('Only the apartments at this address'),
};
export type ApartmentListFilters = { StreetId?: number; AddressId?: number };

export type ApartmentInput = Omit<Static<typeof CreateApartmentSchema>, 'communityId'>;

/* ---------------------------------------------------------------- Apartment types */

export const APARTMENT_TYPE_TEXT_FIELDS = ['type', 'name'] as const;

/** An apartment type as the API returns it. */
export const ApartmentTypeSchema = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  name: Type.String(),
  numberOfRoom: Type.Integer(),
  feePerPerMonth: Type.Number({ description: 'Monthly fee in naira, at most two decimals' }),
  comId: Type.Integer({ description: 'The community' }),
  createdDate: Type.String({ description: 'ISO-8601 UTC timestamp' }),
});
export type ApartmentType = Static<typeof ApartmentTypeSchema>;

const apartmentTypeFields = {
  type: Type.String({
    ...NOT_BLANK,
    maxLength: SHORT_TEXT_MAX_LENGTH,
    description: `One of: ${APARTMENT_TYPE_CHOICES.join(', ')}`,
    examples: [...APARTMENT_TYPE_CHOICES],
  }),
  name: Type.String({ ...NOT_BLANK, maxLength: TEXT_MAX_LENGTH }),
  numberOfRoom: Type.Integer({ minimum: 0, maximum: MAX_ROOM_COUNT }),
  feePerPerMonth: Type.Number({
    minimum: 0,
    maximum: MAX_AMOUNT_NAIRA,
    description: `Monthly fee in naira, 0 to ${MAX_AMOUNT_NAIRA}, at most two decimals (stored as kobo)`,
  }),
};

export const CreateApartmentTypeSchema = Type.Object({
  ...apartmentTypeFields,
  comId: Type.Optional(
    Type.Union([IdSchema, Type.Null()], {
      description: 'Super admin: the community to add to (required); ignored for anyone else',
    }),
  ),
});

export const UpdateApartmentTypeSchema = Type.Object({ id: IdSchema, ...apartmentTypeFields });

export const ApartmentTypeParamsSchema = Type.Object({ id: IdSchema });

export type ApartmentTypeInput = Omit<Static<typeof CreateApartmentTypeSchema>, 'comId'>;
