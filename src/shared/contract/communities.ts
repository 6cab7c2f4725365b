/**
 * Communities (issue 3 contract, Communities): registration, the community as the API returns it,
 * its edit and the roles. `PUT /api/Communities` takes JSON or multipart, with camelCase or
 * PascalCase keys (`CommunityName`); the route brings the body to camelCase before validation.
 */
import { Type, type Static } from 'typebox';
import { COMMUNITY_TYPES } from '../choices.js';
import { IdSchema } from './common.js';
import { NOT_BLANK, notBlank } from './text-rules.js';

const Text = (maxLength = 200) => Type.String({ maxLength });
const OptionalText = (maxLength = 200) => Type.Optional(Type.String({ maxLength }));

export const CommunityTypeNameSchema = Type.Union(
  [Type.Literal(COMMUNITY_TYPES[0].name), Type.Literal(COMMUNITY_TYPES[1].name)],
  { description: 'CDA or Groups' },
);
export type CommunityTypeName = Static<typeof CommunityTypeNameSchema>;

/**
 * Registration: the payload of `POST /api/Communities/CreateCommunity`. The fields of
 * CREATE_COMMUNITY_REQUIRED are required and checked for blanks by the route; unknown fields are
 * ignored. adminPassword has no schema limit so its rule answers with its own message.
 */
export const CreateCommunitySchema = Type.Object({
  communityName: notBlank(Text()),
  communityAddress: notBlank(Text(500)),
  street: notBlank(Text()),
  lga: notBlank(Text()),
  state: notBlank(Text()),
  country: notBlank(Text()),
  email: notBlank(Text(254)),
  mobileNumber: OptionalText(30),
  fullName: notBlank(Text()),
  title: OptionalText(50),
  adminEmail: notBlank(Text(254)),
  adminPassword: Type.String(NOT_BLANK),
  pKey: OptionalText(),
  advertpage: OptionalText(500),
  whatspplink: OptionalText(500),
  telegramlink: OptionalText(500),
  portal: OptionalText(500),
  referralId: OptionalText(),
  communityType: CommunityTypeNameSchema,
});
export type CommunityRegistration = Static<typeof CreateCommunitySchema>;

/** A community as the API returns it (`GET /api/Communities/{comId}`). */
export const CommunitySchema = Type.Object({
  id: Type.Integer(),
  communityName: Type.String(),
  communityAddress: Type.String(),
  street: Type.String(),
  lga: Type.String(),
  state: Type.String(),
  country: Type.String(),
  email: Type.String(),
  mobileNumber: Type.String(),
  fullName: Type.String(),
  title: Type.String(),
  adminEmail: Type.String(),
  pKey: Type.String(),
  advertpage: Type.String(),
  whatspplink: Type.String(),
  telegramlink: Type.String(),
  portal: Type.String(),
  referralId: Type.String(),
  dateOfReg: Type.String({ description: 'ISO-8601 UTC timestamp of the registration' }),
  communityTypeId: Type.Integer(),
  communityType: CommunityTypeNameSchema,
  bankName: Type.String(),
  bankAccountNumber: Type.String(),
  referralLink: Type.String({ description: '${PUBLIC_URL}/auth/sign-up?ref=${id}' }),
});
export type Community = Static<typeof CommunitySchema>;

/** `community` only for a signed-in administrator: an anonymous answer must not differ (issue 12). */
export const CreateCommunityResponseSchema = Type.Object({
  message: Type.String(),
  community: Type.Optional(CommunitySchema),
});
export type CreateCommunityResponse = Static<typeof CreateCommunityResponseSchema>;

export const CommunityParamsSchema = Type.Object({ comId: IdSchema });

export const RoleSchema = Type.Object({ id: Type.Integer(), roleName: Type.String() });
export const RolesSchema = Type.Array(RoleSchema);
export type Role = Static<typeof RoleSchema>;

export const UpdateCommunitySchema = Type.Object({
  id: IdSchema,
  dateOfReg: Type.Optional(Type.String({ description: 'Ignored: the registration date stays' })),
  communityName: Type.String({ ...NOT_BLANK, maxLength: 200 }),
  communityAddress: Type.String({ ...NOT_BLANK, maxLength: 500 }),
  street: OptionalText(),
  lga: OptionalText(),
  state: OptionalText(),
  country: OptionalText(),
  email: OptionalText(254),
  mobileNumber: OptionalText(30),
  fullName: OptionalText(),
  title: OptionalText(50),
  pKey: OptionalText(),
  advertpage: OptionalText(500),
  whatspplink: OptionalText(500),
  telegramlink: OptionalText(500),
  portal: OptionalText(500),
  referralId: OptionalText(),
  communityType: Type.Optional(CommunityTypeNameSchema),
  bankName: OptionalText(),
  bankAccountNumber: OptionalText(30),
  currentPassword: Type.Optional(
    Type.String({
      maxLength: 1024,
      description: 'The Super admin’s password: needed when the bank details change',
    }),
  ),
});

export type UpdateCommunity = Static<typeof UpdateCommunitySchema>;

/** Text fields saved as sent (trimmed) when present; the others have rules of their own. */
export const COMMUNITY_TEXT_FIELDS = [
  'communityName',
  'communityAddress',
  'street',
  'lga',
  'state',
  'country',
  'fullName',
  'title',
  'pKey',
  'advertpage',
  'whatspplink',
  'telegramlink',
  'portal',
  'referralId',
  'bankName',
  'bankAccountNumber',
] as const;
