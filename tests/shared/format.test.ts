import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  canGoPrevious,
  formatDate,
  formatDateTime,
  formatNaira,
  isoDate,
  koboToNaira,
  nairaToKobo,
  rangeLabel,
} from '../../src/shared/format';

describe('range label and paging (spec section 9)', () => {
  it('labels pages as start - end of total', () => {
    expect(rangeLabel(1, 25)).toBe('1 - 10 of 25');
    expect(rangeLabel(3, 25)).toBe('21 - 25 of 25');
    expect(rangeLabel(1, 0)).toBe('0 - 0 of 0');
  });

  it('allows next only while page*10 < total and previous only above page 1', () => {
    expect(canGoNext(1, 10)).toBe(false);
    expect(canGoNext(1, 11)).toBe(true);
    expect(canGoNext(2, 20)).toBe(false);
    expect(canGoPrevious(1)).toBe(false);
    expect(canGoPrevious(2)).toBe(true);
  });
});

describe('dates and money', () => {
  it('shows dates as Mon-DD-YYYY', () => {
    expect(formatDate('2026-11-21T10:00:00.000Z')).toBe('Nov-21-2026');
    expect(formatDate('2024-01-05')).toBe('Jan-05-2024');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it("writes the CSV exports' dates as YYYY-MM-DD (UTC day of a timestamp)", () => {
    expect(isoDate('2024-01-05')).toBe('2024-01-05');
    expect(isoDate('2026-11-21T23:30:00.000Z')).toBe('2026-11-21');
    expect(isoDate(new Date(Date.UTC(2026, 0, 2, 5)))).toBe('2026-01-02');
    expect(isoDate('')).toBe('');
    expect(isoDate(null)).toBe('');
    expect(isoDate('not a date')).toBe('');
  });

  it('shows audit times as Mon-DD-YYYY HH:MM:SS UTC', () => {
    expect(formatDateTime('2026-11-21T23:05:09.123Z')).toBe('Nov-21-2026 23:05:09 UTC');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('formats naira in the en-NG locale', () => {
    expect(formatNaira(1234.5)).toMatch(/^(NGN|₦)\s?1,234\.50$/);
  });

  it('converts between naira and integer kobo without rounding money silently', () => {
    expect(nairaToKobo(1234.56)).toBe(123456);
    expect(nairaToKobo(0.1 + 0.2)).toBe(30);
    expect(nairaToKobo(10.005)).toBeNull();
    expect(nairaToKobo(999_999_999.99)).toBe(99_999_999_999);
    expect(nairaToKobo(999_999_999.995)).toBeNull();
    // Every two-decimal amount up to the cap, read as a number, is its exact kobo.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (kobo) => {
        const text = `${Math.floor(kobo / 100)}.${String(kobo % 100).padStart(2, '0')}`;
        expect(nairaToKobo(Number(text))).toBe(kobo);
      }),
      { numRuns: 20_000 },
    );
    expect(nairaToKobo(Number.NaN)).toBeNull();
    expect(koboToNaira(123456)).toBe(1234.56);
  });
});
