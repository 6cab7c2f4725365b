/**
 * Fuzzing (issue 7, Security suite): property-based requests generated from the route schemas
 * with fast-check, across every /api route of the OpenAPI document (read at test time, so a new
 * route joins by itself; /api/docs* aside), against the authorization tests' world (communities A
 * and B; anonymous, a Member, a Treasurer and the Admin of A, the Admin of B, the Super admin).
 *
 * Each request picks a route, an actor (sometimes a broken token), path parameters (ids of A's
 * and B's records and of records created during the run, the actor's own community's more often;
 * 0, negative, huge, non-numeric, bad encodings), a query (schema values mixed with wrong types,
 * long and unicode text, SQL and LIKE metacharacters, PageSize 0/101/-1, repeated and unknown
 * keys), a body derived from the body schema: well-formed (so that writes succeed and reach the
 * later checks), merely conforming, or mutated (fields dropped, wrong types, null, very long
 * strings, many decimals, NaN-like text, deep nesting, `__proto__` and privilege keys, not JSON
 * at all), sent as JSON, form-urlencoded, multipart (with small files: real PNG/JPEG/WebP/PDF,
 * GIF, SVG, HTML, text, random bytes), text/plain or an odd type, with or without an
 * Idempotency-Key, sometimes as HEAD or an unrouted method. Invariants of every request:
 * - it is answered (within 10 s, and not broken off after its headers);
 * - the status is below 500, and the app logged nothing at level error or above (level >= 50);
 * - a 4xx answers JSON `{ message }` with a string message;
 * - a refused request (4xx) wrote nothing: no row of any table was inserted, changed or deleted
 *   (a write journal kept by triggers, see write-journal.ts) and DATA_DIR/uploads lists the same
 *   files. Successful writes are allowed and change the world the next requests see;
 * - no officer (exco role) gets a 2xx on a change to an administrator's e-mail, phone, name,
 *   title or role, or its removal (issue 12; administrators.ts).
 *
 * Inputs that once broke the server (malformed multipart bodies; NUL characters on PostgreSQL)
 * are pinned one by one in fuzz-findings.test.ts; FUZZ_MALFORMED_MULTIPART=0 and FUZZ_NUL_TEXT=0
 * leave them out of a run (see request-kinds.ts).
 *
 * FUZZ_REQUESTS (default 5000) sets the number of requests; FUZZ_SEED replays a run (the seed is
 * printed in the summary and on failure; the world is rebuilt the same way, so the same requests
 * follow, up to random names and tokens), FUZZ_PATH with fast-check's printed path replays just the counterexample. By default
 * the first failing request stops the run and fast-check shrinks it; FUZZ_KEEP_GOING=1 runs every
 * request and reports each kind of failure once (route and invariants), without shrinking.
 */
import { readdirSync } from 'node:fs';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import { resolveSession, startSession } from '../../../../src/server/services/accounts/sessions.js';
import { uploadsDir } from '../../../../src/server/files/storage.js';
import { build } from '../../support/helper.js';
import { startFakePaystack, type FakePaystack } from '../../../../scripts/fake-paystack/server.js';
import {
  ACTORS,
  buildWorld,
  landingCommunity,
  type Actor,
  type World,
} from '../../support/world/world.js';
import {
  NUL_TEXT,
  Pools,
  containsNul,
  describeRequest,
  operationsOf,
  payloadOf,
  requestArb,
} from '../../support/fuzz/requests.js';
import { AdministratorWatch, OFFICERS } from '../../support/fuzz/administrators.js';
import { installWriteJournal, type WriteJournal } from '../../support/fuzz/write-journal.js';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5000);
const SEED =
  process.env.FUZZ_SEED === undefined
    ? Date.now() ^ (Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED);
const KEEP_GOING = process.env.FUZZ_KEEP_GOING === '1';
/** A request still unanswered after this long is a failure (a hang). */
const ANSWER_WITHIN_MS = 10_000;

interface RouteStats {
  total: number;
  byStatus: Record<number, number>;
  /** Time spent answering, in ms. */
  ms: number;
}

describe('fuzzing every /api route', () => {
  let app: App;
  let world: World;
  let journal: WriteJournal;
  let pools: Pools;
  let administrators: AdministratorWatch;
  const logLines: string[] = [];
  const tokens = new Map<Actor, string>();
  const accountIds = new Map<Actor, number>();
  let fake: FakePaystack;

  beforeAll(async () => {
    // Online payment talks to Paystack: a fake one, so that pay now, the return page and
    // reconciliation answer as they would (a provider outage is 503, which this run forbids).
    fake = await startFakePaystack();
    app = await build({
      config: {
        logger: 'warn',
        logStream: { write: (line: string) => void logLines.push(line) },
        paystackBaseUrl: fake.url,
        // The reminder scheduler bills and reminds on its own, between requests: its writes
        // would be laid at whichever refused request was running (a run on Node 24 found one).
        // Its ticks are tested in tests/server/reminders/; here it never ticks.
        reminderTickMs: 2 ** 31 - 1,
      },
    });
    world = await buildWorld(app);
    for (const actor of ACTORS) {
      if (actor === 'anonymous') continue;
      tokens.set(actor, world.accounts[actor].token);
      accountIds.set(actor, world.accounts[actor].id);
    }
    journal = await installWriteJournal(app);
    const accounts = [...Object.values(world.accounts), world.loginProbe];
    pools = new Pools(app, journal.tables, accounts);
    await pools.init();
    administrators = new AdministratorWatch(app);
    await administrators.init();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  /**
   * The files in DATA_DIR/uploads, read synchronously: an asynchronous readdir waits its turn in
   * libuv's thread pool, which costs more than the listing itself, 10 000 times a run.
   */
  function uploadsNow(): string {
    try {
      return readdirSync(uploadsDir(app.config.dataDir)).sort().join();
    } catch {
      return '';
    }
  }

  /** Error-level log entries (pino level >= 50) among the lines from `from` on. */
  function errorLogs(from: number): string[] {
    return logLines.slice(from).filter((line) => {
      try {
        return ((JSON.parse(line) as { level?: number }).level ?? 0) >= 50;
      } catch {
        return true; // not pino's JSON: something wrote to the log another way
      }
    });
  }

  /**
   * A request can end an actor's session (logout, a password change or reset, a demotion, the
   * account deleted): the actor's next request is then a 401, after which it signs in again
   * (directly, without argon2) if its account still exists.
   */
  async function renewSession(actor: Actor) {
    const token = tokens.get(actor);
    if (token === undefined || (await resolveSession(app.repos, token)).status === 'active') return;
    const userId = accountIds.get(actor) ?? 0;
    const user = await app.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (user) tokens.set(actor, await startSession(app.repos, userId));
  }

  it(`keeps every invariant for ${REQUESTS} generated requests`, async () => {
    const operations = operationsOf(app);
    expect(operations.length, 'routes in the OpenAPI document').toBeGreaterThan(40);
    const byRoute = new Map<string, RouteStats>(
      operations.map((op) => [op.key, { total: 0, byStatus: {}, ms: 0 }]),
    );
    const failures = new Map<string, string>();
    let sent = 0;
    let mark = await journal.mark();
    let files = uploadsNow();
    const started = Date.now();

    const communityOf = (actor: Actor) => landingCommunity(world, actor);
    const requests = new Map(operations.map((op) => [op, requestArb(op, pools, communityOf)]));
    const arbitrary = fc
      .constantFrom(...operations)
      .chain((op) => requests.get(op) ?? requestArb(op, pools, communityOf))
      .filter((request) => NUL_TEXT || !containsNul(request));

    const property = fc.asyncProperty(arbitrary, async (request) => {
      sent += 1;
      const { payload, contentType } = await payloadOf(request);
      const headers: Record<string, string> = { ...request.headers };
      if ('actor' in request.auth) {
        const token = tokens.get(request.auth.actor);
        if (token) headers.authorization = `Bearer ${token}`;
      } else {
        headers.authorization = request.auth.broken;
      }
      if (contentType) headers['content-type'] = contentType;
      const logFrom = logLines.length;

      const sentAt = performance.now();
      const answer = app
        .inject({
          method: request.method as InjectOptions['method'],
          url: request.url,
          headers,
          ...(payload === undefined ? {} : { payload }),
        })
        // The answer broke off after it began (e.g. a stream that failed after its headers).
        .catch((error: Error) => error);
      let timer: NodeJS.Timeout | undefined;
      const response = await Promise.race([
        answer,
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), ANSWER_WITHIN_MS);
        }),
      ]);
      clearTimeout(timer);
      if (response === null || response instanceof Error) {
        const what =
          response === null
            ? `no answer within ${ANSWER_WITHIN_MS} ms`
            : `the answer broke off (${response.message})`;
        const report = `${request.route}: ${what}\n${describeRequest(request)}`;
        if (!KEEP_GOING) throw new Error(report);
        failures.set(`${request.route}: ${what}`, report);
        return;
      }

      const status = response.statusCode;
      const stats = byRoute.get(request.route);
      if (stats) {
        stats.total += 1;
        stats.ms += performance.now() - sentAt;
        stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1;
      }

      const problems: string[] = [];
      if (status >= 500) problems.push(`status ${status}`);
      if (status >= 400 && status < 500 && request.method !== 'HEAD') {
        let message: unknown;
        try {
          message = response.json<{ message?: unknown }>().message;
        } catch {
          message = undefined;
        }
        if (
          typeof message !== 'string' ||
          !/^application\/json/.test(String(response.headers['content-type']))
        ) {
          problems.push(`a ${status} without a JSON { message }`);
        }
      }
      // Work the answer left behind (a reset code stored, a notice mailed) belongs to this request.
      await app.afterAnswer.idle();
      const errors = errorLogs(logFrom);
      if (errors.length > 0)
        problems.push(`logged at error level: ${errors.join(' | ').slice(0, 1500)}`);

      const written = await journal.since(mark);
      mark = written.mark;
      const filesNow = uploadsNow();
      if (status >= 400) {
        if (written.entries.length > 0) {
          const what = [...new Set(written.entries.map((e) => `${e.op} ${e.table}`))].join(', ');
          problems.push(`a refused request wrote: ${what}`);
        }
        if (filesNow !== files) {
          problems.push(`a refused request changed DATA_DIR/uploads: [${files}] → [${filesNow}]`);
        }
      }
      files = filesNow;
      // Who may change whom (issue 12): no officer ever gets a 2xx on a change to an administrator.
      const officer =
        'actor' in request.auth && OFFICERS.has(request.auth.actor)
          ? (accountIds.get(request.auth.actor) ?? null)
          : null;
      problems.push(...(await administrators.check(written.entries, status, officer)));

      if (status === 401 && 'actor' in request.auth && request.auth.actor !== 'anonymous') {
        await renewSession(request.auth.actor);
        mark = await journal.mark();
      }
      // Records created by the run become targets too.
      if (sent % 100 === 0) await pools.refresh();

      if (problems.length > 0) {
        const report = [
          `${request.route}: ${problems.join('; ')}`,
          describeRequest(request),
          `  → ${status} ${response.body.slice(0, 500)}`,
        ].join('\n');
        if (!KEEP_GOING) throw new Error(report);
        const kind = `${request.route}: ${problems.map((p) => p.replace(/:.*$/s, '')).join('; ')}`;
        if (!failures.has(kind)) failures.set(kind, report);
      }
    });

    /** Requests per route and status; printed whether the run passes or fails. */
    function printSummary() {
      const seconds = (Date.now() - started) / 1000;
      const answering = [...byRoute.values()].reduce((sum, stats) => sum + stats.ms, 0) / 1000;
      const lines = [...byRoute].map(([route, stats]) => {
        const statuses = Object.entries(stats.byStatus)
          .sort(([a], [b]) => Number(a) - Number(b))
          .map(([code, count]) => `${code}×${count}`)
          .join(' ');
        const ms = `${Math.round(stats.ms)} ms`.padStart(9);
        return `${String(stats.total).padStart(5)} ${ms}  ${route.padEnd(56)} ${statuses}`;
      });
      const totals: Record<string, number> = {};
      for (const stats of byRoute.values()) {
        for (const [code, count] of Object.entries(stats.byStatus)) {
          const bucket = `${code[0]}xx`;
          totals[bucket] = (totals[bucket] ?? 0) + count;
        }
      }
      console.log(
        [
          `fuzz (${app.dialect}): ${sent} requests over ${operations.length} routes in ${seconds.toFixed(1)} s ` +
            `(${answering.toFixed(1)} s of it answering) ` +
            `(seed ${SEED}); ${Object.entries(totals)
              .map(([k, v]) => `${k} ${v}`)
              .join(', ')}`,
          ...lines,
        ].join('\n'),
      );
    }

    try {
      await fc.assert(property, {
        numRuns: REQUESTS,
        seed: SEED,
        ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
        verbose: 1,
      });
    } finally {
      printSummary();
    }

    expect([...failures.values()], 'failing requests (one per route and invariants)').toEqual([]);
    // Stragglers too: errors logged after their request answered (e.g. mail sent after it).
    expect(errorLogs(0), 'error-level log entries').toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(REQUESTS);
    if (REQUESTS >= operations.length * 20) {
      const untouched = [...byRoute]
        .filter(([, stats]) => stats.total === 0)
        .map(([route]) => route);
      expect(untouched, 'routes no request reached').toEqual([]);
    }
  }, 600_000);
});
