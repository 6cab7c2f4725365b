/**
 * Password reset by e-mailed code (issue 7): an unknown account answered exactly as a known one,
 * a confirmation that does not match, the password's length, missing fields, and a resident's
 * account setting its first password; none of their codes or passwords in the log.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import { messages } from '../../../../../src/shared/messages.js';
import { unique } from '../../../support/helper.js';
import { expectFieldsNamed, missingField } from '../../../support/field-errors.js';
import { createResident, residentRefs } from '../../../support/people-fixtures.js';
import { resetHarness } from '../../../support/reset-harness.js';
import type { TestSmtpServer } from '../../../support/smtp-fixtures.js';
import { community } from '../../../support/world/community.js';
import type { Caller } from '../../../support/world/requests.js';

describe('password reset: refusals and first passwords', () => {
  let app: App;
  let smtp: TestSmtpServer;
  let clockOffsetMs = 0;
  const harness = resetHarness(() => clockOffsetMs);
  const { secrets, account, forgot, reset, codeFor, login, newPassword, expectNoSecretInLog } =
    harness;
  let communityId: number;
  let adminCaller: Caller;

  beforeAll(async () => {
    ({ app, smtp } = await harness.start());
    ({ id: communityId, admin: adminCaller } = await community(app));
  }, 30_000);

  afterAll(() => harness.stop());

  beforeEach(() => {
    clockOffsetMs = 0;
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
    const { identifierRequired } = messages.reset;
    expect(blank.json()).toEqual(missingField(identifierRequired, 'userUniqueId'));
    const missing = await app.inject({
      method: 'POST',
      url: '/api/AuthUser/ForgotPassword',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(missingField(identifierRequired, 'userUniqueId'));

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
    expect(noCode.json()).toEqual(missingField(messages.reset.required, 'otp'));
    const blankCode = await reset({
      userUniqueId: 'a@example.ng',
      otp: ' ',
      newPassword: 'long enough',
    });
    expectFieldsNamed(blankCode.json(), messages.reset.required, ['otp']);
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

  it('never writes these codes or passwords to the log', () => {
    expect(secrets.size).toBeGreaterThan(0);
    expectNoSecretInLog();
  });
});
