/**
 * How account identifiers are compared (sign-in accepts an e-mail or a phone number), written once
 * so the client and the server agree on what counts as the same account, and which e-mail
 * addresses are refused because they only look like another one (issue 12, finding 4).
 */

/**
 * E-mail addresses are compared in one form: NFKC (full-width and other compatibility letters
 * become their plain form, so `ａｄｍｉｎ@` is `admin@`), trimmed and lower-cased. Store and look
 * them up in this form.
 */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

/**
 * Characters that show nothing (or only change direction) but make two addresses differ: format
 * characters (zero-width space, joiners, BOM, soft hyphen, bidi controls, tags), controls, any
 * space but the plain one inside the address (that one is simply a bad shape), and letters that render blank (combining grapheme joiner, Hangul
 * fillers, variation selectors, Mongolian selectors, the braille blank).
 */
const INVISIBLE =
  /[\p{Cf}\p{Cc}\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\u115F\u1160\u3164\uFFA0\u2800]|\p{Variation_Selector}|\u034F/u;

/** The script a letter belongs to, for the mixed-script rule; null for digits and punctuation. */
const SCRIPTS: readonly [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  // Japanese, Chinese and Korean writing mixes these on purpose: one group.
  [
    'CJK',
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u,
  ],
];

/** Letters of the scripts not listed count as one 'other' script (digits, marks: none). */
function scriptOf(char: string): string | null {
  if (!/\p{L}/u.test(char)) return null;
  return SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'other';
}

/** True when the letters of `text` come from more than one script (e.g. a Cyrillic 'а' in Latin). */
export function mixesScripts(text: string): boolean {
  const seen = new Set<string>();
  for (const char of text) {
    const script = scriptOf(char);
    if (script) seen.add(script);
    if (seen.size > 1) return true;
  }
  return false;
}

export type EmailCharacterProblem = 'invisible' | 'mixedScript' | 'trailingDot';

/**
 * Why an e-mail address would only look like another, or null: invisible characters, a local part
 * or a domain label mixing scripts (each domain label may have its own script, as browsers
 * allow), or a domain ending with a dot (`example.com.` is `example.com` to mail servers).
 */
export function emailCharacterProblem(email: string): EmailCharacterProblem | null {
  const normalized = normalizeEmail(email);
  // Before NFKC too: it turns some of them (a no-break space) into plain characters.
  if (INVISIBLE.test(email.trim()) || INVISIBLE.test(normalized)) return 'invisible';
  const at = normalized.lastIndexOf('@');
  const local = normalized.slice(0, Math.max(0, at));
  const domain = normalized.slice(at + 1);
  if (domain.endsWith('.')) return 'trailingDot';
  if (mixesScripts(local) || domain.split('.').some(mixesScripts)) return 'mixedScript';
  return null;
}

/**
 * Phone numbers without spaces, dashes, dots or brackets; a Nigerian international form
 * (+234 or 234 followed by 10 digits) becomes the local form (0 followed by 10 digits), so
 * `+234 801 234 5678` and `08012345678` are the same account. New numbers must be Nigerian
 * (phone.ts: the stored form is this one); sign-in looks up older ones in this form too.
 */
export function normalizePhone(phone: string): string {
  const compact = phone.trim().replace(/[\s\-.()]/g, '');
  const nigerian = /^\+?234(\d{10})$/.exec(compact);
  return nigerian ? `0${nigerian[1]}` : compact;
}

/** Sign-in identifiers with an @ are e-mail addresses; anything else is a phone number. */
export function isEmailIdentifier(identifier: string): boolean {
  return identifier.includes('@');
}

/** The form in which an identifier (e-mail or phone) is stored, for lookups and throttling. */
export function normalizeIdentifier(identifier: string): string {
  return isEmailIdentifier(identifier) ? normalizeEmail(identifier) : normalizePhone(identifier);
}
