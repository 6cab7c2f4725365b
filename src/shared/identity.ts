/**
 * How account identifiers are compared (sign-in accepts an e-mail or a phone number), written once
 * so the client and the server agree on what counts as the same account.
 */

/** E-mail addresses are compared case-insensitively: store and look them up lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Phone numbers without spaces, dashes, dots or brackets; a Nigerian international form
 * (+234 or 234 followed by 10 digits) becomes the local form (0 followed by 10 digits), so
 * `+234 801 234 5678` and `08012345678` are the same account.
 */
export function normalizePhone(phone: string): string {
  const compact = phone.trim().replace(/[\s\-.()]/g, '');
  const nigerian = /^\+?234(\d{10})$/.exec(compact);
  return nigerian ? `0${nigerian[1]}` : compact;
}

/** 7 to 15 digits, optionally after a leading +. */
export function isPhoneNumber(phone: string): boolean {
  return /^\+?\d{7,15}$/.test(normalizePhone(phone));
}

/** Sign-in identifiers with an @ are e-mail addresses; anything else is a phone number. */
export function isEmailIdentifier(identifier: string): boolean {
  return identifier.includes('@');
}
