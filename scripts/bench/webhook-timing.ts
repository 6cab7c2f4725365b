/**
 * Signed webhooks (issue 18): the server in-process on a database of its own (a new DATA_DIR on
 * SQLite, neighbourly_bench_webhooks on PostgreSQL, emptied first), one community with online
 * payment set up and a resident, and the fake Paystack. BENCH_WEBHOOKS (500) payments started
 * (distinct references, as pay now writes them) and paid at the fake; then their charge.success
 * events, signed as Paystack signs them, are posted over HTTP 10 at a time. Measured: webhooks
 * answered per second and the p50/p99 of the 200 answer, then the time until every one is
 * credited (verified with the fake and settled, after the answers). Each answer must be 200 and
 * every payment credited once, so a broken webhook cannot pass as a fast one.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { webhookPath } from '../../src/shared/payments.js';
import { community } from '../../tests/server/support/world/community.js';
import { secretKey, setUpPayments } from '../../tests/server/support/webhook-fixtures.js';
import { startFakePaystack } from '../fake-paystack/server.js';
import type { FakeEvent } from '../fake-paystack/webhooks.js';
import type { BenchOptions, DatabaseKind } from './options.js';
import { resetTarget, type Target } from './targets.js';

export const WEBHOOK_CONCURRENCY = 10;

export interface WebhookBench {
  kind: DatabaseKind;
  deliveries: number;
  concurrency: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** From the first delivery until the last payment is in the ledger. */
  creditedSeconds: number;
}

function webhookTarget(options: BenchOptions, kind: DatabaseKind): Target {
  const dataDir = path.join(options.dataDir, `${kind}-webhooks`);
  let databaseUrl: string | null = null;
  if (kind === 'postgres') {
    const url = new URL(options.postgresUrl);
    url.pathname = '/neighbourly_bench_webhooks';
    databaseUrl = url.href;
  }
  return { kind, scale: 'community', label: `${kind}/webhooks`, dataDir, databaseUrl };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function benchWebhooks(
  options: BenchOptions,
  kind: DatabaseKind,
  log: (line: string) => void,
): Promise<WebhookBench> {
  const deliveries = Number(process.env.BENCH_WEBHOOKS ?? 500);
  const target = webhookTarget(options, kind);
  await resetTarget(options, target);
  mkdirSync(target.dataDir, { recursive: true });
  const fake = await startFakePaystack();
  const app = await buildApp({
    ...loadConfig({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? undefined }),
    logger: false,
    clientDir: null,
    paystackBaseUrl: fake.url,
  });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const estate = await community(app);
    const payer = await estate.resident(await estate.home());
    const key = secretKey();
    await setUpPayments(app, estate.id, key);
    const events: FakeEvent[] = [];
    for (let i = 0; i < deliveries; i += 1) {
      const reference = `BENCH-${i}`;
      const amountKobo = 100_000 + i;
      await app.db
        .insertInto('onlinePayments')
        .values({
          communityId: estate.id,
          residentId: payer.residentId,
          reference,
          amountKobo,
          chargeKobo: amountKobo,
          feeBearer: 'community',
          status: 'pending',
          createdAt: new Date().toISOString(),
        })
        .execute();
      const t = fake.seed({ secretKey: key, reference, email: payer.email, amountKobo });
      fake.state.settle(t, 'success');
      events.push(fake.event(reference));
    }
    const url = `${base}${webhookPath(estate.id)}`;
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < events.length) {
        const event = events[next++]!;
        const sent = performance.now();
        const answer = await fetch(url, {
          method: 'POST',
          headers: event.headers,
          body: event.body,
        });
        await answer.text();
        latencies.push(performance.now() - sent);
        if (answer.status !== 200) throw new Error(`Webhook: HTTP ${answer.status}`);
      }
    };
    await Promise.all(Array.from({ length: WEBHOOK_CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    const creditedCount = async () => {
      await app.paymentEvents.idle();
      const row = await app.db
        .selectFrom('ledgerEntries')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('communityId', '=', estate.id)
        .where('providerReference', 'is not', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    };
    const deadline = Date.now() + 120_000;
    let credited = await creditedCount();
    while (credited < deliveries && Date.now() < deadline) credited = await creditedCount();
    if (credited !== deliveries) {
      throw new Error(`Webhooks: ${credited} of ${deliveries} payments credited`);
    }
    const creditedSeconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const result = {
      kind,
      deliveries,
      concurrency: WEBHOOK_CONCURRENCY,
      seconds,
      perSecond: deliveries / seconds,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      creditedSeconds,
    };
    log(
      `[webhooks] ${kind}: ${result.perSecond.toFixed(0)}/s, p99 ${result.p99Ms.toFixed(1)} ms, ` +
        `all credited after ${creditedSeconds.toFixed(2)} s`,
    );
    return result;
  } finally {
    await app.close();
    await fake.close();
  }
}

/** The section of the report. */
export function webhookMarkdown(
  benches: WebhookBench[] | undefined,
  table: (head: string[], rows: (string | number)[][]) => string,
): string[] {
  if (!benches || benches.length === 0) return [];
  return [
    '',
    `## Signed webhooks (charge.success, distinct references, ${WEBHOOK_CONCURRENCY} at a time)`,
    '',
    table(
      ['Database', 'Deliveries', 'Webhooks/s', 'p50 (ms)', 'p99 (ms)', 'All credited after (s)'],
      benches.map((b) => [
        b.kind,
        b.deliveries,
        b.perSecond.toFixed(0),
        b.p50Ms.toFixed(1),
        b.p99Ms.toFixed(1),
        b.creditedSeconds.toFixed(2),
      ]),
    ),
  ];
}
