import { describe, expect, it } from 'vitest';
import {
  daysText,
  lagosDateTime,
  lagosDaysBefore,
  lagosInstant,
  lagosMomentText,
  visitorWindowText,
} from '../../src/shared/visitor-window-text';

describe('a visitor pass window in words (Lagos time)', () => {
  it('names a one-day visit by its day and hours', () => {
    expect(
      visitorWindowText({
        validFrom: '2026-11-28T09:00:00.000Z',
        validTo: '2026-11-28T17:00:00.000Z',
      }),
    ).toBe('Sat 28 Nov 2026, 10:00 to 18:00');
  });

  it('names both days of a visit past midnight', () => {
    expect(
      visitorWindowText({
        validFrom: '2026-11-28T21:00:00.000Z',
        validTo: '2026-11-29T01:00:00.000Z',
        recurrence: null,
      }),
    ).toBe('Sat 28 Nov 2026, 22:00 to Sun 29 Nov 2026, 02:00');
  });

  it('names a recurring pass by its days, hours and last day', () => {
    expect(
      visitorWindowText({
        validFrom: '2026-11-30T06:00:00.000Z',
        validTo: '2026-11-30T15:00:00.000Z',
        recurrence: { days: [5, 1, 3], until: '2026-12-31' },
      }),
    ).toBe('Mon, Wed and Fri, 07:00 to 16:00, until 31 Dec 2026');
    expect(daysText([0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
    expect(daysText([0])).toBe('Sun');
  });

  it('turns a Lagos date and time into the instant and back', () => {
    expect(lagosInstant('2026-11-28', '00:30')).toBe('2026-11-27T23:30:00.000Z');
    expect(lagosDateTime('2026-11-27T23:30:00.000Z')).toEqual({
      date: '2026-11-28',
      time: '00:30',
    });
  });

  it("names a moment of the entry log, and a range's first day", () => {
    expect(lagosMomentText('2026-11-28T09:05:00.000Z')).toBe('Sat 28 Nov 2026, 10:05');
    expect(lagosDaysBefore('2026-03-03', 6)).toBe('2026-02-25');
  });
});
