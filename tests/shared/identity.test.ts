/**
 * Identifiers normalised (issue 12, finding 4): one form for every spelling of an e-mail address,
 * and addresses that only look like another refused with a clear message on the field.
 */
import { describe, expect, it } from 'vitest';
import {
  emailCharacterProblem,
  mixesScripts,
  normalizeEmail,
  normalizeIdentifier,
} from '../../src/shared/identity.js';
import { messages } from '../../src/shared/messages.js';
import { emailProblem, isEmail } from '../../src/shared/validation.js';
import { emailSkeleton } from '../../src/server/services/accounts/confusables.js';

const INVALID = 'invalid';

describe('normalizeEmail', () => {
  it('is NFKC, trimmed and lower-cased: full-width letters become ASCII', () => {
    expect(normalizeEmail('  Ada@Example.NG ')).toBe('ada@example.ng');
    expect(normalizeEmail('ａｄａ@ｅｘａｍｐｌｅ．ｎｇ')).toBe('ada@example.ng');
    expect(normalizeIdentifier('ＡＤＡ@example.ng')).toBe('ada@example.ng');
    expect(isEmail('ａｄａ@ｅｘａｍｐｌｅ．ｎｇ')).toBe(true);
  });
});

describe('addresses that only look like another are refused', () => {
  it.each([
    ['zero-width space', 'ad\u200Ba@example.ng'],
    ['zero-width non-joiner', 'ad\u200Ca@example.ng'],
    ['zero-width joiner', 'ada@exa\u200Dmple.ng'],
    ['byte order mark', 'ad\uFEFFa@example.ng'],
    ['soft hyphen', 'a\u00ADda@example.ng'],
    ['right-to-left override', 'ada\u202E@example.ng'],
    ['left-to-right isolate', 'ada@\u2066example.ng'],
    ['no-break space inside', 'a\u00A0da@example.ng'],
    ['Hangul filler', 'a\u3164da@example.ng'],
    ['variation selector', 'ad\uFE0Fa@example.ng'],
    ['combining grapheme joiner', 'ad\u034Fa@example.ng'],
  ])('%s: invisible', (_name, email) => {
    expect(emailCharacterProblem(email)).toBe('invisible');
    expect(emailProblem(email, INVALID)).toBe(messages.identity.invisible);
    expect(isEmail(email)).toBe(false);
  });

  it('refuses a Cyrillic or Greek letter among Latin ones, in the local part or the domain', () => {
    for (const email of ['\u0430da@example.ng', 'ada@ex\u0430mple.ng', 'ad\u03b1@example.ng']) {
      expect(emailProblem(email, INVALID), email).toBe(messages.identity.mixedScript);
    }
  });

  it('accepts an address written in one script, and each domain label in its own', () => {
    expect(mixesScripts('пример')).toBe(false);
    expect(emailProblem('иван@пример.рф', INVALID)).toBeNull();
    expect(emailProblem('ivan@пример.com', INVALID)).toBeNull();
    expect(emailProblem('o.brien-2+news@example.co.uk', INVALID)).toBeNull();
  });

  it('refuses a trailing dot in the domain', () => {
    expect(emailProblem('ada@example.ng.', INVALID)).toBe(messages.identity.trailingDot);
  });

  it('answers the form message for a bad shape', () => {
    expect(emailProblem('not an address', INVALID)).toBe(INVALID);
    expect(emailProblem('ada@localhost', INVALID)).toBe(INVALID);
  });
});

describe('emailSkeleton (migration 009)', () => {
  it('folds look-alike letters, invisible characters, accents and a trailing dot', () => {
    const skeleton = emailSkeleton('admin@example.ng');
    for (const lookAlike of [
      '\u0430dmin@example.ng',
      'ad\u200Bmin@example.ng',
      'ａｄｍｉｎ@example.ng',
      'admin@example.ng.',
      'adm\u0131n@example.ng',
      'adrnin@example.ng',
    ]) {
      expect(emailSkeleton(lookAlike), lookAlike).toBe(skeleton);
    }
    expect(emailSkeleton('edmin@example.ng')).not.toBe(skeleton);
  });
});
