/**
 * The limits' counts in the database (issue 20): the sliding window as the memory one keeps it,
 * parallel attempts admitted exactly up to the limit, counts that survive a restart and, on
 * PostgreSQL, two apps on one database counting the same attempts. Every limit of the app
 * (sign-in, reset, "already exists" answers) goes through this one store.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import type { ThrottleKey } from '../../../../src/server/services/accounts/throttle.js';
import {
  build,
  createTestTarget,
  registerCommunity,
  unique,
  usePostgres,
  type TestTarget,
} from '../../support/helper.js';

const LOGIN = '/api/AuthUser/login';
/** The default limit per (account, address) pair. */
const PAIR = 10;

const login = (app: App, identifier: string, password: string, from: string) =>
  app.inject({
    method: 'POST',
    url: LOGIN,
    payload: { UserUniqueId: identifier, PassWord: password },
    remoteAddress: from,
  });

const statuses = (responses: LightMyRequestResponse[]) =>
  responses.map((response) => response.statusCode).sort();

let lastOctet = 0;
const newAddress = () => `198.51.100.${(lastOctet += 1)}`;

const rowsOf = (app: App, key: string) =>
  app.db.selectFrom('throttleAttempts').selectAll().where('key', '=', key).execute();

describe('the database throttle', { timeout: 60_000 }, () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  }, 30_000);

  afterAll(async () => {
    await app.close();
  });

  /** A fresh key (so tests never share counts) with `max` attempts a second. */
  const keyOf = (max: number): ThrottleKey[] => [
    { key: `test:${unique()}`, limit: { max, windowMs: 1000 } },
  ];

  it('admits up to the limit, then says when the oldest attempt leaves the window', async () => {
    const store = app.throttleStore;
    const key = keyOf(2);
    const t = Date.now();
    expect((await store.admit(key, t)).allowed).toBe(true);
    expect((await store.admit(key, t + 400)).allowed).toBe(true);
    expect(await store.admit(key, t + 500)).toEqual({ allowed: false, retryAfterMs: 500 });
    expect(await store.admit(key, t + 999)).toEqual({ allowed: false, retryAfterMs: 1 });
    expect((await store.admit(key, t + 1000)).allowed).toBe(true);
    expect(await store.admit(key, t + 1001)).toEqual({ allowed: false, retryAfterMs: 399 });
    // The attempt of t left the window: its row was deleted by the next admission.
    expect(await rowsOf(app, key[0]!.key)).toHaveLength(2);
  });

  it('takes back exactly the released attempt, counts no refused one, and clears a key', async () => {
    const store = app.throttleStore;
    const [a, b] = [keyOf(1)[0]!, keyOf(5)[0]!];
    const t = Date.now();
    const first = await store.admit([a, b], t);
    expect(first.allowed).toBe(true);
    for (let i = 1; i < 10; i += 1) expect((await store.admit([a, b], t + i)).allowed).toBe(false);
    // b counted the first attempt only.
    expect(await rowsOf(app, b.key)).toHaveLength(1);
    if (first.allowed) await first.release();
    expect(await rowsOf(app, a.key)).toEqual([]);
    expect(await rowsOf(app, b.key)).toEqual([]);
    for (let i = 0; i < 5; i += 1) expect((await store.admit([b], t + 20 + i)).allowed).toBe(true);
    expect((await store.admit([b], t + 30)).allowed).toBe(false);
    await store.clear(b.key);
    expect((await store.admit([b], t + 31)).allowed).toBe(true);
  });

  it('deletes expired attempts of every key, so the table cannot grow without bound', async () => {
    const store = app.throttleStore;
    const keys = Array.from({ length: 20 }, () => keyOf(3));
    // Far ahead, so that this process sweeps again (its last sweep is over an hour before).
    const t = Date.now() + 10 * 60 * 60 * 1000;
    for (const key of keys) expect((await store.admit(key, t)).allowed).toBe(true);
    expect(await rowsOf(app, keys[0]![0]!.key)).toHaveLength(1);
    // Two hours on, one admission of another key sweeps all of them.
    await store.admit(keyOf(3), t + 2 * 60 * 60 * 1000);
    for (const key of keys) expect(await rowsOf(app, key[0]!.key)).toEqual([]);
  });

  it('admits exactly the limit of 30 attempts made at once', async () => {
    const key = keyOf(7);
    const now = Date.now();
    const admissions = await Promise.all(
      Array.from({ length: 30 }, () => app.throttleStore.admit(key, now)),
    );
    expect(admissions.filter((admission) => admission.allowed)).toHaveLength(7);
    expect(await rowsOf(app, key[0]!.key)).toHaveLength(7);
  });

  it('refuses all but the first 10 of 30 wrong passwords sent at once', async () => {
    const { registration } = await registerCommunity(app);
    const from = newAddress();
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => login(app, registration.adminEmail, 'wrong guess 1', from)),
    );
    expect(statuses(responses)).toEqual([
      ...Array<number>(PAIR).fill(401),
      ...Array<number>(30 - PAIR).fill(429),
    ]);
  });
});

describe('counts kept in the database', { timeout: 120_000 }, () => {
  let target: TestTarget;

  beforeAll(async () => {
    target = await createTestTarget();
  });

  afterAll(async () => {
    await target.dispose();
  });

  it('still refuses after a restart', async () => {
    const first = await build({ target });
    const { registration } = await registerCommunity(first);
    const from = newAddress();
    for (let i = 0; i < PAIR; i += 1) {
      expect((await login(first, registration.adminEmail, 'wrong guess 1', from)).statusCode).toBe(
        401,
      );
    }
    await first.close();
    const second = await build({ target });
    try {
      const refused = await login(
        second,
        registration.adminEmail,
        registration.adminPassword,
        from,
      );
      expect(refused.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it.runIf(usePostgres)('shares the counts of two apps on one database', async () => {
    const [a, b] = [await build({ target }), await build({ target })];
    try {
      const { registration } = await registerCommunity(a);
      const from = newAddress();
      const guesses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          login(i % 2 === 0 ? a : b, registration.adminEmail, 'wrong guess 1', from),
        ),
      );
      expect(statuses(guesses)).toEqual([
        ...Array<number>(PAIR).fill(401),
        ...Array<number>(30 - PAIR).fill(429),
      ]);
      for (const app of [a, b]) {
        const refused = await login(app, registration.adminEmail, registration.adminPassword, from);
        expect(refused.statusCode).toBe(429);
      }
      // Another address still signs in, on either app, and forgives the account.
      expect(
        (await login(b, registration.adminEmail, registration.adminPassword, newAddress()))
          .statusCode,
      ).toBe(200);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
