import { Type } from 'typebox';
import { Nullable } from './common.js';

/** Sign-in form (spec: form data UserUniqueId, PassWord). */
export const LoginSchema = Type.Object({
  UserUniqueId: Type.String({ description: 'E-mail (any case) or phone number' }),
  PassWord: Type.String(),
});

/** The signed-in user without the token (src/shared/api-types.ts SessionUser). */
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

/**
 * The login response (src/shared/api-types.ts SignedInUser); the browser app stores it without
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
