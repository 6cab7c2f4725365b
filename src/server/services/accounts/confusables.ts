/**
 * A look-alike "skeleton" of an e-mail address (after Unicode TS #39's idea, for the letters
 * that matter here): two addresses with the same skeleton look the same to a reader, e.g.
 * `admin@example.ng` and `аdmin@example.ng` with a Cyrillic 'а'. Migration 009 reports existing
 * accounts whose addresses share one; new addresses are refused earlier (shared/identity.ts).
 */
import { normalizeEmail } from '../../../shared/identity.js';

/** Cyrillic, Greek and other letters that render like a Latin letter or digit. */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  ь: 'b',
  г: 'r',
  п: 'n',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  γ: 'y',
  // Latin look-alikes of Latin letters and digits
  ı: 'i',
  ɡ: 'g',
  ɑ: 'a',
  ʟ: 'l',
  ℓ: 'l',
  '0': 'o',
  '1': 'l',
  '|': 'l',
};

/** Invisible characters (see shared/identity.ts), dropped from the skeleton. */
const INVISIBLE =
  /[\p{Cf}\p{Cc}\p{Z}\u115F\u1160\u3164\uFFA0\u2800]|\p{Variation_Selector}|\u034F/gu;

/**
 * The address normalised (NFKC, trimmed, lower case), without invisible characters, accents or
 * a trailing dot in the domain, every look-alike letter replaced by the letter it imitates, and
 * `rn` read as `m`.
 */
export function emailSkeleton(email: string): string {
  const plain = normalizeEmail(email)
    .replace(INVISIBLE, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\.+$/, '');
  return [...plain]
    .map((char) => LOOK_ALIKES[char] ?? char)
    .join('')
    .replace(/rn/g, 'm');
}
