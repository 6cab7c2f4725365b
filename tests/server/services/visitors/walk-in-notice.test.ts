/**
 * The words of a walk-in's notice to the resident visited (issue 21): the time in Lagos, and the
 * day too when the walk-in was kept offline and arrives on a later day.
 */
import { describe, expect, it } from 'vitest';
import { walkInNotice } from '../../../../src/server/services/visitors/walk-ins.js';

describe("a walk-in's notice", () => {
  it('says the time alone on the day it happened, in Lagos', () => {
    const at = new Date('2026-11-28T09:05:00Z');
    const now = new Date('2026-11-28T10:00:00Z');
    expect(walkInNotice('Emeka Obi', 'Musa Abubakar', at, now)).toEqual({
      title: 'Visitor at the gate: Emeka Obi',
      body: 'Emeka Obi came to the gate at 10:05 to visit you and was let in by Musa Abubakar.',
    });
  });

  it('names the day when it arrives on a later day (an offline walk-in)', () => {
    const at = new Date('2026-11-27T19:30:00Z');
    const now = new Date('2026-11-28T06:00:00Z');
    expect(walkInNotice('Emeka Obi', 'Musa Abubakar', at, now).body).toBe(
      'Emeka Obi came to the gate at Fri 27 Nov 2026, 20:30 to visit you and was let in by Musa Abubakar.',
    );
  });
});
