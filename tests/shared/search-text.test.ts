import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseSearchText } from '../../src/shared/search-text';

describe('normaliseSearchText (issue 16)', () => {
  it('drops case, accents, tone marks and the dots below of ẹ, ọ and ṣ', () => {
    expect(normaliseSearchText('Adéyẹmí')).toBe('adeyemi');
    expect(normaliseSearchText('ADÉYẸMÍ')).toBe('adeyemi');
    expect(normaliseSearchText('Ọ̀ṣun')).toBe('osun');
    expect(normaliseSearchText('ṢỌLÁ Bánkọ́lé')).toBe('sola bankole');
    // Tones written as separate combining marks, as some keyboards type them.
    expect(normaliseSearchText('O\u0323\u0300s\u0323un')).toBe('osun');
    expect(normaliseSearchText('Nnamdi Azikiwe')).toBe('nnamdi azikiwe');
  });

  it('maps letters NFD leaves whole to the plain letter typed for them', () => {
    expect(normaliseSearchText('Ɓala Ɗanjuma ƙasa Ƴar')).toBe('bala danjuma kasa yar');
    expect(normaliseSearchText('Øyvind Łódź İstanbul')).toBe('oyvind lodz istanbul');
    expect(normaliseSearchText('ΟΔΟΣ')).toBe(normaliseSearchText('οδοσ'));
  });

  it('leaves digits, punctuation and spacing as they are', () => {
    expect(normaliseSearchText('12, Ọbáfẹ́mi Awólọ́wọ̀ Way – LL-001 %_\\')).toBe(
      '12, obafemi awolowo way – ll-001 %_\\',
    );
  });

  it('is idempotent, and the search text of a concatenation is the concatenation of theirs', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        const once = normaliseSearchText(a);
        expect(normaliseSearchText(once)).toBe(once);
        expect(normaliseSearchText(a + b)).toBe(normaliseSearchText(a) + normaliseSearchText(b));
      }),
    );
  });
});
