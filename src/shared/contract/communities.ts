/**
 * Communities (issue 3 contract, Communities): registration, the community as the API returns it,
 * its edit and the roles. `PUT /api/Communities` takes JSON or multipart, with camelCase or
 * PascalCase keys (`CommunityName`); the route brings the body to camelCase before validation.
 */
import { Type, type Static } from 'typebox';
import {
  BANK_ACCOUNT_NUMBER_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  PASSWORD_TEXT_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '../limits/index.js';
import { COMMUNITY_TYPES } from '../choices.js';
import { IdSchema } from './common.js';
import { NOT_BLANK, notBlank } from './text-rules.js';

const Text = (maxLength = TEXT_MAX_LENGTH) => Type.String({ maxLength });
const OptionalText = (maxLength = TEXT_MAX_LENGTH) => Type.Optional(Type.String({ maxLength }));

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
  communityAddress: notBlank(Text(LONG_TEXT_MAX_LENGTH)),
  street: notBlank(Text()),
  lga: notBlank(Text()),
  state: notBlank(Text()),
  country: notBlank(Text()),
  email: notBlank(Text(EMAIL_MAX_LENGTH)),
  mobileNumber: OptionalText(PHONE_MAX_LENGTH),
  fullName: notBlank(Text()),
  title: OptionalText(SHORT_TEXT_MAX_LENGTH),
  adminEmail: notBlank(Text(EMAIL_MAX_LENGTH)),
  adminPassword: Type.String(NOT_BLANK),
  pKey: OptionalText(),
  advertpage: OptionalText(LONG_TEXT_MAX_LENGTH),
  whatspplink: OptionalText(LONG_TEXT_MAX_LENGTH),
  telegramlink: OptionalText(LONG_TEXT_MAX_LENGTH),
  portal: OptionalText(LONG_TEXT_MAX_LENGTH),
  referralId: OptionalText(),
  communityType: CommunityTypeNameSchema,
});
export type CommunityRegistration = Static<typeof CreateCommunitySchema>;

/** What the community setting "Members see who paid" (issue 16) decides. */
const MEMBERS_SEE_WHO_PAID =
  "Members see who paid: true, Members see every resident's name and payment reference on the " +
  'wallet, income and transactions and their exports; false (the default), Members see the ' +
  "totals, the charts and their own payments, other residents' rows without a name or " +
  'reference. Administrators always see everything.';

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
  referralLink: Type.String({
    description:
      '${PUBLIC_URL}/auth/sign-up?ref=${id}, which registers another community; administrators ' +
      'only (access table: referral show), empty for Members',
  }),
  membersSeeWhoPaid: Type.Boolean({ description: MEMBERS_SEE_WHO_PAID }),
});
export type Community = Static<typeof CommunitySchema>;

/**
 * `PUT /api/Communities/Settings`: the settings an Admin chooses for their own community. Keys
 * camelCase or PascalCase (`MembersSeeWhoPaid`).
 */
export const CommunitySettingsSchema = Type.Object({
  membersSeeWhoPaid: Type.Boolean({ description: MEMBERS_SEE_WHO_PAID }),
});
export type CommunitySettings = Static<typeof CommunitySettingsSchema>;

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
  communityName: Type.String({ ...NOT_BLANK, maxLength: TEXT_MAX_LENGTH }),
  communityAddress: Type.String({ ...NOT_BLANK, maxLength: LONG_TEXT_MAX_LENGTH }),
  street: OptionalText(),
  lga: OptionalText(),
  state: OptionalText(),
  country: OptionalText(),
  email: OptionalText(EMAIL_MAX_LENGTH),
  mobileNumber: OptionalText(PHONE_MAX_LENGTH),
  fullName: OptionalText(),
  title: OptionalText(SHORT_TEXT_MAX_LENGTH),
  pKey: OptionalText(),
  advertpage: OptionalText(LONG_TEXT_MAX_LENGTH),
  whatspplink: OptionalText(LONG_TEXT_MAX_LENGTH),
  telegramlink: OptionalText(LONG_TEXT_MAX_LENGTH),
  portal: OptionalText(LONG_TEXT_MAX_LENGTH),
  referralId: OptionalText(),
  communityType: Type.Optional(CommunityTypeNameSchema),
  bankName: OptionalText(),
  bankAccountNumber: OptionalText(BANK_ACCOUNT_NUMBER_MAX_LENGTH),
  currentPassword: Type.Optional(
    Type.String({
      maxLength: PASSWORD_TEXT_MAX_LENGTH,
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
