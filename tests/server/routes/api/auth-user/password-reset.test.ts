/**
 * Password reset by e-mailed code (issue 7; decisions.md, Security → Reset code), through a real
 * SMTP server on loopback: the code is read from the message the app sent. The app runs on an
 * injected clock (moved forward for the 10-minute expiry and the hourly limit) and its log lines
 * are captured, so the tests can check that no code or password is ever written there.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../../src/shared/messages.js';
import { RESET_CODE_ALPHABET } from '../../../../../src/shared/validation.js';
import type { App } from '../../../../../src/server/app.js';
import { bearer, build, registerCommunity, signIn, unique } from '../../../support/helper.js';
import { createResident, residentRefs } from '../../../support/people-fixtures.js';
import {
  bodyOf,
  resetCodeIn,
  startSmtpServer,
  subjectOf,
  type TestSmtpServer,
} from '../../../support/smtp-fixtures.js';
import { caller } from '../../../support/tenant-fixtures.js';

const MINUTE = 60_000;

describe('password reset', () => {
  let app: App;
  let smtp: TestSmtpServer;
  let clockOffsetMs = 0;
  const logLines: string[] = [];
  /** Every secret a test used (codes, passwords): none may appear in the log. */
  const secrets = new Set<string>();
  let communityId: number;
  let adminCaller: ReturnType<typeof caller>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await build({
      config: {
        smtpUrl: smtp.url,
        clock: () => new Date(Date.now() + clockOffsetMs),
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
    const { community, registration } = await registerCommunity(app);
    communityId = community.id;
    adminCaller = caller(
      app,
      await signIn(app, registration.adminEmail, registration.adminPassword),
    );
  }, 30_000);

  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  beforeEach(() => {
    clockOffsetMs = 0;
  });

  /** A new Admin account (its own community) with a known password. */
  async function account() {
    const { registration } = await registerCommunity(app);
    secrets.add(registration.adminPassword);
    return {
      email: registration.adminEmail,
      phone: registration.mobileNumber,
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

  it('e-mails a 4-character code naming the product and resets the password with it', async () => {
    const user = await account();
    const response = await forgot(user.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.reset.codeSent });

    const [mail] = await smtp.waitFor(user.email);
    expect(subjectOf(mail!)).toBe(messages.reset.mailSubject);
    expect(subjectOf(mail!)).toContain('Neighbourly');
    const code = resetCodeIn(mail!);
    secrets.add(code);
    expect(code).toMatch(new RegExp(`^[${RESET_CODE_ALPHABET}]{4}$`));
    expect(bodyOf(mail!)).toContain('Neighbourly');
    expect(bodyOf(mail!)).toContain('10 minutes');

    const password = newPassword();
    const done = await reset({
      userUniqueId: user.email,
      otp: code.toLowerCase(),
      newPassword: password,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: messages.reset.success });
    expect((await login(user.email, password)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
  });

  it('stores only a salted hash of the code', async () => {
    const user = await account();
    const code = await codeFor(user.email);
    const rows = await app.db.selectFrom('passwordResetCodes').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(code);
    const salts = rows.map((row) => row.salt);
    expect(new Set(salts).size).toBe(salts.length);
  });

  it('accepts the phone number, in local or +234 form, as the username', async () => {
    const user = await account();
    const international = `+234${user.phone.slice(1)}`;
    const code = await codeFor(user.email, international);
    const password = newPassword();
    const done = await reset({ userUniqueId: user.phone, otp: code, newPassword: password });
    expect(done.statusCode, done.body).toBe(200);
    expect((await login(user.phone, password)).statusCode).toBe(200);
  });

  it('ends every session of the account', async () => {
    const user = await account();
    const first = await signIn(app, user.email, user.password);
    const second = await signIn(app, user.email, user.password);
    const code = await codeFor(user.email);
    expect(
      (await reset({ userUniqueId: user.email, otp: code, newPassword: newPassword() })).statusCode,
    ).toBe(200);
    for (const token of [first, second]) {
      const me = await app.inject({ url: '/api/AuthUser/me', headers: bearer(token) });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({ message: messages.auth.sessionEnded });
    }
  });

  it('uses a code once', async () => {
    const user = await account();
    const code = await codeFor(user.email);
    expect(
      (await reset({ userUniqueId: user.email, otp: code, newPassword: newPassword() })).statusCode,
    ).toBe(200);
    const again = await reset({ userUniqueId: user.email, otp: code, newPassword: newPassword() });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: messages.reset.invalidCode });
  });

  it('keeps a code for 10 minutes and no longer', async () => {
    const user = await account();
    const code = await codeFor(user.email);
    clockOffsetMs = 10 * MINUTE + 1000;
    const late = await reset({ userUniqueId: user.email, otp: code, newPassword: newPassword() });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: messages.reset.invalidCode });

    clockOffsetMs = 0;
    const next = await codeFor(user.email);
    clockOffsetMs = 9 * MINUTE + 50_000;
    const password = newPassword();
    const inTime = await reset({ userUniqueId: user.email, otp: next, newPassword: password });
    expect(inTime.statusCode, inTime.body).toBe(200);
    expect((await login(user.email, password)).statusCode).toBe(200);
  });

  /** A code of the alphabet that is not `code`. */
  const wrongCode = (code: string) => (code === 'AAAA' ? 'BBBB' : 'AAAA');

  it('allows five tries: after five wrong codes the right one no longer works', async () => {
    const user = await account();
    const code = await codeFor(user.email);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await reset({
        userUniqueId: user.email,
        otp: wrongCode(code),
        newPassword: newPassword(),
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: messages.reset.invalidCode });
    }
    const right = await reset({ userUniqueId: user.email, otp: code, newPassword: newPassword() });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ message: messages.reset.invalidCode });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('accepts the right code on the fifth try', async () => {
    const user = await account();
    const code = await codeFor(user.email);
    for (let i = 0; i < 4; i += 1) {
      const wrong = await reset({
        userUniqueId: user.email,
        otp: wrongCode(code),
        newPassword: newPassword(),
      });
      expect(wrong.statusCode).toBe(400);
    }
    const right = await reset({ userUniqueId: user.email, otp: code, newPassword: newPassword() });
    expect(right.statusCode, right.body).toBe(200);
  });

  it('counts concurrent tries too: at most five checks per code', async () => {
    const user = await account();
    const code = await codeFor(user.email);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () =>
        reset({ userUniqueId: user.email, otp: wrongCode(code), newPassword: newPassword() }),
      ),
    );
    expect(guesses.every((response) => response.statusCode === 400)).toBe(true);
    const row = await app.db
      .selectFrom('passwordResetCodes')
      .innerJoin('users', 'users.id', 'passwordResetCodes.userId')
      .select(['passwordResetCodes.attempts', 'passwordResetCodes.endedAt'])
      .where('users.email', '=', user.email)
      .orderBy('passwordResetCodes.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect(row.endedAt).not.toBeNull();
    const right = await reset({ userUniqueId: user.email, otp: code, newPassword: newPassword() });
    expect(right.statusCode).toBe(400);
  });

  it('voids the old code when a new one is sent', async () => {
    const user = await account();
    const first = await codeFor(user.email);
    const second = await codeFor(user.email);
    if (first !== second) {
      const old = await reset({ userUniqueId: user.email, otp: first, newPassword: newPassword() });
      expect(old.statusCode).toBe(400);
      expect(old.json()).toEqual({ message: messages.reset.invalidCode });
    }
    const current = await reset({
      userUniqueId: user.email,
      otp: second,
      newPassword: newPassword(),
    });
    expect(current.statusCode, current.body).toBe(200);
  });

  it('sends at most five codes an hour per account, answering the same', async () => {
    const user = await account();
    const answers = [];
    for (let i = 0; i < 7; i += 1) answers.push(await forgot(user.email));
    expect(answers.map((response) => response.statusCode)).toEqual(Array(7).fill(200));
    expect(new Set(answers.map((response) => response.body)).size).toBe(1);
    await smtp.waitFor(user.email, 5);
    // Give a sixth e-mail, if one were on its way, the time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.to(user.email)).toHaveLength(5);

    clockOffsetMs = 61 * MINUTE;
    const code = await codeFor(user.email);
    expect(smtp.to(user.email)).toHaveLength(6);
    const done = await reset({ userUniqueId: user.email, otp: code, newPassword: newPassword() });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('answers an unknown account exactly as a known one, sends nothing and stores nothing', async () => {
    const user = await account();
    const unknown = `nobody-${unique()}@example.ng`;
    const codesBefore = await app.db
      .selectFrom('passwordResetCodes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const time = async (identifier: string) => {
      const started = process.hrtime.bigint();
      const response = await forgot(identifier);
      return { response, ms: Number(process.hrtime.bigint() - started) / 1e6 };
    };
    const known = [];
    const missing = [];
    for (let i = 0; i < 4; i += 1) {
      known.push(await time(user.email));
      missing.push(await time(unknown));
    }
    for (const { response } of [...known, ...missing]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(known[0]!.response.body);
      expect(response.headers['content-type']).toBe(known[0]!.response.headers['content-type']);
    }
    // The e-mail leaves after the answer, so neither answer waits for the mail server.
    const average = (runs: { ms: number }[]) =>
      runs.reduce((sum, run) => sum + run.ms, 0) / runs.length;
    expect(Math.abs(average(known) - average(missing))).toBeLessThan(50);

    await smtp.waitFor(user.email, 4);
    expect(smtp.to(unknown)).toHaveLength(0);
    const codesAfter = await app.db
      .selectFrom('passwordResetCodes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(codesAfter.count) - Number(codesBefore.count)).toBe(4);

    const wrong = await reset({ userUniqueId: unknown, otp: 'ABCD', newPassword: newPassword() });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: messages.reset.invalidCode });
  });

  it('refuses a confirmation that does not match, keeping the code', async () => {
    const user = await account();
    const code = await codeFor(user.email);
    const password = newPassword();
    const mismatch = await reset({
      userUniqueId: user.email,
      otp: code,
      newPassword: password,
      confirmPassword: `${password}!`,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ message: messages.reset.mismatch });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    const matching = await reset({ userUniqueId: user.email, otp: code, newPassword: password });
    expect(matching.statusCode, matching.body).toBe(200);
  });

  it('requires 8 to 128 characters', async () => {
    const user = await account();
    const code = await codeFor(user.email);
    const rule = { message: 'Password must be 8 to 128 characters long' };
    for (const password of ['short77', 'x'.repeat(129)]) {
      const refused = await reset({ userUniqueId: user.email, otp: code, newPassword: password });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(rule);
    }
    const longest = 'y'.repeat(128);
    expect(
      (await reset({ userUniqueId: user.email, otp: code, newPassword: longest })).statusCode,
    ).toBe(200);
    expect((await login(user.email, longest)).statusCode).toBe(200);

    const next = await codeFor(user.email);
    const shortest = 'z'.repeat(8);
    expect(
      (await reset({ userUniqueId: user.email, otp: next, newPassword: shortest })).statusCode,
    ).toBe(200);
    expect((await login(user.email, shortest)).statusCode).toBe(200);
  });

  it('asks for the missing fields', async () => {
    const blank = await forgot('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: messages.reset.identifierRequired });
    const missing = await app.inject({
      method: 'POST',
      url: '/api/AuthUser/ForgotPassword',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: messages.reset.identifierRequired });

    const noCode = await app.inject({
      method: 'POST',
      url: '/api/AuthUser/ResetPassword',
      payload: {
        userUniqueId: 'a@example.ng',
        newPassword: 'long enough',
        confirmPassword: 'long enough',
      },
    });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toEqual({ message: messages.reset.required });
    const blankCode = await reset({
      userUniqueId: 'a@example.ng',
      otp: ' ',
      newPassword: 'long enough',
    });
    expect(blankCode.json()).toEqual({ message: messages.reset.required });
  });

  it("lets a resident's account without a password set its first one", async () => {
    const refs = await residentRefs(adminCaller);
    const resident = await createResident(app, communityId, refs);
    expect(resident.password).toBeNull();
    const code = await codeFor(resident.email, resident.mobileNumber ?? resident.email);
    const password = newPassword();
    const done = await reset({ userUniqueId: resident.email, otp: code, newPassword: password });
    expect(done.statusCode, done.body).toBe(200);
    const signedIn = await login(resident.email, password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ roleName: 'Member', residentId: resident.residentId });
  });

  it('never writes a code or a password to the log', async () => {
    // Runs last: every code and password the tests above used is in `secrets`.
    const user = await account();
    const code = await codeFor(user.email);
    const password = newPassword();
    await reset({ userUniqueId: user.email, otp: code, newPassword: password });
    await login(user.email, password);
    // Let the last delivery's log line land.
    await new Promise((resolve) => setTimeout(resolve, 100));

    const log = logLines.join('');
    // The capture works: the app's own lines about these requests are there.
    expect(log).toContain('Password reset code issued');
    expect(log).toContain('Mail sent');
    expect(log).toContain('/api/AuthUser/ResetPassword');
    expect(secrets.size).toBeGreaterThan(20);
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
  });
});
