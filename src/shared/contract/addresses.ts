import { Type, type Static } from 'typebox';
import {
  LONG_TEXT_MAX_LENGTH,
  MAX_BUILDING_COUNT,
  MEDIUM_TEXT_MAX_LENGTH,
} from '../limits/index.js';
import { IdFilter, IdSchema } from './common.js';
import { WordSearchText } from './paging.js';
import { NOT_BLANK } from './text-rules.js';

export const ADDRESS_TEXT_FIELDS = ['address', 'landlordId'] as const;

/** An address as the API returns it. */
export const AddressSchema = Type.Object({
  id: Type.Integer(),
  address: Type.String(),
  buildings: Type.Integer(),
  apartments: Type.Integer({ description: 'The number of apartments at the address' }),
  numberOfApartments: Type.Integer({ description: 'Same as apartments' }),
  landlordId: Type.String({ description: "The community's identifier for the landlord" }),
  streetId: Type.Integer(),
  streetName: Type.String(),
  communityId: Type.Integer(),
  createdDate: Type.String({ description: 'ISO-8601 UTC timestamp' }),
});
export type Address = Static<typeof AddressSchema>;

const Count = (description: string) =>
  Type.Integer({ minimum: 0, maximum: MAX_BUILDING_COUNT, description });

const addressFields = {
  streetId: IdSchema,
  buildings: Count('Number of buildings'),
  address: Type.String({ ...NOT_BLANK, maxLength: LONG_TEXT_MAX_LENGTH }),
  apartments: Count('Number of apartments at the address'),
  landlordId: Type.String({ ...NOT_BLANK, maxLength: MEDIUM_TEXT_MAX_LENGTH }),
};

export const CreateAddressSchema = Type.Object({
  ...addressFields,
  communityId: Type.Optional(
    Type.Union([IdSchema, Type.Null()], {
      description: 'Super admin: the community to add to (required); ignored for anyone else',
    }),
  ),
});

export const UpdateAddressSchema = Type.Object({ id: IdSchema, ...addressFields });

export const AddressParamsSchema = Type.Object({ id: IdSchema });

/** The list's own query beside paging (issue 15, for pickers): words, and a street's addresses. */
export const ADDRESS_LIST_FILTERS = {
  SearchText: WordSearchText('the address or street', 'the landlord ID'),
  StreetId: IdFilter('Only the addresses on this street'),
};
export type AddressListFilters = { StreetId?: number };

export type AddressInput = Omit<Static<typeof CreateAddressSchema>, 'communityId'>;
