/**
 * The password-reset tests' harness (issue 7): an app on an injected clock (moved forward by the
 * tests for the 10-minute expiry and the hourly limit) whose log lines are captured, a real SMTP
 * server on loopback to read the codes from, and the shortcuts for the reset routes. Every code
 * and password used goes into `secrets`, none of which may appear in the log.
 */
import { expect } from 'vitest';
import type { App } from '../../../src/server/app.js';
import { build, registerCommunity, unique } from './helper.js';
import { resetCodeIn, startSmtpServer, type TestSmtpServer } from './smtp-fixtures.js';

export const MINUTE = 60_000;

/** The shortcuts, on the app and server `start()` makes; the clock is `clockOffsetMs()` ahead. */
export function resetHarness(clockOffsetMs: () => number) {
  let app: App;
  let smtp: TestSmtpServer;
  const logLines: string[] = [];
  /** Every secret a test used (codes, passwords): none may appear in the log. */
  const secrets = new Set<string>();

  async function start() {
    smtp = await startSmtpServer();
    app = await build({
      config: {
        smtpUrl: smtp.url,
        clock: () => new Date(Date.now() + clockOffsetMs()),
        // These tests are about each code's own limits (kept in the database); the per-account and
        // per-address request limits above them are tested in rate-limits.test.ts.
        resetThrottle: {
          maxCodeRequestsPerAccount: 1000,
          maxCodeRequestsPerAddress: 1000,
          maxFailuresPerAccount: 1000,
          maxFailuresPerAddress: 1000,
          windowMs: 60 * MINUTE,
        },
        logger: 'trace',
        logStream: { write: (line: string) => void logLines.push(line) },
      },
    });
    return { app, smtp };
  }

  async function stop() {
    await app.close();
    await smtp.close();
  }

  /** A new Admin account (its own community) with a known password. */
  async function account() {
    const { registration } = await registerCommunity(app);
    secrets.add(registration.adminPassword);
    return {
      email: registration.adminEmail,
      phone: registration.mobileNumber ?? '',
      password: registration.adminPassword,
    };
  }

  const forgot = (userUniqueId: string) =>
    app.inject({ method: 'POST', url: '/api/AuthUser/ForgotPassword', payload: { userUniqueId } });

  function reset(body: {
    userUniqueId: string;
    otp: string;
    newPassword: string;
    confirmPassword?: string;
  }) {
    if (/^[A-Z2-9]{4}$/i.test(body.otp)) secrets.add(body.otp.toUpperCase());
    if (body.newPassword.length >= 8) secrets.add(body.newPassword);
    return app.inject({
      method: 'POST',
      url: '/api/AuthUser/ResetPassword',
      payload: { confirmPassword: body.newPassword, ...body },
    });
  }

  /** Asks for a code for `email` (as `identifier`) and returns it from the e-mail that arrives. */
  async function codeFor(email: string, identifier = email): Promise<string> {
    const before = smtp.to(email).length;
    const response = await forgot(identifier);
    expect(response.statusCode, response.body).toBe(200);
    const mails = await smtp.waitFor(email, before + 1);
    const code = resetCodeIn(mails[mails.length - 1]!);
    secrets.add(code);
    return code;
  }

  const login = (userUniqueId: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/AuthUser/login',
      payload: { UserUniqueId: userUniqueId, PassWord: password },
    });

  const newPassword = () => `fresh secret ${unique()}`;

  /** The captured log holds no code (as a word) and no password of `secrets`. */
  function expectNoSecretInLog() {
    const log = logLines.join('');
    for (const secret of secrets) {
      // Codes are 4 characters: look for them as words, not inside longer text.
      const pattern =
        secret.length <= 4
          ? new RegExp(`\\b${secret}\\b`)
          : new RegExp(secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      expect(log, `the log contains ${secret.length <= 4 ? 'a code' : 'a password'}`).not.toMatch(
        pattern,
      );
    }
  }

  return {
    start,
    stop,
    logLines,
    secrets,
    account,
    forgot,
    reset,
    codeFor,
    login,
    newPassword,
    expectNoSecretInLog,
  };
}
