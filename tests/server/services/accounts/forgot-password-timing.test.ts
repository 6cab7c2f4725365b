/**
 * No account oracle in ForgotPassword's timing (issue 12, finding 5): a known account and an
 * unknown one are answered after the same work (the code is stored and mailed after the
 * answer), so the median difference of paired requests (tests/server/support/timing.ts) is less than a
 * few milliseconds. The clock moves an hour per request, so every known one stores and mails a
 * code; each request waits until the previous one's work after the answer is done, so that work
 * never overlaps a measurement.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import { build, registerCommunity, unique } from '../../support/helper.js';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp-fixtures.js';
import { pairedTiming, type PairedTiming } from '../../support/timing.js';

const FORGOT = '/api/AuthUser/ForgotPassword';
const ROUNDS = 40;
const WARM_UP = 5;
/** Fails on the old code (a transaction before answering: ~10–30 ms) but not on noise. */
const MAX_DIFFERENCE_MS = 5;

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

  /** Known and unknown accounts' requests, paired; each known one stores and mails a code. */
  async function pairedRequests(known: string) {
    const ask = (userUniqueId: () => string) => async () => {
      hoursLater += 1;
      const payload = { userUniqueId: userUniqueId() };
      const response = await app.inject({ method: 'POST', url: FORGOT, payload });
      expect(response.statusCode).toBe(200);
    };
    return pairedTiming(
      ROUNDS,
      WARM_UP,
      ask(() => `nobody-${unique()}@example.ng`),
      ask(() => known),
      // The code stored and mailed after the answer must not overlap the next measurement.
      () => app.afterAnswer.idle(),
    );
  }

  function expectAlike(timing: PairedTiming) {
    expect(Math.abs(timing.medianDifference), timing.shown).toBeLessThan(MAX_DIFFERENCE_MS);
  }

  // A busy machine can still tip one run over: a real oracle fails every try.
  it('answers a known account as fast as an unknown one', { retry: 2 }, async () => {
    const { registration } = await registerCommunity(app);
    expectAlike(await pairedRequests(registration.adminEmail));
  });

  it('still does when storing a code is slow (a busy database)', { retry: 2 }, async () => {
    const { registration } = await registerCommunity(app);
    // Every transaction takes 30 ms longer: only work done before answering would show it.
    const transaction = app.repos.transaction.bind(app.repos);
    app.repos.transaction = async (work) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return transaction(work);
    };
    try {
      expectAlike(await pairedRequests(registration.adminEmail));
    } finally {
      app.repos.transaction = transaction;
    }
  });
});
