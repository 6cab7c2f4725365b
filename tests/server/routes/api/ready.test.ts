/**
 * GET /api/ready (issue 20): a load balancer's question, may this server take traffic? 200 with
 * the database and the file store named when both answer, without a session; 503 with a
 * `{ message }` that says which one failed and nothing more (no address, path or error text)
 * when the file store cannot take a file (the uploads folder unusable, the S3 bucket gone) or the
 * database does not answer.
 */
import { rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import { uploadsDir } from '../../../../src/server/files/storage.js';
import { messages } from '../../../../src/shared/messages.js';
import { build, usePostgres } from '../../support/helper.js';
import { FAKE_S3_CREDENTIALS, startFakeS3, type FakeS3 } from '../../support/s3-fixtures.js';

const dialect = usePostgres ? 'postgres' : 'sqlite';

describe('GET /api/ready', () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  }, 60_000);
  afterAll(() => app.close(), 30_000);

  it('is ready, without a session, when the database and the file store answer', async () => {
    const answer = await app.inject({ url: '/api/ready' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ status: 'ready', database: dialect, storage: 'disk' });
  });

  it('is not ready (503) while the uploads folder cannot take a file, and ready again after', async () => {
    // The folder's place taken by a file: nothing can be written under it, even by root.
    const dir = uploadsDir(app.config.dataDir);
    await rm(dir, { recursive: true, force: true });
    await writeFile(dir, 'not a folder');
    const answer = await app.inject({ url: '/api/ready' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ message: messages.operations.storageUnreachable });
    expect(answer.body).not.toContain(app.config.dataDir);
    // Liveness is another question: the process and its database are fine.
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await rm(dir);
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('GET /api/ready with an S3 bucket', () => {
  let app: App;
  let s3: FakeS3;
  let s3Running = false;
  const savedEnv = { ...process.env };
  beforeAll(async () => {
    s3 = await startFakeS3();
    s3Running = true;
    // The SDK reads its credentials from the environment, as a server's would.
    process.env.AWS_ACCESS_KEY_ID = FAKE_S3_CREDENTIALS.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = FAKE_S3_CREDENTIALS.secretAccessKey;
    app = await build({ config: { storage: s3.storage } });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    if (s3Running) await s3.close();
    for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const) {
      if (savedEnv[name] === undefined) delete process.env[name];
      else process.env[name] = savedEnv[name];
    }
  }, 30_000);

  it('is ready while the bucket answers, and not (503, naming no address) once it is gone', async () => {
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: dialect, storage: 's3' });

    await s3.close();
    s3Running = false;
    const answer = await app.inject({ url: '/api/ready' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ message: messages.operations.storageUnreachable });
    expect(answer.body).not.toContain(s3.endpoint);
  });
});

describe('GET /api/ready when the database does not answer', { timeout: 60_000 }, () => {
  it('is not ready (503), naming the database and nothing of its address', async () => {
    const app = await build();
    try {
      // The app's connections gone, as when the database server is down.
      await app.db.destroy();
      const answer = await app.inject({ url: '/api/ready' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ message: messages.operations.databaseUnreachable });
      if (app.config.databaseUrl) {
        expect(answer.body).not.toContain(new URL(app.config.databaseUrl).host);
      }
    } finally {
      await app.close();
    }
  });
});
