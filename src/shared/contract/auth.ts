/**
 * Signing in and the accounts (issues 3 and 7): the sign-in form and answer, the session's user,
 * password reset by e-mailed code, the signed-in user's profile and password change, and an
 * Admin's bank details.
 */
import { Type, type Static } from 'typebox';
import {
  BANK_ACCOUNT_NUMBER_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TEXT_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  RESET_CODE_TEXT_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '../limits/index.js';
import { Nullable } from './common.js';
import { BANK_ACCOUNT_NUMBER_TEXT_PATTERN, NOT_BLANK, notBlank } from './text-rules.js';

/** Sign-in form (spec: form data UserUniqueId, PassWord). */
export const LoginSchema = Type.Object({
  UserUniqueId: notBlank(Type.String({ description: 'E-mail (any case) or phone number' })),
  PassWord: Type.String(NOT_BLANK),
});

/** The signed-in user without the token (`GET /api/AuthUser/me`). */
export const SessionUserSchema = Type.Object({
  id: Type.Integer(),
  fullName: Type.String(),
  email: Nullable(Type.String()),
  mobileNumber: Nullable(Type.String()),
  roleName: Type.String(),
  communityId: Nullable(Type.Integer()),
  communityName: Nullable(Type.String()),
  residentId: Nullable(
    Type.Integer({
      description: "The user's own resident record (`GET /api/Residents/{residentId}`), or null",
    }),
  ),
});
export type SessionUser = Static<typeof SessionUserSchema>;

/**
 * The login response, kept whole as the signed-in user; the browser app stores it without
 * `authToken`, its session being the HttpOnly cookie the same answer sets (issue 12).
 */
export const SignedInUserSchema = Type.Object({
  ...SessionUserSchema.properties,
  authToken: Type.String({
    description:
      'For API clients: send as `Authorization: Bearer <authToken>` (no CSRF header needed). ' +
      'The answer also sets the HttpOnly session cookie and the readable CSRF cookie the ' +
      'browser app uses (writes echo the CSRF cookie in `X-CSRF-Token`)',
  }),
});
export type SignedInUser = Static<typeof SignedInUserSchema>;

/**
 * Passwords are accepted up to a generous length here (PASSWORD_TEXT_MAX_LENGTH) so that the
 * rule's own message (8 to 128 characters, src/shared/validation.ts) answers a long one.
 */
const PASSWORD_RULE = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`;

const PasswordText = (description: string) =>
  Type.String({ maxLength: PASSWORD_TEXT_MAX_LENGTH, description });

const Identifier = Type.String({
  ...NOT_BLANK,
  maxLength: EMAIL_MAX_LENGTH,
  description: 'E-mail (any case) or phone number, as at sign-in',
});

export const ForgotPasswordSchema = Type.Object({ userUniqueId: Identifier });

export const ResetPasswordSchema = Type.Object({
  userUniqueId: Identifier,
  otp: Type.String({
    ...NOT_BLANK,
    maxLength: RESET_CODE_TEXT_MAX_LENGTH,
    description: 'The 4-character code from the e-mail',
  }),
  newPassword: notBlank(PasswordText(PASSWORD_RULE)),
  confirmPassword: notBlank(PasswordText('Must equal newPassword')),
});
export type ResetPasswordBody = Static<typeof ResetPasswordSchema>;

export const ProfileSchema = Type.Object({
  ...SessionUserSchema.properties,
  title: Type.String(),
});
/** `GET /api/AuthUser/Profile` */
export type Profile = Static<typeof ProfileSchema>;

export const UpdateProfileSchema = Type.Object({
  fullName: Type.String({ ...NOT_BLANK, maxLength: TEXT_MAX_LENGTH }),
  title: Type.Optional(Type.String({ maxLength: SHORT_TEXT_MAX_LENGTH })),
  email: Type.String({ ...NOT_BLANK, maxLength: EMAIL_MAX_LENGTH }),
  mobileNumber: Type.Optional(
    Type.Union([Type.String({ maxLength: PHONE_MAX_LENGTH }), Type.Null()], {
      description: 'Required for a resident’s account; others may leave it empty',
    }),
  ),
});
export type UpdateProfileBody = Static<typeof UpdateProfileSchema>;

export const ChangePasswordSchema = Type.Object({
  currentPassword: { ...PasswordText('The password the account signs in with now'), minLength: 1 },
  newPassword: notBlank(PasswordText(PASSWORD_RULE)),
});

export const BankDetailsSchema = Type.Object({
  bankName: Type.String({ maxLength: TEXT_MAX_LENGTH }),
  bankAccountNumber: Type.String({
    maxLength: BANK_ACCOUNT_NUMBER_MAX_LENGTH,
    pattern: BANK_ACCOUNT_NUMBER_TEXT_PATTERN,
    description: 'A NUBAN: exactly 10 digits; empty for no bank details',
  }),
  currentPassword: PasswordText('The Admin’s password, again: bank details redirect money'),
});
