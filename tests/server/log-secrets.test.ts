/**
 * Secrets never reach the log (issue 7, Security suite; decisions.md, Security): with the log at
 * its most talkative level ('trace') and captured, an account registers, signs in (JSON,
 * urlencoded and multipart forms, right and wrong passwords, a password typed into the username
 * field), uses its token (also on a refused, a malformed and an unknown route), resets its
 * password by an e-mailed code (a wrong code first), changes its password (a wrong current one
 * first), saves its community's Paystack secret key (and has two refused), receives a Paystack
 * webhook (its signature header), is scraped at /metrics (issue 20: its bearer token, right and
 * wrong) and signs out. No password, Paystack secret key, webhook signature, reset code, session
 * token or its CSRF token (the Set-Cookie of every sign-in) or metrics token, in any encoding,
 * and no token's hash may appear anywhere in the output: not in the app's lines nor in the
 * request lines' URLs and headers. Every line is JSON, and every request line names its request's
 * id. Once with the code sent over SMTP, once written to the outbox.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.js';
import { csrfTokenFor } from '../../src/server/plugins/app/session-cookie.js';
import { hashToken } from '../../src/server/services/accounts/tokens.js';
import { webhookPath } from '../../src/shared/payments.js';
import { multipart } from './support/files-fixtures.js';
import { bearer, build, registerCommunity, unique } from './support/helper.js';
import { mailTo } from './support/residents-fixtures.js';
import { resetCodeIn, startSmtpServer, type TestSmtpServer } from './support/smtp-fixtures.js';

const LOGIN = '/api/AuthUser/login';

/** The forms in which a secret could show up in a log line. */
function encodings(secret: string): string[] {
  return [
    secret,
    encodeURIComponent(secret),
    new URLSearchParams({ s: secret }).toString().slice(2),
    JSON.stringify(secret).slice(1, -1),
    Buffer.from(secret).toString('base64'),
  ];
}

/** The /metrics bearer token of this test's app (issue 20). */
const METRICS_TOKEN = `metrics-${'m'.repeat(8)}-${Math.random().toString(36).slice(2)}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const mode of ['smtp', 'outbox'] as const) {
  describe(`secrets in the log (reset code by ${mode})`, { timeout: 30_000 }, () => {
    let app: App;
    let smtp: TestSmtpServer | null = null;
    const lines: string[] = [];
    const passwords = new Set<string>();
    const tokens = new Set<string>();
    const codes = new Set<string>();
    const paystackKeys = new Set<string>();

    beforeAll(async () => {
      if (mode === 'smtp') smtp = await startSmtpServer();
      app = await build({
        config: {
          logger: 'trace',
          logStream: { write: (line: string) => void lines.push(line) },
          metricsToken: METRICS_TOKEN,
          ...(smtp ? { smtpUrl: smtp.url } : {}),
        },
      });
    }, 30_000);

    let closed = false;
    afterAll(async () => {
      if (!closed) await app.close();
      await smtp?.close();
    });

    /** The reset code of the (one) reset e-mail sent to `email`, once it has been sent. */
    async function mailedCode(email: string): Promise<string> {
      if (smtp) return resetCodeIn((await smtp.waitFor(email))[0]!);
      const deadline = Date.now() + 5000;
      for (;;) {
        for (const text of await mailTo(app, email)) {
          const code = /password reset code is: ([A-Z2-9]{4})\b/.exec(text)?.[1];
          if (code) return code;
        }
        if (Date.now() > deadline) throw new Error(`no reset code mailed to ${email}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    it('signs in, resets and changes a password without logging a secret', async () => {
      const { registration, community } = await registerCommunity(app);
      const email = registration.adminEmail;
      let password = registration.adminPassword;
      passwords.add(password);

      const signInJson = async (identifier: string, secret: string) => {
        passwords.add(secret);
        return app.inject({
          method: 'POST',
          url: LOGIN,
          payload: { UserUniqueId: identifier, PassWord: secret },
        });
      };
      const keep = (response: { statusCode: number; body: string; json: <T>() => T }) => {
        expect(response.statusCode, response.body).toBe(200);
        const { authToken } = response.json<{ authToken: string }>();
        tokens.add(authToken);
        return authToken;
      };

      // Sign in three ways, as the spec's client (multipart), a plain form and JSON.
      const token = keep(await signInJson(email, password));
      keep(
        await app.inject({
          method: 'POST',
          url: LOGIN,
          payload: new URLSearchParams({ UserUniqueId: email, PassWord: password }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      );
      keep(
        await app.inject({
          method: 'POST',
          url: LOGIN,
          ...(await multipart({ UserUniqueId: email, PassWord: password })),
        }),
      );
      // Failures: a wrong password, and a password typed into the username field.
      expect((await signInJson(email, `wrong secret ${unique()}`)).statusCode).toBe(401);
      const typedAsName = `Pa55word-typed-as-name-${unique()}`;
      passwords.add(typedAsName);
      expect((await signInJson(typedAsName, password)).statusCode).toBe(401);

      // The token at work, and on requests that go wrong.
      expect(
        (await app.inject({ url: '/api/AuthUser/me', headers: bearer(token) })).statusCode,
      ).toBe(200);
      expect((await app.inject({ url: '/api/Wallets', headers: bearer(token) })).statusCode).toBe(
        200,
      );
      expect(
        (await app.inject({ url: '/api/Communities/Getroles/x', headers: bearer(token) }))
          .statusCode,
      ).toBe(404);
      const malformed = await app.inject({
        method: 'PUT',
        url: '/api/AuthUser/Profile',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: '{"fullName": ',
      });
      expect(malformed.statusCode).toBe(400);
      const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      tokens.add(forged);
      expect(
        (await app.inject({ url: '/api/AuthUser/me', headers: bearer(forged) })).statusCode,
      ).toBe(401);

      // Reset by e-mailed code: a wrong code first, then the right one.
      const forgot = await app.inject({
        method: 'POST',
        url: '/api/AuthUser/ForgotPassword',
        payload: { userUniqueId: email },
      });
      expect(forgot.statusCode).toBe(200);
      const code = await mailedCode(email);
      codes.add(code);
      const reset = (otp: string, newPassword: string) => {
        passwords.add(newPassword);
        return app.inject({
          method: 'POST',
          url: '/api/AuthUser/ResetPassword',
          payload: { userUniqueId: email, otp, newPassword, confirmPassword: newPassword },
        });
      };
      const wrongCode = code === 'ZZZZ' ? 'YYYY' : 'ZZZZ';
      expect((await reset(wrongCode, `never set ${unique()}`)).statusCode).toBe(400);
      password = `reset secret ${unique()}`;
      const done = await reset(code, password);
      expect(done.statusCode, done.body).toBe(200);
      const afterReset = keep(await signInJson(email, password));

      // Change it on the profile page: a wrong current password first.
      const change = (currentPassword: string, newPassword: string) => {
        passwords.add(currentPassword);
        passwords.add(newPassword);
        return app.inject({
          method: 'POST',
          url: '/api/AuthUser/ChangePassword',
          headers: bearer(afterReset),
          payload: { currentPassword, newPassword },
        });
      };
      expect((await change(`not current ${unique()}`, `never set ${unique()}`)).statusCode).toBe(
        400,
      );
      const changed = `changed secret ${unique()}`;
      const changeDone = await change(password, changed);
      expect(changeDone.statusCode, changeDone.body).toBe(200);
      const last = keep(await signInJson(email, changed));

      // A Paystack secret key saved (issue 18), then two refused: in no log line either.
      const savePaystack = (secretKey: string, publicKey = 'pk_test_logcheck1') => {
        paystackKeys.add(secretKey);
        return app.inject({
          method: 'PUT',
          url: '/api/Communities/PaymentSettings',
          headers: bearer(last),
          payload: {
            provider: 'paystack',
            publicKey,
            secretKey,
            feeBearer: 'payer',
            currentPassword: changed,
          },
        });
      };
      const paystackSaved = await savePaystack(`sk_test_${unique()}`);
      expect(paystackSaved.statusCode, paystackSaved.body).toBe(200);
      expect((await savePaystack(`sk_test_${unique()}`, 'pk_live_logcheck1')).statusCode).toBe(400);
      expect((await savePaystack(`sk_live_${unique()}`, 'not a key')).statusCode).toBe(400);

      // A Paystack webhook signed with the saved key: its signature is no log's business either.
      const event = JSON.stringify({ event: 'charge.success', data: { reference: unique() } });
      const [savedKey] = paystackKeys;
      const signature = createHmac('sha512', savedKey!).update(event).digest('hex');
      const webhook = await app.inject({
        method: 'POST',
        url: webhookPath(community.id),
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        payload: event,
      });
      expect(webhook.statusCode, webhook.body).toBeLessThan(500);

      // The metrics scraper's token (issue 20), the right one and a wrong one.
      const scrape = (token: string) =>
        app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
      expect((await scrape(METRICS_TOKEN)).statusCode).toBe(200);
      expect((await scrape(`${METRICS_TOKEN}-wrong`)).statusCode).toBe(401);
      expect(
        (await app.inject({ method: 'POST', url: '/api/AuthUser/logout', headers: bearer(last) }))
          .statusCode,
      ).toBe(200);

      // Close the app: this waits for mail on its way and flushes the last lines.
      expect(app.log.level).toBe('trace');
      await app.close();
      closed = true;
      const log = lines.join('');

      // The capture works and is as talkative as it gets.
      expect(log).toContain('incoming request');
      expect(log).toContain('/api/AuthUser/login');
      expect(log).toContain('/api/AuthUser/ResetPassword');
      expect(log).toContain('Signed in');
      expect(log).toContain('Sign-in failed');
      expect(log).toContain('Password reset code issued');
      expect(log).toContain('Password changed; other sessions ended');
      expect(log).toContain(mode === 'smtp' ? 'Mail sent' : 'Mail written to outbox');
      expect(log).toContain('Payment settings updated');
      for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
      const requestLines = lines
        .map((line) => JSON.parse(line) as { msg?: string; reqId?: unknown })
        .filter((line) => line.msg === 'incoming request' || line.msg === 'request completed');
      expect(requestLines.length).toBeGreaterThan(20);
      for (const line of requestLines) expect(line.reqId).toEqual(expect.any(String));
      expect(log).toContain(webhookPath(community.id));
      expect(log).toContain('/metrics');

      expect(passwords.size).toBeGreaterThanOrEqual(8);
      expect(tokens.size).toBe(6);
      for (const secret of passwords) {
        for (const form of encodings(secret)) {
          expect(log.includes(form), `a password (${form === secret ? 'as typed' : form})`).toBe(
            false,
          );
        }
      }
      for (const secret of tokens) {
        for (const form of [...encodings(secret), hashToken(secret), csrfTokenFor(secret)]) {
          expect(log.includes(form), 'a session token or its hash').toBe(false);
        }
      }
      expect(paystackKeys.size).toBe(3);
      for (const secret of paystackKeys) {
        for (const form of encodings(secret)) {
          expect(log.includes(form), `a Paystack secret key (${form})`).toBe(false);
        }
      }
      for (const form of [...encodings(signature), ...encodings(METRICS_TOKEN)]) {
        expect(log.includes(form), `a webhook signature or the metrics token (${form})`).toBe(
          false,
        );
      }
      for (const secret of codes) {
        // A code is 4 characters: look for it as a word, not inside longer text.
        expect(log, 'the reset code').not.toMatch(new RegExp(`\\b${escapeRegExp(secret)}\\b`));
      }
    });
  });
}
