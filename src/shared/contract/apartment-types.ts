import { Type, type Static } from 'typebox';
import { APARTMENT_TYPE_CHOICES } from '../api-types.js';
import { MAX_AMOUNT_NAIRA } from '../finance.js';
import { IdSchema } from './common.js';

export const APARTMENT_TYPE_TEXT_FIELDS = ['type', 'name'] as const;

/** An apartment type as the API returns it (src/shared/api-types.ts ApartmentType). */
export const ApartmentTypeSchema = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  name: Type.String(),
  numberOfRoom: Type.Integer(),
  feePerPerMonth: Type.Number({ description: 'Monthly fee in naira, at most two decimals' }),
  comId: Type.Integer({ description: 'The community' }),
  createdDate: Type.String({ description: 'ISO-8601 UTC timestamp' }),
});

const apartmentTypeFields = {
  type: Type.String({
    maxLength: 50,
    description: `One of: ${APARTMENT_TYPE_CHOICES.join(', ')}`,
    examples: [...APARTMENT_TYPE_CHOICES],
  }),
  name: Type.String({ maxLength: 200 }),
  numberOfRoom: Type.Integer({ minimum: 0, maximum: 1000 }),
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
