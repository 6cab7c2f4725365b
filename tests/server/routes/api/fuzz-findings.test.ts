/**
 * Inputs the fuzzer (fuzz.test.ts) once found breaking the server, pinned one by one: a malformed
 * multipart body (500), an upload cut short inside a part the route does not declare (never
 * answered, a stored file left on disk) and text with a NUL character (500 on PostgreSQL).
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import { multipart, photo, png, storedFiles } from '../../support/files-fixtures.js';
import { bearer, build, registerCommunity, signIn } from '../../support/helper.js';

describe('malformed input found by fuzzing', () => {
  let app: App;
  let auth: { authorization: string };

  beforeAll(async () => {
    app = await build();
    const { registration } = await registerCommunity(app);
    auth = bearer(await signIn(app, registration.adminEmail, registration.adminPassword));
  }, 60_000);
  afterAll(() => app?.close());

  /** The answer, or null when there is none within two seconds. */
  async function answer(options: InjectOptions) {
    let timer: NodeJS.Timeout | undefined;
    const response = await Promise.race([
      app.inject(options),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), 2000);
      }),
    ]);
    clearTimeout(timer);
    return response;
  }

  /** A 4xx with `{ message }`. */
  function expectRefusal(response: Awaited<ReturnType<typeof answer>>) {
    expect(response, 'an answer').not.toBeNull();
    expect(response?.statusCode).toBeGreaterThanOrEqual(400);
    expect(response?.statusCode).toBeLessThan(500);
    expect(typeof response?.json<{ message?: unknown }>().message).toBe('string');
  }

  it('a malformed multipart body is a 4xx with { message }, not a 500', async () => {
    const form = await multipart({ FullName: 'Babatunde Adeyemi' });
    // Cut short (the closing boundary is missing), on an upload route.
    const cut = await answer({
      method: 'POST',
      url: '/api/Landlords',
      headers: { ...auth, ...form.headers },
      payload: form.payload.subarray(0, form.payload.length - 3),
    });
    expectRefusal(cut);
    // Without a boundary, on a route that does not exist (the 404 handler parses bodies too).
    const noBoundary = await answer({
      method: 'PATCH',
      url: '/api/health',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expectRefusal(noBoundary);
  });

  // PostgreSQL cannot hold NUL in text; both databases answer alike: 400 with { message }.
  it('refuses text with a NUL character in a query, an export, the sign-in and a body', async () => {
    const nulMessage = 'Text may not contain a NUL character';
    const requests: InjectOptions[] = [
      { method: 'GET', url: '/api/Streets?SearchText=%00', headers: auth },
      { method: 'GET', url: '/api/Wallets/Export?SearchText=a%00', headers: auth },
      {
        method: 'POST',
        url: '/api/AuthUser/login',
        payload: { UserUniqueId: 'a\u0000@example.ng', PassWord: 'any password' },
      },
      {
        method: 'POST',
        url: '/api/Streets',
        headers: auth,
        payload: {
          streetName: 'Admiralty\u0000Way',
          buildings: 1,
          lga: 'Eti-Osa',
          state: 'Lagos',
          country: 'Nigeria',
        },
      },
    ];
    for (const options of requests) {
      const response = await answer(options);
      expect(response?.statusCode, options.url as string).toBe(400);
      expect(response?.json<{ message: string }>().message).toBe(nulMessage);
    }
    const streets = await app.inject({ method: 'GET', url: '/api/Streets', headers: auth });
    expect(streets.json<{ totalRecordCount: number }>().totalRecordCount).toBe(0);
  });

  it('an upload cut short inside a file part the route does not declare is answered, and leaves no file', async () => {
    const before = await storedFiles(app);
    const form = await multipart({ FullName: 'Babatunde Adeyemi' }, [
      photo(),
      { field: 'Other', name: 'other.png', type: 'image/png', bytes: png() },
    ]);
    const response = await answer({
      method: 'POST',
      url: '/api/Landlords',
      headers: { ...auth, ...form.headers },
      payload: form.payload.subarray(0, form.payload.length - 30),
    });
    // Once: no answer at all (drain() waited for an 'end' the cut-short part never emits),
    // and the Image stored before it stayed on disk.
    expectRefusal(response);
    expect(await storedFiles(app)).toEqual(before);
  });
});
