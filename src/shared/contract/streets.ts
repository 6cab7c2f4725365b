import { Type, type Static } from 'typebox';
import { MAX_BUILDING_COUNT, TEXT_MAX_LENGTH } from '../limits/index.js';
import { IdSchema } from './common.js';
import { NOT_BLANK } from './text-rules.js';

export const STREET_TEXT_FIELDS = ['streetName', 'lga', 'state', 'country'] as const;

/** A street as the API returns it. */
export const StreetSchema = Type.Object({
  id: Type.Integer(),
  streetName: Type.String(),
  buildings: Type.Integer(),
  lga: Type.String(),
  state: Type.String(),
  country: Type.String(),
  communityId: Type.Integer(),
  createdDate: Type.String({ description: 'ISO-8601 UTC timestamp' }),
});
export type Street = Static<typeof StreetSchema>;

const streetFields = {
  streetName: Type.String({ ...NOT_BLANK, maxLength: TEXT_MAX_LENGTH }),
  buildings: Type.Integer({
    minimum: 0,
    maximum: MAX_BUILDING_COUNT,
    description: 'Number of buildings',
  }),
  lga: Type.String({ ...NOT_BLANK, maxLength: TEXT_MAX_LENGTH }),
  state: Type.String({ ...NOT_BLANK, maxLength: TEXT_MAX_LENGTH }),
  country: Type.String({ ...NOT_BLANK, maxLength: TEXT_MAX_LENGTH }),
};

export const CreateStreetSchema = Type.Object({
  ...streetFields,
  communityId: Type.Optional(
    Type.Union([IdSchema, Type.Null()], {
      description: 'Super admin: the community to add to (required); ignored for anyone else',
    }),
  ),
});

export const UpdateStreetSchema = Type.Object({ id: IdSchema, ...streetFields });

export const StreetParamsSchema = Type.Object({ id: IdSchema });

export type CreateStreet = Static<typeof CreateStreetSchema>;
export type StreetInput = Omit<CreateStreet, 'communityId'>;
