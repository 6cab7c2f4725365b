/**
 * No account oracle in ForgotPassword's timing (issue 12, finding 5): a known account and an
 * unknown one are answered after the same work (the code is stored and mailed after the
 * answer), so the medians of interleaved requests differ by less than a few milliseconds. The
 * clock moves an hour per known request, so every one of them stores and mails a code; each
 * request waits until the previous one's mail has left, so that work never overlaps a
 * measurement.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.js';
import { build, registerCommunity, unique } from './helper.js';
import { startSmtpServer, type TestSmtpServer } from './smtp-fixtures.js';

const FORGOT = '/api/AuthUser/ForgotPassword';
const ROUNDS = 30;
const WARM_UP = 5;
/** Fails on the old code (a transaction before answering: ~10–30 ms) but not on noise. */
const MAX_DIFFERENCE_MS = 5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return (sorted[Math.floor(middle - 0.5)]! + sorted[Math.ceil(middle - 0.5)]!) / 2;
};

describe('ForgotPassword timing', { timeout: 120_000 }, () => {
  let app: App;
  let smtp: TestSmtpServer;
  let hoursLater = 0;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await build({
      config: {
        smtpUrl: smtp.url,
        clock: () => new Date(Date.now() + hoursLater * 60 * 60_000),
        resetThrottle: {
          maxCodeRequestsPerAccount: 1000,
          maxCodeRequestsPerAddress: 1000,
          maxFailuresPerAccount: 1000,
          maxFailuresPerAddress: 1000,
          windowMs: 60 * 60_000,
        },
      },
    });
  }, 30_000);

  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  /** Medians (ms) of interleaved requests for a known account and for unknown ones. */
  async function medians(known: string) {
    let mailed = smtp.to(known).length;
    const timed = async (userUniqueId: string) => {
      const started = process.hrtime.bigint();
      const response = await app.inject({ method: 'POST', url: FORGOT, payload: { userUniqueId } });
      const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
      expect(response.statusCode).toBe(200);
      return elapsedMs;
    };
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
      // Alternate which goes first, so a slow moment of the machine hits both alike.
      const order = round % 2 === 0 ? ['known', 'unknown'] : ['unknown', 'known'];
      for (const kind of order as ('known' | 'unknown')[]) {
        hoursLater += 1;
        const elapsed = await timed(kind === 'known' ? known : `nobody-${unique()}@example.ng`);
        if (kind === 'known') await smtp.waitFor(known, (mailed += 1));
        if (round >= WARM_UP) times[kind].push(elapsed);
      }
    }
    return { known: median(times.known), unknown: median(times.unknown) };
  }

  function expectAlike(result: { known: number; unknown: number }) {
    const shown = `known ${result.known.toFixed(2)} ms, unknown ${result.unknown.toFixed(2)} ms`;
    expect(Math.abs(result.known - result.unknown), shown).toBeLessThan(MAX_DIFFERENCE_MS);
  }

  it('answers a known account as fast as an unknown one', async () => {
    const { registration } = await registerCommunity(app);
    expectAlike(await medians(registration.adminEmail));
  });

  it('still does when storing a code is slow (a busy database)', async () => {
    const { registration } = await registerCommunity(app);
    // Every transaction takes 30 ms longer: only work done before answering would show it.
    const transaction = app.repos.transaction.bind(app.repos);
    app.repos.transaction = async (work) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return transaction(work);
    };
    try {
      expectAlike(await medians(registration.adminEmail));
    } finally {
      app.repos.transaction = transaction;
    }
  });
});
