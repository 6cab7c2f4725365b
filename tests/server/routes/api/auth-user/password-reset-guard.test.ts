/**
 * The reset code's five tries held by the database itself (issue 20, 6a): a try is counted by one
 * guarded UPDATE (`attempts < 5`), so even a code whose row was NOT ended by its fifth failure (a
 * crash between the try and the ending, or tries racing past it) takes no sixth try, and tries
 * sent at once never push the count past five. The rows are set up directly in the database;
 * the ordinary five tries through the API are in password-reset.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import { messages } from '../../../../../src/shared/messages.js';
import { resetHarness } from '../../../support/reset-harness.js';

describe("the reset code's guard on its five tries", { timeout: 60_000 }, () => {
  let app: App;
  const harness = resetHarness(() => 0);
  const { account, reset, codeFor, login, newPassword } = harness;

  beforeAll(async () => {
    ({ app } = await harness.start());
  }, 30_000);

  afterAll(() => harness.stop());

  /** The account's newest code row. */
  const codeRow = (email: string) =>
    app.db
      .selectFrom('passwordResetCodes')
      .innerJoin('users', 'users.id', 'passwordResetCodes.userId')
      .select([
        'passwordResetCodes.id',
        'passwordResetCodes.attempts',
        'passwordResetCodes.endedAt',
      ])
      .where('users.email', '=', email)
      .orderBy('passwordResetCodes.id', 'desc')
      .executeTakeFirstOrThrow();

  /** A live code for a new account, its row moved to `attempts` tries made and not ended. */
  async function codeWithTriesMade(attempts: number) {
    const user = await account();
    const code = await codeFor(user.email);
    const { id } = await codeRow(user.email);
    await app.db
      .updateTable('passwordResetCodes')
      .set({ attempts, endedAt: null })
      .where('id', '=', id)
      .execute();
    return { user, code };
  }

  const tryCode = (email: string, otp: string) =>
    reset({ userUniqueId: email, otp, newPassword: newPassword() });

  it('refuses the right code of a code left open after its fifth try', async () => {
    const { user, code } = await codeWithTriesMade(5);
    const right = await tryCode(user.email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ message: messages.reset.invalidCode });
    expect(await codeRow(user.email)).toMatchObject({ attempts: 5, endedAt: null });
    // The password did not change.
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses all of 10 right codes sent at once to such a code, counting none', async () => {
    const { user, code } = await codeWithTriesMade(5);
    const tries = await Promise.all(Array.from({ length: 10 }, () => tryCode(user.email, code)));
    expect(tries.map((response) => response.statusCode)).toEqual(Array<number>(10).fill(400));
    expect((await codeRow(user.email)).attempts).toBe(5);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('lets exactly one of 10 tries sent at once through when one try is left', async () => {
    const { user, code } = await codeWithTriesMade(4);
    const tries = await Promise.all(Array.from({ length: 10 }, () => tryCode(user.email, code)));
    expect(tries.map((response) => response.statusCode).sort()).toEqual([
      200,
      ...Array<number>(9).fill(400),
    ]);
    expect((await codeRow(user.email)).attempts).toBe(5);
  });

  it('never counts past five when wrong codes race past the fourth try', async () => {
    const { user, code } = await codeWithTriesMade(4);
    const wrong = code === 'AAAA' ? 'BBBB' : 'AAAA';
    const tries = await Promise.all(Array.from({ length: 10 }, () => tryCode(user.email, wrong)));
    expect(tries.every((response) => response.statusCode === 400)).toBe(true);
    expect((await codeRow(user.email)).attempts).toBe(5);
    // Opened again (as if the ending were lost), the code still takes no sixth try.
    await app.db
      .updateTable('passwordResetCodes')
      .set({ endedAt: null })
      .where('id', '=', (await codeRow(user.email)).id)
      .execute();
    expect((await tryCode(user.email, code)).statusCode).toBe(400);
    expect((await codeRow(user.email)).attempts).toBe(5);
  });
});
