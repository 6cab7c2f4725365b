/**
 * Password reset by e-mailed code (issue 7; decisions.md, Security → Reset code), through a real
 * SMTP server on loopback: the code is read from the message the app sent; it is single-use, kept
 * for 10 minutes, allows five tries and is voided by a newer one; at most five codes an hour; and
 * no code or password is ever written to the log (support/reset-harness.ts). Refusals and first
 * passwords: password-reset-refusals.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import { messages } from '../../../../../src/shared/messages.js';
import { RESET_CODE_ALPHABET } from '../../../../../src/shared/validation.js';
import { bearer, signIn } from '../../../support/helper.js';
import { MINUTE, resetHarness } from '../../../support/reset-harness.js';
import {
  bodyOf,
  resetCodeIn,
  subjectOf,
  type TestSmtpServer,
} from '../../../support/smtp-fixtures.js';

describe('password reset', () => {
  let app: App;
  let smtp: TestSmtpServer;
  let clockOffsetMs = 0;
  const harness = resetHarness(() => clockOffsetMs);
  const {
    logLines,
    secrets,
    account,
    forgot,
    reset,
    codeFor,
    login,
    newPassword,
    expectNoSecretInLog,
  } = harness;

  beforeAll(async () => {
    ({ app, smtp } = await harness.start());
  }, 30_000);

  afterAll(() => harness.stop());

  beforeEach(() => {
    clockOffsetMs = 0;
  });

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
    expectNoSecretInLog();
  });
});
