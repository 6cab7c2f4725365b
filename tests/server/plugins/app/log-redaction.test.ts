/**
 * The logger's second line of defence (issue 20, plugins/app/log-redaction.ts): should a log call
 * ever pass a request's or reply's headers, a body or a configuration, the app's own logger (as
 * buildApp configures it) blanks each secret the product handles before the line is written.
 * tests/server/log-secrets.test.ts checks the first line: that no real request logs one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import { build } from '../../support/helper.js';

const SECRET = 'do-not-log-me-7f3a9c';

describe('log redaction', () => {
  let app: App;
  const lines: string[] = [];
  beforeAll(async () => {
    app = await build({
      config: { logger: 'info', logStream: { write: (line: string) => void lines.push(line) } },
    });
  }, 60_000);
  afterAll(() => app.close(), 30_000);

  it('blanks secret headers, fields and settings wherever a line holds them', () => {
    const headers = {
      authorization: `Bearer ${SECRET}1`,
      cookie: `nb_session=${SECRET}2`,
      'set-cookie': `nb_session=${SECRET}3; HttpOnly`,
      'x-paystack-signature': `${SECRET}4`,
      'content-type': 'application/json',
    };
    app.log.info({ req: { headers }, res: { headers } }, 'request and reply headers');
    app.log.info({ headers }, 'headers alone');
    app.log.info(
      {
        body: { PassWord: `${SECRET}5`, newPassword: `${SECRET}6`, otp: `${SECRET}7` },
        password: `${SECRET}8`,
        token: `${SECRET}9`,
      },
      'a body',
    );
    app.log.info(
      {
        config: {
          metricsToken: `${SECRET}10`,
          appSecret: `${SECRET}11`,
          smtpUrl: `smtp://user:${SECRET}12@mail`,
          databaseUrl: `postgres://user:${SECRET}13@db/x`,
        },
        sms: { apiKey: `${SECRET}14` },
        paystack: { secretKey: `${SECRET}15` },
        credentials: { secretAccessKey: `${SECRET}16` },
      },
      'settings',
    );
    const written = lines.join('');
    for (const what of ['request and reply headers', 'headers alone', 'a body', 'settings']) {
      expect(written).toContain(what);
    }
    expect(written).not.toContain(SECRET);
    // What is no secret stays readable.
    expect(written).toContain('application/json');
  });
});
