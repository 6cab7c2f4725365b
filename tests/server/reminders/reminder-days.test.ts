/**
 * What is due on a day (issue 19, point 4) and what a reminder says the debt is for: billing on
 * the billing day and any later day of the month (a missed day is caught up), before the day's
 * reminder; a reminder on its own day only; the oldest unpaid item "and N more".
 */
import { describe, expect, it } from 'vitest';
import {
  dueRunKeys,
  endOfMonthText,
} from '../../../src/server/services/reminders/reminder-days.js';
import { forWhat } from '../../../src/server/services/reminders/run-reminders.js';
import type { UnpaidItem } from '../../../src/server/services/money/unpaid-items.js';

const schedule = { billingDay: 5, reminderDays: [5, 20] };

describe('runs due on a day', () => {
  it('nothing before the billing day', () => {
    expect(dueRunKeys(schedule, '2026-11-04')).toEqual([]);
  });
  it('billing first, then the reminder, when both fall on one day', () => {
    expect(dueRunKeys(schedule, '2026-11-05')).toEqual(['billing:2026-11', 'reminder:2026-11-05']);
  });
  it('billing again on later days (done once: its run row), a reminder on its day only', () => {
    expect(dueRunKeys(schedule, '2026-11-06')).toEqual(['billing:2026-11']);
    expect(dueRunKeys(schedule, '2026-11-20')).toEqual(['billing:2026-11', 'reminder:2026-11-20']);
  });
  it('shows the month’s last day as the due date', () => {
    expect(endOfMonthText('2026-11-05')).toBe('Nov-30-2026');
    expect(endOfMonthText('2028-02-05')).toBe('Feb-29-2028');
  });
});

const item = (kind: UnpaidItem['kind'], month: string): UnpaidItem => ({
  entryId: 1,
  kind,
  month,
  entryDate: `${month}-01`,
  leftKobo: 100,
  partlyPaid: false,
});

describe('what a reminder says the debt is for', () => {
  it('names one item by its kind and month', () => {
    expect(forWhat([item('charge', '2026-11')])).toBe('Monthly dues, November 2026');
  });
  it('names the oldest and counts the rest', () => {
    const items = [
      item('charge', '2026-09'),
      item('advert_fee', '2026-10'),
      item('charge', '2026-11'),
    ];
    expect(forWhat(items)).toBe('Monthly dues, September 2026 and 2 more');
  });
});
