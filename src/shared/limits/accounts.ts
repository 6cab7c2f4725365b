/** Limits of accounts: passwords, e-mail addresses, phone numbers, codes and tokens (issue 13). */

/** A password's length (decisions.md, Security). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Passwords are accepted up to a generous length by the schemas so that the rule's own message
 * (8 to 128 characters) answers a long one; the body limit bounds the rest.
 */
export const PASSWORD_TEXT_MAX_LENGTH = PASSWORD_MAX_LENGTH * 8;

/** An e-mail address (RFC 5321's longest path), and a sign-in identifier (e-mail or phone). */
export const EMAIL_MAX_LENGTH = 254;

/** A phone number as typed (spaces and dashes allowed, a leading +234 or 0). */
export const PHONE_MAX_LENGTH = 30;

/** A Nigerian phone number's digits after its `+234` or `0` (issue 16): `0803 123 4567`. */
export const NIGERIAN_PHONE_DIGITS = 10;

/** Password reset codes (decisions.md, Security): 4 characters from A–Z and 2–9. */
export const RESET_CODE_LENGTH = 4;

/** A reset code's text as sent, with room so that a wrong one is answered as wrong, not malformed. */
export const RESET_CODE_TEXT_MAX_LENGTH = 32;

/** A session token as a cookie or a bearer header carries it (base64url). */
export const SESSION_TOKEN_MIN_LENGTH = 20;
export const SESSION_TOKEN_MAX_LENGTH = 200;

/** A regular expression's source matching such a token: base64url characters of that length. */
export const SESSION_TOKEN_SOURCE = `[A-Za-z0-9_-]{${SESSION_TOKEN_MIN_LENGTH},${SESSION_TOKEN_MAX_LENGTH}}`;
