/**
 * No account oracle in public sign-up's timing (issue 12, finding 5): a registration whose admin
 * e-mail is in use does the same work as a new one (the password hashed, the registration
 * written and rolled back by the unique index) and answers the same, so the medians of 30
 * interleaved requests differ by less than a few milliseconds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.js';
import { build, registerCommunity, registration } from './helper.js';

const ROUNDS = 30;
const WARM_UP = 3;
const MAX_DIFFERENCE_MS = 5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return (sorted[Math.floor(middle - 0.5)]! + sorted[Math.ceil(middle - 0.5)]!) / 2;
};

describe('public sign-up timing', { timeout: 120_000 }, () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('answers an admin e-mail in use as fast as a new one', async () => {
    const { registration: first } = await registerCommunity(app);
    const times = { fresh: [] as number[], taken: [] as number[] };
    for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
      const order = round % 2 === 0 ? (['fresh', 'taken'] as const) : (['taken', 'fresh'] as const);
      for (const kind of order) {
        const payload = registration(kind === 'taken' ? { adminEmail: first.adminEmail } : {});
        const started = process.hrtime.bigint();
        const response = await app.inject({
          method: 'POST',
          url: '/api/Communities/CreateCommunity',
          payload,
        });
        const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
        expect(response.statusCode).toBe(201);
        if (round >= WARM_UP) times[kind].push(elapsedMs);
      }
    }
    const [fresh, taken] = [median(times.fresh), median(times.taken)];
    const shown = `new ${fresh.toFixed(2)} ms, in use ${taken.toFixed(2)} ms`;
    expect(Math.abs(fresh - taken), shown).toBeLessThan(MAX_DIFFERENCE_MS);
  });
});
