/**
 * Side by side (issue 14): the built server and the bench's plain server (plain-server.ts) on the
 * same PostgreSQL working copy, the same requests and load, alternating endpoint by endpoint:
 * both warmed up, then Neighbourly measured, then the plain server, at 10 connections. Without
 * Accept-Encoding: the plain server does not compress, so neither does Neighbourly here. Records
 * Neighbourly's idle RSS (after start-up, before any request) and its peak RSS during its runs.
 *
 * Both servers work on one working copy of the dataset (database <dataset>_sbs, made afresh from
 * the generated one at each run; targets.ts workingCopy): the payment runs' rows (the ledger is
 * append-only) never reach the cached dataset, and both servers' inserts go into the same table
 * and indexes, so neither writes into a smaller one than the other.
 */
import autocannon, { type Request, type Result } from 'autocannon';
import { ENDPOINTS, requestsFor, type Endpoint } from './api-load.js';
import { BENCH_PASSWORD, type Login } from './datasets.js';
import { signIn } from './http.js';
import { plainRequests, startPlain, type RequestValues } from './plain-requests.js';
import { memoryOf, sampleMemory, type RunningServer } from './server.js';
import { checkSameAnswers } from './side-by-side-check.js';
import type { Target } from './targets.js';

export const SIDE_BY_SIDE_CONNECTIONS = 10;

export interface Measured {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Socket errors (timeouts included) and non-2xx answers. */
  errors: number;
}

export interface SideBySideRow {
  endpoint: Endpoint;
  neighbourly: Measured;
  plain: Measured;
  /** Neighbourly's requests per second over the plain server's. */
  ratio: number;
}

export interface SideBySideResult {
  communityId: number;
  connections: number;
  idleRssBytes: number;
  peakRssBytes: number;
  rows: SideBySideRow[];
  /** Endpoints whose answers differ between the two servers (checked once before the loads). */
  warnings: string[];
}

const measured = (result: Result): Measured => ({
  requestsPerSecond: result.requests.average,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  requests: result.requests.total,
  errors: result.errors + result.non2xx,
});

const load = (url: string, request: Request, headers: Record<string, string>, duration: number) =>
  autocannon({
    url,
    connections: SIDE_BY_SIDE_CONNECTIONS,
    duration,
    timeout: 10,
    headers,
    requests: [request],
  });

export async function sideBySide(
  options: { root: string; duration: number; warmup: number },
  copy: Target,
  server: RunningServer,
  login: Login,
  log: (line: string) => void,
): Promise<SideBySideResult> {
  // A moment for start-up's garbage to be collected before idle memory is read.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const idleRssBytes = memoryOf(server.pid)?.rss ?? 0;
  const plain = await startPlain(options.root, copy.databaseUrl!);
  try {
    const session = await signIn(server.baseUrl, login.adminEmail, BENCH_PASSWORD);
    const found = await requestsFor(server, session, login.communityId);
    const userId = Number(session.user.id);
    const values: RequestValues = { ...found, communityId: login.communityId, userId };
    const ours = found.requests;
    const theirs = plainRequests(values);
    const warnings = await checkSameAnswers(
      { baseUrl: server.baseUrl, token: session.token, requests: ours },
      { baseUrl: plain.baseUrl, requests: theirs },
      values,
    );
    for (const warning of warnings) log(`  warning: ${warning}`);
    const auth = { authorization: `Bearer ${session.token}` };
    const rows: SideBySideRow[] = [];
    let peakRssBytes = idleRssBytes;
    for (const endpoint of Object.keys(ENDPOINTS) as Endpoint[]) {
      await load(server.baseUrl, ours[endpoint], auth, options.warmup);
      await load(plain.baseUrl, theirs[endpoint], {}, options.warmup);
      const memory = sampleMemory(server.pid);
      const a = measured(await load(server.baseUrl, ours[endpoint], auth, options.duration));
      peakRssBytes = Math.max(peakRssBytes, memory.stop().peak);
      const b = measured(await load(plain.baseUrl, theirs[endpoint], {}, options.duration));
      const row = {
        endpoint,
        neighbourly: a,
        plain: b,
        ratio: a.requestsPerSecond / b.requestsPerSecond,
      };
      rows.push(row);
      log(
        `  ${endpoint.padEnd(12)} ${a.requestsPerSecond.toFixed(0)} req/s p99 ${a.p99Ms} ms | ` +
          `plain ${b.requestsPerSecond.toFixed(0)} req/s p99 ${b.p99Ms} ms | ${row.ratio.toFixed(2)}x` +
          (a.errors + b.errors > 0 ? ` errors ${a.errors}/${b.errors}` : ''),
      );
    }
    const connections = SIDE_BY_SIDE_CONNECTIONS;
    return {
      communityId: login.communityId,
      connections,
      idleRssBytes,
      peakRssBytes,
      rows,
      warnings,
    };
  } finally {
    plain.stop();
  }
}
