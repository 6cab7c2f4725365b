/**
 * Editing communities (issue 3 contract, Communities): `PUT /api/Communities` takes JSON or
 * multipart, with camelCase or PascalCase keys (`CommunityName`), so the body is brought to
 * camelCase before it is validated.
 */
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { CommunityTypeNameSchema } from './communities.js';
import { IdSchema } from './common.js';

const OptionalText = (maxLength = 200) => Type.Optional(Type.String({ maxLength }));

export const UpdateCommunitySchema = Type.Object({
  id: IdSchema,
  dateOfReg: Type.Optional(Type.String({ description: 'Ignored: the registration date stays' })),
  communityName: Type.String({ maxLength: 200 }),
  communityAddress: Type.String({ maxLength: 500 }),
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

const WHOLE_NUMBER = /^\s*\d+\s*$/;

/**
 * preValidation hook: `CommunityName` → `communityName`, `Id`/`ID` → `id` (a camelCase key wins
 * over its PascalCase twin), and a form's id text → a number.
 */
export async function camelCaseCommunityBody(request: FastifyRequest): Promise<void> {
  const { body } = request;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const name = key.toLowerCase() === 'id' ? 'id' : key.charAt(0).toLowerCase() + key.slice(1);
    if (!(name in fields) || key === name) fields[name] = value;
  }
  if (typeof fields.id === 'string' && WHOLE_NUMBER.test(fields.id)) {
    fields.id = Number(fields.id);
  }
  request.body = fields;
}
