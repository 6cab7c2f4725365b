import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';

/** The message loadConfig throws with, '' when it does not throw. */
const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: null,
      publicUrl: 'http://localhost:3000',
      smtpUrl: null,
      mailFrom: 'Neighbourly <no-reply@neighbourly.local>',
      bankName: '',
      bankAccountNumber: '',
      logger: 'info',
      trustProxy: false,
    });
  });

  it('reads the variables', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/neighbourly',
      DATABASE_URL: 'postgresql://app:pw@db:5432/neighbourly',
      PUBLIC_URL: 'https://estate.example.ng/',
      SMTP_URL: 'smtps://user:pw@mail.example.ng',
      MAIL_FROM: 'Estate <estate@example.ng>',
      BANK_NAME: 'Zenith Bank',
      BANK_ACCOUNT_NUMBER: '1012345678',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/neighbourly',
      databaseUrl: 'postgresql://app:pw@db:5432/neighbourly',
      publicUrl: 'https://estate.example.ng',
      smtpUrl: 'smtps://user:pw@mail.example.ng',
      bankName: 'Zenith Bank',
      bankAccountNumber: '1012345678',
      logger: 'warn',
      trustProxy: true,
    });
  });

  it.each(['0', '65536', 'abc', '80.5', '-1'])('refuses PORT=%s naming the variable', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(/PORT must be an integer from 1 to 65535/);
  });

  it.each(['mysql://db/x', 'not a url', 'http://db:5432/x'])(
    'refuses DATABASE_URL=%s without echoing it',
    (url) => {
      let message = '';
      try {
        loadConfig({ DATABASE_URL: url });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(
        /DATABASE_URL must be a URL starting with postgres:\/\/ or postgresql:\/\//,
      );
      expect(message).not.toContain(url);
    },
  );

  it('refuses other bad values, naming each variable', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'localhost:3000' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ BANK_ACCOUNT_NUMBER: '12-34' })).toThrow(/BANK_ACCOUNT_NUMBER/);
    // A NUBAN has exactly 10 digits (issue 16).
    expect(() => loadConfig({ BANK_ACCOUNT_NUMBER: '12345' })).toThrow(/BANK_ACCOUNT_NUMBER/);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('reads TRUST_PROXY as true, false or a list of proxy addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 192.168.0.0/16,loopback' }).trustProxy).toBe(
      '10.0.0.2,192.168.0.0/16,loopback',
    );
    expect(loadConfig({ TRUST_PROXY: '::1,fd00::/8' }).trustProxy).toBe('::1,fd00::/8');
    // A hop count is refused: Fastify trusts no peer on a bare number, so it would mislead.
    for (const bad of ['1', '10.0.0.300', '10.0.0.0/33', 'proxy.example.ng', '10.0.0.1,']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY must be/);
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ', PORT: '' })).toMatchObject({
      databaseUrl: null,
      smtpUrl: null,
      port: 3000,
    });
  });
});

describe('loadConfig: SMS (issue 19)', () => {
  const TERMII = {
    SMS_PROVIDER: 'termii',
    TERMII_API_KEY: 'TLsecretKey0123456789',
    TERMII_SENDER_ID: 'Estate',
  };

  it('writes SMS to the outbox when SMS_PROVIDER is unset, empty or outbox', () => {
    for (const env of [{}, { SMS_PROVIDER: '' }, { SMS_PROVIDER: 'outbox' }]) {
      expect(loadConfig(env).sms, JSON.stringify(env)).toEqual({ provider: 'outbox' });
    }
    // Termii's variables alone choose nothing: SMS_PROVIDER does.
    expect(loadConfig({ TERMII_API_KEY: 'TLkey', TERMII_SENDER_ID: 'Estate' }).sms).toEqual({
      provider: 'outbox',
    });
  });

  it("reads Termii's key, sender id and address (Termii's own by default)", () => {
    expect(loadConfig(TERMII).sms).toEqual({
      provider: 'termii',
      apiKey: 'TLsecretKey0123456789',
      senderId: 'Estate',
      baseUrl: 'https://api.ng.termii.com',
    });
    expect(loadConfig({ ...TERMII, TERMII_BASE_URL: 'http://127.0.0.1:4020/' }).sms).toMatchObject({
      baseUrl: 'http://127.0.0.1:4020',
    });
  });

  it('refuses bad SMS settings, naming each variable and never echoing the key', () => {
    expect(refusal({ SMS_PROVIDER: 'twilio' })).toMatch(/SMS_PROVIDER must be termii or empty/);
    expect(refusal({ ...TERMII, TERMII_API_KEY: '' })).toMatch(
      /TERMII_API_KEY is required when SMS_PROVIDER is termii/,
    );
    for (const senderId of ['', 'AB', 'TwelveLetter', 'Estate One', 'Estate-1']) {
      const message = refusal({ ...TERMII, TERMII_SENDER_ID: senderId });
      expect(message, senderId).toMatch(/TERMII_SENDER_ID must be the 3 to 11 letters or digits/);
      expect(message).not.toContain(TERMII.TERMII_API_KEY);
    }
    for (const url of ['api.ng.termii.com', 'ftp://termii.example', 'not a url']) {
      const message = refusal({ ...TERMII, TERMII_BASE_URL: url });
      expect(message, url).toMatch(/TERMII_BASE_URL/);
      expect(message).not.toContain(TERMII.TERMII_API_KEY);
    }
  });
});

describe('loadConfig: object storage (issue 20)', () => {
  it('keeps uploads on the disk when S3_BUCKET is unset or empty', () => {
    for (const env of [{}, { S3_BUCKET: '' }, { S3_REGION: 'eu-west-1' }]) {
      expect(loadConfig(env).storage, JSON.stringify(env)).toEqual({ kind: 'disk' });
    }
  });

  it("reads the bucket, its store's address, the region and the path-style switch", () => {
    expect(loadConfig({ S3_BUCKET: 'estate-uploads' }).storage).toEqual({
      kind: 's3',
      bucket: 'estate-uploads',
      endpoint: null,
      region: 'us-east-1',
      forcePathStyle: false,
    });
    const minio = loadConfig({
      S3_BUCKET: 'estate.uploads',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_REGION: 'eu-west-1',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(minio.storage).toEqual({
      kind: 's3',
      bucket: 'estate.uploads',
      endpoint: 'http://minio:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
    });
    // AWS's own region variable when S3_REGION is not set.
    expect(
      loadConfig({ S3_BUCKET: 'estate-uploads', AWS_REGION: 'af-south-1' }).storage,
    ).toMatchObject({ region: 'af-south-1' });
  });

  it('refuses bad storage settings, naming each variable', () => {
    for (const bucket of [
      'ab',
      'Estate-Uploads',
      'estate_uploads',
      '-estate',
      'estate-',
      'a'.repeat(64),
    ]) {
      expect(refusal({ S3_BUCKET: bucket }), bucket).toMatch(/S3_BUCKET must be a bucket name/);
    }
    expect(refusal({ S3_ENDPOINT: 'http://minio:9000' })).toMatch(
      /S3_BUCKET is required when S3_ENDPOINT is set/,
    );
    for (const endpoint of ['minio:9000', 'ftp://minio', 'not a url']) {
      expect(refusal({ S3_BUCKET: 'estate-uploads', S3_ENDPOINT: endpoint }), endpoint).toMatch(
        /S3_ENDPOINT/,
      );
    }
    for (const value of ['yes', 'on', 'maybe']) {
      expect(refusal({ S3_BUCKET: 'estate-uploads', S3_FORCE_PATH_STYLE: value }), value).toMatch(
        /S3_FORCE_PATH_STYLE must be true or false/,
      );
    }
  });

  it('reads the reminder tick and the shutdown grace in milliseconds (a minute and 10 s by default)', () => {
    expect(loadConfig({})).toMatchObject({ reminderTickMs: 60_000, shutdownGraceMs: 10_000 });
    expect(loadConfig({ REMINDER_TICK_MS: '1000', SHUTDOWN_GRACE_MS: '30000' })).toMatchObject({
      reminderTickMs: 1_000,
      shutdownGraceMs: 30_000,
    });
    for (const value of ['50', '1.5', '-1', 'soon', '3600001']) {
      expect(refusal({ REMINDER_TICK_MS: value }), value).toMatch(
        /REMINDER_TICK_MS must be a whole number of milliseconds from 100 to 3600000/,
      );
    }
    for (const value of ['120001', '10s']) {
      expect(refusal({ SHUTDOWN_GRACE_MS: value }), value).toMatch(/SHUTDOWN_GRACE_MS must be/);
    }
  });
});
