/**
 * A form cut short inside its second file part, while the first file is still being stored
 * (found by fuzzing on PostgreSQL, seed 74716551): the cut part reaches storeUpload already failed,
 * pipeline() rejects at once, and the file was deleted before its write stream had even created
 * it, so the file appeared on disk after the refusal. Opening upload files is slowed down here
 * (node:fs mocked for the app's modules), so the open always comes after that deletion.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../src/shared/messages.js';
import type { App } from '../../../src/server/app.js';
import { JPEG, multipart, storedFiles } from '../support/files-fixtures.js';
import { bearer, build, registerCommunity, signIn } from '../support/helper.js';

const OPEN_DELAY_MS = 150;

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  /** Opens for writing in DATA_DIR/uploads only after OPEN_DELAY_MS. */
  const slowOpen = ((...args: Parameters<typeof fs.open>) => {
    setTimeout(() => (fs.open as (...a: unknown[]) => void)(...args), OPEN_DELAY_MS);
  }) as typeof fs.open;
  const createWriteStream = ((file: string, options?: object) =>
    String(file).includes('/uploads/')
      ? fs.createWriteStream(file, {
          ...options,
          fs: { open: slowOpen, write: fs.write, writev: fs.writev, close: fs.close },
        })
      : fs.createWriteStream(file, options)) as typeof fs.createWriteStream;
  return { ...fs, default: { ...fs, createWriteStream }, createWriteStream };
});

describe('a form cut short inside a file part while an earlier file is being stored', () => {
  let app: App;
  let auth: { authorization: string };

  beforeAll(async () => {
    app = await build();
    const { registration } = await registerCommunity(app);
    auth = bearer(await signIn(app, registration.adminEmail, registration.adminPassword));
  }, 60_000);
  afterAll(() => app?.close());

  it('is refused with 400 and leaves no file in DATA_DIR/uploads', async () => {
    const before = await storedFiles(app);
    const form = await multipart({ Title: 'Mr', FullName: 'Babatunde Adeyemi' }, [
      { field: 'Image', name: 'ünïcødé.png', type: 'application/pdf', bytes: JPEG },
      { field: 'IdNumberFile', name: 'photo.png', type: '', bytes: JPEG },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/Residents',
      headers: { ...auth, ...form.headers },
      // The closing boundary and the last bytes of IdNumberFile are missing.
      payload: form.payload.subarray(0, form.payload.length - 47),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.request.malformedForm });
    // Long enough for any open still pending to have created its file.
    await sleep(OPEN_DELAY_MS * 3);
    expect(await storedFiles(app)).toEqual(before);
  });
});
