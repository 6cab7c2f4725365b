/**
 * Amounts in words on receipts (issue 18), and text as the receipt's font can show it: British
 * English ("one hundred and five"), kobo after "and", up to the money cap.
 */
import { describe, expect, it } from 'vitest';
import { nairaInWords, numberInWords } from '../../../../src/server/services/money/naira-words.js';
import { nairaFigures, printable } from '../../../../src/server/services/money/receipt-pdf.js';

describe('amounts in words', () => {
  it.each([
    [1_500_000, 'Fifteen thousand naira only'],
    [1_500_050, 'Fifteen thousand naira and fifty kobo only'],
    [10_500, 'One hundred and five naira only'],
    [100_100, 'One thousand and one naira only'],
    [2_000_000_001, 'Twenty million naira and one kobo only'],
    [
      12_345_678,
      'One hundred and twenty-three thousand four hundred and fifty-six naira and seventy-eight kobo only',
    ],
    [50, 'Fifty kobo only'],
    [100_000_000_000, 'One billion naira only'],
  ])('%i kobo: %s', (kobo, words) => {
    expect(nairaInWords(kobo)).toBe(words);
  });

  it('refuses what is no whole number in range', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
    expect(() => numberInWords(1e12)).toThrow(RangeError);
    expect(numberInWords(0)).toBe('zero');
    expect(numberInWords(90)).toBe('ninety');
  });

  it('writes figures with the ISO code and keeps only letters Helvetica has', () => {
    expect(nairaFigures(1_500_050)).toBe('NGN 15,000.50');
    expect(nairaFigures(100_000_000_000)).toBe('NGN 1,000,000,000.00');
    expect(printable('Adébáyọ̀ Ọlọ́run — ₦5')).toBe('Adébáyo Olorun — NGN5');
    expect(printable('Ṣẹ́gun 日')).toBe('Segun ?');
  });
});
