import { Type, type Static } from 'typebox';
import {
  LANDLORD_TEXT_LIMITS,
  MAX_UPLOAD_MEGABYTES,
  WHOLE_NUMBER_TEXT_MAX_LENGTH,
} from '../limits/index.js';
import { IdSchema } from './common.js';
import { requiredInEitherSpelling } from './form-spelling.js';

/** A landlord as the API returns it. */
export const LandlordSchema = Type.Object({
  id: Type.Integer(),
  fullName: Type.String(),
  title: Type.String(),
  email: Type.String(),
  mobileNo: Type.String(),
  image: Type.Union([Type.String(), Type.Null()], {
    description: '`/api/Files/{fileId}` (fetch it with the bearer token), or null',
  }),
  buildingName: Type.String(),
  apartmentId: Type.Integer(),
  apartmentName: Type.String(),
  streetId: Type.Integer(),
  streetName: Type.String(),
  lga: Type.String(),
  state: Type.String(),
  communityId: Type.Integer(),
  createdDate: Type.String({ description: 'ISO-8601 UTC timestamp' }),
});
export type Landlord = Static<typeof LandlordSchema>;

type TextField = keyof typeof LANDLORD_TEXT_LIMITS;

const Text = (field: TextField, description: string) =>
  Type.Optional(Type.String({ maxLength: LANDLORD_TEXT_LIMITS[field], description }));
const IdText = (description: string) =>
  Type.Optional(
    Type.String({
      maxLength: WHOLE_NUMBER_TEXT_MAX_LENGTH,
      description: `${description} (a whole number)`,
    }),
  );

/** The form's required fields (services/property/landlord-form.ts reads the same list). */
export const LANDLORD_REQUIRED = [
  'StreetId',
  'ApartmentId',
  'Title',
  'FullName',
  'Email',
  'MobileNo',
  'Lga',
  'State',
] as const;

const landlordFormFields = {
  CommunityId: IdText(
    'Super admin: the community to write to (required for them); ignored for anyone else',
  ),
  StreetId: IdText('Required: a street of the same community'),
  BuildingName: Text('BuildingName', 'Optional'),
  ApartmentId: IdText('Required: an apartment of the same community'),
  Title: Text('Title', 'Required'),
  FullName: Text('FullName', 'Required'),
  Email: Text('Email', 'Required'),
  MobileNo: Text(
    'MobileNo',
    'Required: a Nigerian number, +234 or 0 then 10 digits (stored in the local 0… form)',
  ),
  Lga: Text('Lga', 'Required'),
  State: Text('State', 'Required'),
  Image: Type.Optional(
    Type.Unsafe<unknown>({
      type: 'string',
      format: 'binary',
      description: `A JPEG, PNG or WebP photo of at most ${MAX_UPLOAD_MEGABYTES} MB, told by its content (not its name or type)`,
    }),
  ),
};

const FORM_NOTE =
  'multipart/form-data. Field names may also start with a lower-case letter (`fullName`). ' +
  'Blank required fields: 400 with the spec message; the checks run in the handler.';

/** `POST /api/Landlords` (multipart; documented here, checked by the route). */
export const CreateLandlordFormSchema = Type.Object(landlordFormFields, {
  description: `${FORM_NOTE} Image is required.`,
  ...requiredInEitherSpelling(LANDLORD_REQUIRED),
});

/** `PUT /api/Landlords` (multipart): `Id` plus the create fields; without Image the photo stays. */
export const UpdateLandlordFormSchema = Type.Object(
  { Id: IdText('Required: the landlord to update'), ...landlordFormFields },
  {
    description: `${FORM_NOTE} Without Image the current photo is kept.`,
    ...requiredInEitherSpelling(['Id', ...LANDLORD_REQUIRED]),
  },
);

export const LandlordParamsSchema = Type.Object({ id: IdSchema });
