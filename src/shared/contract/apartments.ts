import { Type, type Static } from 'typebox';
import { IdSchema } from './common.js';

export const APARTMENT_TEXT_FIELDS = [
  'apartmentName',
  'landlordId',
  'principalId',
  'principalPhoneNumber',
  'landLoardPhoneNumber',
] as const;

/** An apartment as the API returns it (src/shared/api-types.ts Apartment). */
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

const apartmentFields = {
  apartmentName: Type.String({ maxLength: 200 }),
  addressId: IdSchema,
  streetId: IdSchema,
  landlordId: Type.String({ maxLength: 100 }),
  principalId: Type.String({ maxLength: 100 }),
  principalPhoneNumber: Type.String({ maxLength: 30 }),
  landLoardPhoneNumber: Type.String({ maxLength: 30 }),
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

export type ApartmentInput = Omit<Static<typeof CreateApartmentSchema>, 'communityId'>;
