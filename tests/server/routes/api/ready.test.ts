/**
 * GET /api/ready (issue 20): a load balancer's question, may this server take traffic? 200 with
 * the database and the file store named when both answer, without a session; 503 with a
 * `{ message }` that says which one failed and nothing more (no address, path or error text)
 * when the file store cannot take a file or the database does not answer.
 */
import { rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import { uploadsDir } from '../../../../src/server/files/storage.js';
import { messages } from '../../../../src/shared/messages.js';
import { build, usePostgres } from '../../support/helper.js';
import { freePort } from '../../support/server-process.js';

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

describe('GET /api/ready with an S3 store that does not answer', () => {
  let app: App;
  beforeAll(async () => {
    // A port nobody listens on: the bucket cannot be reached.
    const endpoint = `http://127.0.0.1:${await freePort()}`;
    app = await build({
      config: {
        storage: {
          kind: 's3',
          bucket: 'neighbourly-ready',
          endpoint,
          region: 'us-east-1',
          forcePathStyle: true,
        },
      },
    });
  }, 60_000);
  afterAll(() => app.close(), 30_000);

  it('is not ready (503), naming the file store and not its address', async () => {
    const answer = await app.inject({ url: '/api/ready' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ message: messages.operations.storageUnreachable });
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
