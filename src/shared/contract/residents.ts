/**
 * Residents (issue 4 contract, Residents): the record as the API returns it, the multipart forms
 * (documented here, read and checked by src/server/services/residents/resident-form.ts) and the export.
 */
import { Type, type Static } from 'typebox';
import {
  MAX_UPLOAD_MEGABYTES,
  RESIDENT_TEXT_LIMITS,
  WHOLE_NUMBER_TEXT_MAX_LENGTH,
} from '../limits/index.js';
import { GENDERS, ID_TYPES, MARITAL_STATUSES } from '../choices.js';
import { COMMUNITY_ROLES, COMMUNITY_ROLE_IDS, ROLE_IDS } from '../roles.js';
import { IdSchema, Nullable } from './common.js';
import { requiredInEitherSpelling } from './form-spelling.js';
import { PAGE_QUERY_PROPERTIES } from './paging.js';

/** A resident as the API returns it. */
export const ResidentSchema = Type.Object({
  id: Type.Integer(),
  communityId: Type.Integer(),
  title: Type.String(),
  fullName: Type.String(),
  email: Nullable(Type.String({ description: "The account's e-mail (lower case)" })),
  dob: Type.String({ description: 'Date of birth, YYYY-MM-DD' }),
  gender: Type.String({ description: GENDERS.join(' or ') }),
  maritalStatus: Type.String({ description: MARITAL_STATUSES.join(', ') }),
  mobileNumber: Nullable(Type.String({ description: "The account's phone number (normalised)" })),
  nationality: Type.String(),
  occupation: Type.String(),
  state: Type.String(),
  status: Type.String({ description: 'Free text' }),
  imagePath: Nullable(
    Type.String({ description: '`/api/Files/{fileId}` (fetch it with the bearer token)' }),
  ),
  memberId: Type.String({
    description: '`NB{communityId}-{id}`, given by Neighbourly (records from before may differ)',
  }),
  idNumber: Type.String({
    description: "The community's administrators and the Super admin only; '' for anyone else",
  }),
  idNumberType: Type.String({
    description: `${ID_TYPES.join(', ')}; administrators and the Super admin only ('' otherwise)`,
  }),
  idNumberFile: Nullable(
    Type.String({
      description:
        '`/api/Files/{fileId}` of the ID document; administrators and the Super admin only ' +
        '(null otherwise)',
    }),
  ),
  expiryDate: Type.String({ description: "ID expiry, YYYY-MM-DD, or ''" }),
  outStandingBalance: Type.Number({
    description: 'Naira owed, from the ledger (negative when paid ahead)',
  }),
  selectedAddressId: Type.Integer(),
  selectedApartmentId: Type.Integer(),
  selectedApartmentTypeId: Type.Integer(),
  selectedRoleId: Type.Integer(),
  roleName: Type.String(),
  address: Type.String({ description: "The address's text" }),
  apartmentName: Type.String(),
  apartmentType: Type.String({ description: "The apartment type's name" }),
  referralId: Type.String(),
  createdDate: Type.String({ description: 'ISO-8601 UTC timestamp of the registration' }),
});
export type Resident = Static<typeof ResidentSchema>;

type TextField = keyof typeof RESIDENT_TEXT_LIMITS;

const Text = (field: TextField, description: string) =>
  Type.Optional(Type.String({ maxLength: RESIDENT_TEXT_LIMITS[field], description }));
const IdText = (description: string) =>
  Type.Optional(
    Type.String({
      maxLength: WHOLE_NUMBER_TEXT_MAX_LENGTH,
      description: `${description} (a whole number)`,
    }),
  );
const FileField = (description: string) =>
  Type.Optional(Type.Unsafe<unknown>({ type: 'string', format: 'binary', description }));

/**
 * A role id as form text: one the community may assign (leading zeros and white space are read
 * away, though more than ten digits are answered as missing), or blank (answered as missing when
 * the caller must send it; a Member's own edit ignores it).
 */
const ROLE_ID_TEXT_PATTERN = `^\\s*(0*(${COMMUNITY_ROLE_IDS.join('|')}))?\\s*$`;

/** What everyone saving a resident must fill in: a Member editing their own record, too. */
export const RESIDENT_PROFILE_REQUIRED = [
  'Title',
  'FullName',
  'Gender',
  'MaritalStatus',
  'Dob',
  'MobileNumber',
  'Email',
  'Occupation',
  'Nationality',
  'State',
] as const satisfies readonly TextField[];

/** What an administrator must fill in as well (checked after the rest: resident.idRequired). */
export const RESIDENT_ID_REQUIRED = ['IdNumberType', 'IdNumber'] as const;

const residentFormFields = {
  Title: Text('Title', 'Required'),
  FullName: Text('FullName', 'Required'),
  Gender: Text('Gender', `Required: ${GENDERS.join(' or ')}`),
  MaritalStatus: Text('MaritalStatus', `Required: ${MARITAL_STATUSES.join(', ')}`),
  Dob: Text('Dob', 'Required: date of birth, YYYY-MM-DD, not in the future'),
  MobileNumber: Text(
    'MobileNumber',
    "Required: the account's phone number, unique on the platform: a Nigerian number, +234 " +
      'or 0 then 10 digits, spaces and dashes allowed; stored in the local 0… form',
  ),
  Email: Text('Email', "Required: the account's e-mail, unique on the platform (any case)"),
  CommunityId: IdText(
    'Super admin: the community to write to (required for them); ignored for anyone else',
  ),
  Image: FileField(
    `The photo: JPEG, PNG or WebP, at most ${MAX_UPLOAD_MEGABYTES} MB, told by its content`,
  ),
  SelectedAddressId: IdText('Required: an address of the same community'),
  SelectedApartmentId: IdText('Required: an apartment of the same community'),
  SelectApartmentTypeId: IdText(
    'Required (the spec spells it so; SelectedApartmentTypeId is accepted too): an apartment ' +
      'type of the same community',
  ),
  SelectedApartmentTypeId: IdText('Alias of SelectApartmentTypeId'),
  SelectedRoleId: Type.Optional(
    Type.String({
      maxLength: WHOLE_NUMBER_TEXT_MAX_LENGTH,
      pattern: ROLE_ID_TEXT_PATTERN,
      description:
        'Required: the id of one of `GET /api/Communities/Getroles` (' +
        COMMUNITY_ROLES.map((role) => `${ROLE_IDS[role]} ${role}`).join(', ') +
        '). Only an Admin (or the Super admin) may give or take the Admin role; the community ' +
        'keeps at least one Admin',
    }),
  ),
  Occupation: Text('Occupation', 'Required'),
  Nationality: Text('Nationality', 'Required'),
  State: Text('State', 'Required'),
  Status: Text('Status', 'Optional free text'),
  IdNumberType: Text('IdNumberType', `Required: ${ID_TYPES.join(', ')}`),
  IdNumber: Text('IdNumber', 'Required'),
  ReferralId: Text('ReferralId', 'Optional'),
  IdNumberFile: FileField(
    `The ID document: JPEG, PNG or WebP image or PDF, at most ${MAX_UPLOAD_MEGABYTES} MB, told by its content; ` +
      "served only to the community's administrators",
  ),
  ExpiryDate: Text('ExpiryDate', 'Optional: ID expiry, YYYY-MM-DD'),
  MemberId: Text(
    'MemberId',
    'Optional, and only the resident’s own unchanged: Neighbourly gives every resident ' +
      '`NB{communityId}-{residentId}`; anything else is refused (400)',
  ),
};

const FORM_NOTE =
  'multipart/form-data. Field names may also start with a lower-case letter (`fullName`). ' +
  'Blank required fields: 400 with the spec message; the checks run in the handler.';

/** `POST /api/Residents` (multipart; documented here, checked by the route). */
export const CreateResidentFormSchema = Type.Object(residentFormFields, {
  description: `${FORM_NOTE} Image and IdNumberFile are required.`,
  ...requiredInEitherSpelling([
    ...RESIDENT_PROFILE_REQUIRED,
    'SelectedAddressId',
    'SelectedApartmentId',
    ['SelectApartmentTypeId', 'SelectedApartmentTypeId'],
    'SelectedRoleId',
    ...RESIDENT_ID_REQUIRED,
  ]),
});

/** `PUT /api/Residents` (multipart): `Id` plus the create fields; the stored files stay unless sent. */
export const UpdateResidentFormSchema = Type.Object(
  { Id: IdText('Required: the resident to update'), ...residentFormFields },
  {
    description:
      `${FORM_NOTE} Without Image or IdNumberFile the stored file is kept (a resident with no ID ` +
      'file on record is saved without one: idNumberFile stays null). A Member may send only ' +
      'their own record, and only Title, FullName, ' +
      'Gender, MaritalStatus, Dob, MobileNumber, Email, Occupation, Nationality, State and ' +
      'Image count: anything else they send is ignored. CommunityId is always ignored. ' +
      'Administrators must send every field marked Required.',
    ...requiredInEitherSpelling(['Id', ...RESIDENT_PROFILE_REQUIRED]),
  },
);

export const ResidentParamsSchema = Type.Object({ id: IdSchema });

/** `GET /api/Residents/Export?SearchText&communityId` */
export const ExportQuerySchema = Type.Object({
  SearchText: PAGE_QUERY_PROPERTIES.SearchText,
  communityId: Type.Optional(IdSchema),
});

/** The export's 200 answer (documentation only: the CSV is streamed, not serialized). */
export const CsvResponseSchema = Type.Unsafe<unknown>({
  description: 'The CSV file',
  content: {
    'text/csv': {
      schema: {
        type: 'string',
        description: 'RFC 4180, a header line then one line per resident, CRLF line ends',
      },
    },
  },
});
