/**
 * The audit-log tests' scene (issue 7): communities A and B, A's and B's Admins, A's Treasurer, a
 * Member of A and the Super admin, each signed in through the login route from one client address;
 * a home in A for residents; and the shortcuts that call the API from that address and expect a
 * piece of work to write exactly one audit row, or none. Every password and token used goes into
 * `secrets`, which the log must never hold.
 */
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../../src/server/app.js';
import { type FilePart, multipart } from './files-fixtures.js';
import {
  bearer,
  createMember,
  createSuperAdmin,
  createUserWithRole,
  registerCommunity,
  unique,
} from './helper.js';
import { addHome, type ResidentRefs } from './world/records.js';
import { caller } from './world/requests.js';

/** Every request of the audit tests comes from here (unless a test says otherwise). */
export const ADDRESS = '198.51.100.23';
export const AUDIT = '/api/AuditLogs';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';

export interface Person {
  id: number;
  email: string;
  password: string;
  token: string;
}

/**
 * The shortcuts, on the app `appOf` returns when called (a test file's app is built in its
 * beforeAll); `cast()` then builds the people and records.
 */
export function auditTrail(appOf: () => App) {
  /** Every password, token and code the file used, to look for in the rows. */
  const secrets = new Set<string>();

  function send(
    token: string | null,
    method: Method,
    url: string,
    payload?: unknown,
    options: { headers?: Record<string, string>; remoteAddress?: string } = {},
  ) {
    return appOf().inject({
      method,
      url,
      remoteAddress: options.remoteAddress ?? ADDRESS,
      headers: { ...(token ? bearer(token) : {}), ...options.headers },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  }

  async function sendMultipart(
    token: string,
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string | number>,
    files: FilePart[],
  ) {
    const body = await multipart(fields, files);
    return send(token, method, url, body.payload, { headers: body.headers });
  }

  /** POST /api/Wallets/Payments with a fresh Idempotency-Key. */
  function pay(token: string, body: Record<string, unknown>) {
    return send(token, 'POST', '/api/Wallets/Payments', body, {
      headers: { 'idempotency-key': `key-${unique()}` },
    });
  }

  function login(identifier: string, password: string, remoteAddress = ADDRESS) {
    if (password !== '') secrets.add(password);
    const form = { UserUniqueId: identifier, PassWord: password };
    return send(null, 'POST', '/api/AuthUser/login', form, { remoteAddress });
  }

  async function person(email: string, password: string): Promise<Person> {
    const response = await login(email, password);
    expect(response.statusCode, response.body).toBe(200);
    const { id, authToken } = response.json<{ id: number; authToken: string }>();
    secrets.add(authToken);
    return { id, email, password, token: authToken };
  }

  async function lastId(): Promise<number> {
    const row = await appOf()
      .db.selectFrom('auditLog')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  function rowsSince(id: number) {
    return appOf()
      .db.selectFrom('auditLog')
      .selectAll()
      .where('id', '>', id)
      .orderBy('id')
      .execute();
  }

  /** Runs `work` and expects it to write exactly one audit row; returns it and what work gave. */
  async function oneRowOf<T>(work: () => Promise<T>) {
    const since = await lastId();
    const result = await work();
    const rows = await rowsSince(since);
    expect(rows, JSON.stringify(rows)).toHaveLength(1);
    const row = rows[0]!;
    expect(row.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    return { row, result };
  }

  /** Runs `work` and expects it to write exactly one audit row; returns the row. */
  async function oneRow(work: () => Promise<unknown>) {
    return (await oneRowOf(work)).row;
  }

  /** Runs `work` and expects it to write no audit row. */
  async function noRow(work: () => Promise<unknown>) {
    const since = await lastId();
    await work();
    expect(await rowsSince(since)).toEqual([]);
  }

  /** The actor, community and address a row of `who` in `communityId` carries. */
  const expected = (who: Person | null, communityId: number | null) => ({
    actorUserId: who?.id ?? null,
    actorName: who?.email ?? 'anonymous',
    communityId,
    clientAddress: ADDRESS,
  });

  /** The body of an answer with `status` (201 unless told), as an expectation. */
  async function answered<T>(response: Awaited<ReturnType<typeof send>>, status = 201) {
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  }

  /** Every row in the log holds none of the secrets used so far. */
  async function expectNoSecrets() {
    const text = JSON.stringify(await appOf().db.selectFrom('auditLog').selectAll().execute());
    for (const secret of secrets) {
      expect(text.includes(secret), `a secret (${secret.length} characters) in the log`).toBe(
        false,
      );
    }
  }

  /**
   * A and B with their Admins, A's Treasurer and a Member, and the Super admin, all signed in
   * through `person` (so their sign-ins are rows from ADDRESS like the rest), and a home in A.
   */
  async function cast() {
    const app = appOf();
    const regA = await registerCommunity(app);
    const regB = await registerCommunity(app);
    const a = regA.community.id;
    const treasurer = await createUserWithRole(app, a, 'Treasurer');
    const memberAccount = await createMember(app, a);
    const superAdmin = await createSuperAdmin(app);
    const people = {
      adminA: await person(regA.registration.adminEmail, regA.registration.adminPassword),
      adminB: await person(regB.registration.adminEmail, regB.registration.adminPassword),
      treasurerA: await person(treasurer.email, treasurer.password),
      member: await person(memberAccount.email, memberAccount.password),
      root: await person(superAdmin.email, superAdmin.password),
    };
    const { streetId: _street, ...refsA } = await addHome(caller(app, people.adminA.token));
    return { a, b: regB.community.id, ...people, refsA: refsA as ResidentRefs };
  }

  return {
    cast,
    secrets,
    send,
    sendMultipart,
    pay,
    login,
    person,
    lastId,
    rowsSince,
    oneRow,
    oneRowOf,
    noRow,
    expected,
    answered,
    expectNoSecrets,
  };
}
