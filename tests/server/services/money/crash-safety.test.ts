/**
 * Crash safety of the embedded database (issue 7, Security suite): a real server process takes
 * payments while the test kills it with SIGKILL at a random moment, 20 rounds on one DATA_DIR.
 * After each restart:
 * - every payment the server acknowledged (201) before the kill is stored, with its amount and
 *   its Idempotency-Key row;
 * - a payment whose answer the kill swallowed is retried with the same key and body, as a client
 *   would: it is recorded exactly once (a replay when it had been committed);
 * - the ledger invariants hold: the statistic's availableBalance = totalIncome - totalExpenses =
 *   the wallet rows' CR - DR, totalIncome is the seed's plus every payment ever attempted (none
 *   lost, none doubled), and no payment lacks its key row nor a key row its payment;
 * - a second server started on the same DATA_DIR is refused (exit code 1 and a message) while
 *   the restarted one keeps serving: after the first and the last kill (the lock a killed server
 *   leaves behind is the same each round, and each second server costs a whole server's start).
 * The child runs the built server (`node dist/server/server/main.js`, as `npm start`) when the
 * build is newer than the sources, otherwise the sources through tsx. SQLite only: PostgreSQL
 * is a separate server whose durability is its own. Starting and killing the processes is in
 * support/server-process.ts.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStatistic } from '../../../../src/shared/contract/finance-reads.js';
import { openDatabase } from '../../../../src/server/db/connection.js';
import {
  DataDirLockedError,
  LOCK_FILE_NAME,
  lockDataDir,
} from '../../../../src/server/db/data-dir-lock.js';
import {
  build,
  createTestTarget,
  registerCommunity,
  signIn,
  usePostgres,
} from '../../support/helper.js';
import type { TestTarget } from '../../support/helper.js';
import {
  EXPENSES,
  PAYMENTS,
  dayFromToday,
  expenseBody,
  paymentBody,
} from '../../support/ledger-fixtures.js';
import { createResident, residentRefs } from '../../support/people-fixtures.js';
import {
  freePort,
  kill,
  serverCommand,
  spawnServer,
  startServer,
  type Child,
} from '../../support/server-process.js';
import { caller } from '../../support/tenant-fixtures.js';

const ROUNDS = 20;
const WORKERS = 6;
/** The rounds after which a second server is started, and must be refused. */
const REFUSAL_ROUNDS = new Set([1, ROUNDS]);
const REFUSED = 'Another Neighbourly server is already running';

interface Attempt {
  key: string;
  body: ReturnType<typeof paymentBody>;
  amountKobo: number;
  /** acked: 201 seen; unknown: the kill swallowed the answer; other: any other answer. */
  outcome: 'pending' | 'acked' | 'unknown' | 'other';
  entryId?: number;
  answer?: string;
}

describe.skipIf(usePostgres)('crash safety of the embedded database', () => {
  it('refuses a second lock on a DATA_DIR until the first is released', async () => {
    const target = await createTestTarget();
    try {
      const first = lockDataDir(target.dataDir);
      expect(existsSync(path.join(target.dataDir, LOCK_FILE_NAME))).toBe(true);
      expect(() => lockDataDir(target.dataDir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(target.dataDir)).toThrow(REFUSED);
      // The database itself stays open to others (the command-line tools).
      const { db } = openDatabase({ dataDir: target.dataDir, databaseUrl: null });
      await db.schema.createTable('probe').addColumn('id', 'integer').execute();
      await db.destroy();
      first.release();
      first.release();
      const second = lockDataDir(target.dataDir);
      second.release();
    } finally {
      await target.dispose();
    }
  });

  describe('a server killed with SIGKILL while it takes payments', () => {
    const command = serverCommand();
    let target: TestTarget;
    let communityId: number;
    let admin: { email: string; password: string };
    let residentIds: number[];
    let seedIncomeKobo = 0;
    let server: Child | null = null;

    beforeAll(async () => {
      target = await createTestTarget();
      // The seed, once, in this process on the same DATA_DIR: a community, its Admin, residents
      // and one expense (so both totals are non-zero).
      const app = await build({ target });
      try {
        const { community, registration } = await registerCommunity(app);
        communityId = community.id;
        admin = { email: registration.adminEmail, password: registration.adminPassword };
        const adminCaller = caller(
          app,
          await signIn(app, registration.adminEmail, registration.adminPassword),
        );
        const refs = await residentRefs(adminCaller);
        residentIds = [];
        for (let i = 0; i < 4; i += 1) {
          residentIds.push((await createResident(app, communityId, refs)).residentId);
        }
        const expense = await adminCaller.post(EXPENSES, expenseBody({ amount: 1234.56 }));
        expect(expense.statusCode, expense.body).toBe(201);
        const payment = await app.inject({
          method: 'POST',
          url: PAYMENTS,
          headers: { authorization: `Bearer ${adminCaller.token}`, 'idempotency-key': 'seed' },
          payload: paymentBody(residentIds[0]!, { amount: 10_000 }),
        });
        expect(payment.statusCode, payment.body).toBe(201);
        seedIncomeKobo = 1_000_000;
      } finally {
        await app.close();
      }
    }, 60_000);

    afterAll(async () => {
      if (server) await kill(server);
      await target?.dispose();
    });

    it(`keeps every acknowledged payment over ${ROUNDS} kills, and one server per DATA_DIR`, async () => {
      const started = Date.now();
      const attempts: Attempt[] = [];
      const stats = { acked: 0, unknown: 0, replayedOnRetry: 0 };

      server = await startServer(command, target.dataDir);
      const login = await fetch(`${server.url}/api/AuthUser/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ UserUniqueId: admin.email, PassWord: admin.password }),
      });
      expect(login.status).toBe(200);
      // One session for every round: it survives the kills too.
      const { authToken } = (await login.json()) as { authToken: string };

      const post = (url: string, attempt: Attempt) =>
        fetch(`${url}${PAYMENTS}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${authToken}`,
            'content-type': 'application/json',
            'idempotency-key': attempt.key,
          },
          body: JSON.stringify(attempt.body),
        });

      /** One server per DATA_DIR: a second one is refused and the first keeps serving. */
      async function expectSecondServerRefused(child: Child) {
        const second = await spawnServer(command, target.dataDir, await freePort());
        const code = await second.exited;
        expect(code, second.output()).not.toBe(0);
        expect(second.output()).toContain(REFUSED);
        expect(second.output()).toContain(target.dataDir);
        expect((await fetch(`${child.url}/api/health`)).status).toBe(200);
      }

      /** Every check of a freshly (re)started server. */
      async function verify(child: Child, round: string, secondServer: boolean) {
        // Runs beside the other checks: the server holds its lock from start to end.
        const refusal = secondServer
          ? expectSecondServerRefused(child).then(
              () => null,
              (error: unknown) => error,
            )
          : null;
        // Answers lost with the last server: retry with the same key and body, as a client would.
        for (const attempt of attempts.filter((a) => a.outcome === 'unknown')) {
          const response = await post(child.url, attempt);
          const text = await response.text();
          expect(response.status, `${round}, retry: ${text}`).toBe(201);
          if (response.headers.get('idempotent-replayed') === 'true') stats.replayedOnRetry += 1;
          attempt.entryId = (JSON.parse(text) as { id: number }).id;
          attempt.outcome = 'acked';
        }
        // A replay of an acknowledged payment answers the first result, writing nothing.
        const acked = attempts.filter((a) => a.outcome === 'acked');
        if (acked.length > 0) {
          const sample = acked[randomInt(acked.length)]!;
          const replay = await post(child.url, sample);
          expect(replay.status).toBe(201);
          expect(replay.headers.get('idempotent-replayed')).toBe('true');
          expect(((await replay.json()) as { id: number }).id).toBe(sample.entryId);
        }

        const statistic = await fetch(`${child.url}/api/Communities/${communityId}/Statistics`, {
          headers: { authorization: `Bearer ${authToken}` },
        });
        expect(statistic.status).toBe(200);
        const figures = (await statistic.json()) as DashboardStatistic;

        const { db } = openDatabase({ dataDir: target.dataDir, databaseUrl: null });
        try {
          const entries = await db
            .selectFrom('ledgerEntries')
            .select(['id', 'kind', 'creditKobo', 'debitKobo', 'residentId'])
            .where('communityId', '=', communityId)
            .execute();
          const keys = await db
            .selectFrom('paymentIdempotencyKeys')
            .select(['idempotencyKey', 'entryId'])
            .where('communityId', '=', communityId)
            .execute();
          const byId = new Map(entries.map((entry) => [entry.id, entry]));
          const keyOf = new Map(keys.map((row) => [row.idempotencyKey, row.entryId]));

          for (const attempt of attempts) {
            expect(attempt.outcome, `${round}: ${attempt.answer}`).toBe('acked');
            const entry = byId.get(attempt.entryId!);
            expect(entry, `${round}: payment ${attempt.entryId} lost`).toBeDefined();
            expect(entry).toMatchObject({
              kind: 'payment',
              creditKobo: attempt.amountKobo,
              residentId: attempt.body.residentId,
            });
            expect(keyOf.get(attempt.key)).toBe(attempt.entryId);
          }
          // No partial writes: one key row per payment and every key row names a payment.
          const payments = entries.filter((entry) => entry.kind === 'payment');
          expect(keys).toHaveLength(payments.length);
          expect(new Set(keys.map((row) => row.entryId))).toEqual(
            new Set(payments.map((entry) => entry.id)),
          );
          expect(payments, round).toHaveLength(attempts.length + 1);

          const walletKobo = entries.reduce((sum, e) => sum + e.creditKobo - e.debitKobo, 0);
          const attemptedKobo = attempts.reduce((sum, a) => sum + a.amountKobo, 0);
          const kobo = (naira: number) => Math.round(naira * 100);
          expect(kobo(figures.totalIncome), round).toBe(seedIncomeKobo + attemptedKobo);
          expect(kobo(figures.totalExpenses), round).toBe(123_456);
          expect(kobo(figures.availableBalance), round).toBe(
            kobo(figures.totalIncome) - kobo(figures.totalExpenses),
          );
          expect(kobo(figures.availableBalance), round).toBe(walletKobo);
        } finally {
          await db.destroy();
        }
        const refused = await refusal;
        if (refused) throw refused;
      }

      for (let round = 1; round <= ROUNDS; round += 1) {
        const child = server!;
        let stopped = false;
        let sequence = 0;
        const worker = async () => {
          while (!stopped) {
            sequence += 1;
            const amountKobo = 100_00 + randomInt(1, 900_000);
            const attempt: Attempt = {
              key: randomUUID(),
              body: paymentBody(residentIds[randomInt(residentIds.length)]!, {
                amount: amountKobo / 100,
                paymentDate: dayFromToday(-randomInt(0, 30)),
                reference: `R${round}-${sequence}`,
              }),
              amountKobo,
              outcome: 'pending',
            };
            attempts.push(attempt);
            try {
              const response = await post(child.url, attempt);
              const text = await response.text();
              if (response.status === 201) {
                attempt.outcome = 'acked';
                attempt.entryId = (JSON.parse(text) as { id: number }).id;
                stats.acked += 1;
              } else {
                attempt.outcome = 'other';
                attempt.answer = `${response.status} ${text}`;
              }
            } catch {
              // The connection died with the server: the payment may or may not be stored.
              attempt.outcome = 'unknown';
              stats.unknown += 1;
            }
          }
        };
        const load = Array.from({ length: WORKERS }, worker);
        const delay = randomInt(20, 401);
        await new Promise((resolve) => setTimeout(resolve, delay));
        // Requests keep starting until the very moment of the kill.
        child.process.kill('SIGKILL');
        stopped = true;
        await child.exited;
        await Promise.all(load);
        expect(attempts.filter((a) => a.outcome === 'other').map((a) => a.answer)).toEqual([]);

        server = await startServer(command, target.dataDir);
        await verify(
          server,
          `round ${round} (killed after ${delay} ms)`,
          REFUSAL_ROUNDS.has(round),
        );
      }

      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `crash safety (${command.label}): ${ROUNDS} kills in ${seconds} s; ` +
          `${attempts.length} payments, ${stats.acked} acknowledged before a kill, ` +
          `${stats.unknown} answers lost (on retry ${stats.replayedOnRetry} were already stored)`,
      );
    }, 300_000);
  });
});
