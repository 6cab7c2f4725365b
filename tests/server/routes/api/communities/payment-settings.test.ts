/**
 * A community's online payment settings (issue 18, point 1): its Admin alone reads and saves
 * them; the secret key goes in and never comes out (answers, audit row, e-mails), is stored
 * sealed, is required the first time and kept when left empty; the two keys must be of one mode;
 * a refused field is named. Saving is guarded as bank details are (password, audit, mail).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../../src/shared/messages.js';
import { EXCO_ROLES } from '../../../../../src/shared/roles.js';
import type { App } from '../../../../../src/server/app.js';
import {
  bearer,
  build,
  createUserWithRole,
  registerCommunity,
  signIn,
} from '../../../support/helper.js';
import {
  bodyOf,
  startSmtpServer,
  subjectOf,
  type TestSmtpServer,
} from '../../../support/smtp-fixtures.js';

const URL = '/api/Communities/PaymentSettings';
const PUBLIC_KEY = 'pk_test_1a2b3c4d5e6f7a8b9c0d';
const SECRET_KEY = 'sk_test_9f8e7d6c5b4a39281706f5e4';
const text = messages.paymentSettings;

describe('payment settings', { timeout: 60_000 }, () => {
  let smtp: TestSmtpServer;
  let app: App;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await build({ config: { smtpUrl: smtp.url, publicUrl: 'https://estate.example.ng' } });
  }, 30_000);

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  async function estate() {
    const { community, registration } = await registerCommunity(app);
    const token = await signIn(app, registration.adminEmail, registration.adminPassword);
    const password = registration.adminPassword;
    const send = (method: 'GET' | 'PUT', body?: Record<string, unknown>, auth = token) =>
      app.inject({ method, url: URL, headers: bearer(auth), ...(body ? { payload: body } : {}) });
    const put = (body: Record<string, unknown>) =>
      send('PUT', {
        provider: 'paystack',
        feeBearer: 'community',
        currentPassword: password,
        ...body,
      });
    const row = () => app.repos.paymentSettings.findByCommunity(community.id);
    return { community, registration, token, send, put, row };
  }

  it('the Admin saves and reads back everything but the secret key', async () => {
    const { community, registration, send, put, row } = await estate();
    const before = (await send('GET')).json();
    expect(before).toEqual({
      configured: false,
      provider: 'paystack',
      publicKey: '',
      secretKeySet: false,
      feeBearer: 'community',
      webhookUrl: `https://estate.example.ng/api/Payments/Paystack/Webhook/${community.id}`,
    });

    const saved = await put({ publicKey: PUBLIC_KEY, secretKey: SECRET_KEY, feeBearer: 'payer' });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { ...before, configured: true, publicKey: PUBLIC_KEY, secretKeySet: true };
    expect(saved.json()).toEqual({ ...expected, feeBearer: 'payer' });
    const read = await send('GET');
    expect(read.json()).toEqual(saved.json());
    expect(saved.body + read.body).not.toContain(SECRET_KEY);

    // At rest: sealed, nothing of the key in plain, and the box opens it again.
    const stored = await row();
    expect(stored?.secretKeySealed).not.toContain('sk_test');
    expect(app.secretBox.open(stored!.secretKeySealed)).toBe(SECRET_KEY);

    // The audit row and the administrators' e-mail say a key is saved, never which.
    const audit = await app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'payment-settings-change')
      .where('communityId', '=', community.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.target).toContain(`Public key (none) → '${PUBLIC_KEY}'`);
    expect(audit[0]?.target).toContain("Secret key (none) → 'saved'");
    const [mail] = await smtp.waitFor(registration.adminEmail, 1);
    expect(subjectOf(mail!)).toBe(text.changedSubject);
    expect(bodyOf(mail!)).toContain("Fee bearer: (none) → 'payer'");
    expect(JSON.stringify(audit) + bodyOf(mail!)).not.toContain(SECRET_KEY);
  });

  it('keeps the saved secret key when it is left empty or out, and replaces it when sent', async () => {
    const { put, row } = await estate();
    expect((await put({ publicKey: PUBLIC_KEY, secretKey: SECRET_KEY })).statusCode).toBe(200);
    const first = (await row())!.secretKeySealed;
    const empty = await put({ publicKey: PUBLIC_KEY, secretKey: '', feeBearer: 'payer' });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({ secretKeySet: true, feeBearer: 'payer' });
    const absent = await put({ publicKey: 'pk_test_another1' });
    expect(absent.statusCode, absent.body).toBe(200);
    expect((await row())?.secretKeySealed).toBe(first);
    expect(await row()).toMatchObject({ publicKey: 'pk_test_another1', feeBearer: 'community' });

    expect((await put({ publicKey: PUBLIC_KEY, secretKey: 'sk_test_new2' })).statusCode).toBe(200);
    expect(app.secretBox.open((await row())!.secretKeySealed)).toBe('sk_test_new2');
  });

  it('refuses, naming the field, a missing first secret, mixed modes and malformed values', async () => {
    const { put, row } = await estate();
    const refused = async (body: Record<string, unknown>, field: string, message?: string) => {
      const response = await put(body);
      expect(response.statusCode, response.body).toBe(400);
      const answer = response.json<{ message: string; errors: Record<string, string> }>();
      expect(Object.keys(answer.errors)).toEqual([field]);
      if (message) expect(answer).toEqual({ message, errors: { [field]: message } });
    };
    await refused({ publicKey: PUBLIC_KEY }, 'secretKey', text.secretKeyRequired);
    await refused({ publicKey: PUBLIC_KEY, secretKey: '' }, 'secretKey', text.secretKeyRequired);
    await refused(
      { publicKey: 'pk_live_abc', secretKey: SECRET_KEY },
      'secretKey',
      text.keysDoNotMatch,
    );
    await refused(
      { publicKey: 'sk_test_abc', secretKey: SECRET_KEY },
      'publicKey',
      text.invalidPublicKey,
    );
    await refused(
      { publicKey: PUBLIC_KEY, secretKey: 'pk_test_abc' },
      'secretKey',
      text.invalidSecretKey,
    );
    await refused(
      { publicKey: PUBLIC_KEY, secretKey: SECRET_KEY, feeBearer: 'nobody' },
      'feeBearer',
    );
    await refused({ publicKey: PUBLIC_KEY, secretKey: SECRET_KEY, provider: 'stripe' }, 'provider');
    await refused(
      { publicKey: PUBLIC_KEY, secretKey: SECRET_KEY, currentPassword: 'not it' },
      'currentPassword',
      messages.profile.wrongPassword,
    );
    await refused(
      { publicKey: PUBLIC_KEY, secretKey: SECRET_KEY, currentPassword: undefined },
      'currentPassword',
      messages.profile.currentPasswordRequired,
    );
    expect(await row()).toBeNull();

    // A kept test secret does not go with a live public key either.
    expect((await put({ publicKey: PUBLIC_KEY, secretKey: SECRET_KEY })).statusCode).toBe(200);
    await refused({ publicKey: 'pk_live_abc' }, 'secretKey', text.keysDoNotMatch);
    expect((await row())?.publicKey).toBe(PUBLIC_KEY);
  });

  it('is refused to excos, Members and anonymous callers; another Admin sees only their own', async () => {
    const { community, put, send } = await estate();
    expect((await put({ publicKey: PUBLIC_KEY, secretKey: SECRET_KEY })).statusCode).toBe(200);
    const body = {
      provider: 'paystack',
      publicKey: PUBLIC_KEY,
      secretKey: 'sk_test_x',
      feeBearer: 'payer',
    };
    for (const role of [EXCO_ROLES[0], 'Member']) {
      const user = await createUserWithRole(app, community.id, role);
      const token = await signIn(app, user.email, user.password);
      for (const method of ['GET', 'PUT'] as const) {
        const response = await send(method, method === 'PUT' ? body : undefined, token);
        expect(response.statusCode, `${role} ${method}`).toBe(403);
        expect(response.body).not.toContain(PUBLIC_KEY);
      }
    }
    for (const method of ['GET', 'PUT'] as const) {
      const response = await app.inject({
        method,
        url: URL,
        ...(method === 'PUT' ? { payload: body } : {}),
      });
      expect(response.statusCode, method).toBe(401);
    }
    const other = await estate();
    expect((await other.send('GET')).json()).toMatchObject({ configured: false, publicKey: '' });
    expect(
      app.secretBox.open(
        (await app.repos.paymentSettings.findByCommunity(community.id))!.secretKeySealed,
      ),
    ).toBe(SECRET_KEY);
  });
});
