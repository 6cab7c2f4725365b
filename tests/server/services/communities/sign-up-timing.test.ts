/**
 * No account oracle in public sign-up's timing (issue 12, finding 5): a registration whose admin
 * e-mail is in use does the same work as a new one (the password hashed, the registration
 * written and rolled back by the unique index) and answers the same, so the median difference of
 * paired requests is less than a few milliseconds (tests/server/support/timing.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import { build, registerCommunity, registration } from '../../support/helper.js';
import { pairedTiming } from '../../support/timing.js';

const ROUNDS = 40;
const WARM_UP = 3;
const MAX_DIFFERENCE_MS = 5;

describe('public sign-up timing', { timeout: 120_000 }, () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  // A busy machine can still tip one run over: a real oracle fails every try.
  it('answers an admin e-mail in use as fast as a new one', { retry: 2 }, async () => {
    const { registration: first } = await registerCommunity(app);
    const register = (overrides: Parameters<typeof registration>[0]) => async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/Communities/CreateCommunity',
        payload: registration(overrides),
      });
      expect(response.statusCode).toBe(201);
    };
    const timing = await pairedTiming(
      ROUNDS,
      WARM_UP,
      register({}),
      register({ adminEmail: first.adminEmail }),
    );
    expect(Math.abs(timing.medianDifference), timing.shown).toBeLessThan(MAX_DIFFERENCE_MS);
  });
});
