/**
 * The API under load: autocannon over loopback against the signed-in Admin's community, each
 * endpoint first warmed up (JIT, database caches) and then measured at each connection count,
 * while the server's resident memory is sampled. Browsers' Accept-Encoding is sent so responses
 * are compressed as they would be in use.
 */
import { randomUUID } from 'node:crypto';
import autocannon, { type Request } from 'autocannon';
import { todayInLagos } from '../../src/shared/finance.js';
import { getJson, type Session } from './http.js';
import { sampleMemory, type RunningServer } from './server.js';

export const ENDPOINTS = {
  residents: 'Residents list, page 1',
  search: 'Residents list, 3-character search',
  resident: 'One resident',
  statistic: 'Dashboard statistic',
  debtors: 'Debtors list, page 1',
  transactions: 'Transactions, page 1',
  payment: 'Payment write (fresh Idempotency-Key)',
} as const;
export type Endpoint = keyof typeof ENDPOINTS;

export interface LoadResult {
  endpoint: Endpoint;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Socket errors (timeouts included) and non-2xx answers. */
  errors: number;
  peakRssBytes: number;
}

interface Paged {
  records: { id: number; fullName: string }[];
}

/** A JSON POST with a fresh Idempotency-Key each time (both servers' payment writes). */
export function freshPayment(path: string, body: () => unknown): Request {
  return {
    method: 'POST',
    path,
    setupRequest: (request) => ({
      ...request,
      headers: {
        ...request.headers,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify(body()),
    }),
  };
}

/**
 * One request per endpoint for the community; reads its residents to pick ids and a search (the
 * side-by-side section reuses the ids and search for the plain server's requests).
 */
export async function requestsFor(server: RunningServer, session: Session, communityId: number) {
  const page = await getJson<Paged>(
    server.baseUrl,
    '/api/Residents?PageSize=100&PageNumber=1',
    session,
  );
  const ids = page.records.map((record) => record.id);
  if (ids.length === 0) throw new Error('The community has no residents');
  // Three letters of a surname on the first page: a search people would type, with matches.
  const surname = page.records[0]!.fullName.split(' ').at(-1) ?? 'Ade';
  const search = encodeURIComponent(surname.slice(0, 3).toLowerCase());
  const paymentDate = todayInLagos();
  const list = 'PageSize=10&PageNumber=1';
  const requests: Record<Endpoint, Request> = {
    residents: { path: `/api/Residents?${list}` },
    search: { path: `/api/Residents?${list}&SearchText=${search}` },
    resident: { path: `/api/Residents/${ids[0]}` },
    statistic: { path: `/api/Communities/${communityId}/Statistics` },
    debtors: { path: `/api/Residents/${communityId}/debtors?${list}` },
    transactions: { path: `/api/Residents/${communityId}/Transactions?${list}` },
    payment: freshPayment('/api/Wallets/Payments', () => ({
      residentId: ids[Math.floor(Math.random() * ids.length)],
      amount: 1_000,
      paymentDate,
      method: 'Bank transfer',
      reference: 'BENCH',
    })),
  };
  return { requests, search: decodeURIComponent(search), ids, paymentDate };
}

/**
 * Waits until the server answers GET /api/health quickly again (up to 30 s): a slow endpoint at
 * 50 connections leaves a backlog that would otherwise land on the next endpoint's runs.
 */
async function settle(server: RunningServer): Promise<void> {
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/api/health`).catch(() => null);
    if (response?.ok && performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function measure(
  server: RunningServer,
  session: Session,
  request: Request,
  connections: number,
  duration: number,
) {
  const memory = sampleMemory(server.pid);
  const result = await autocannon({
    url: server.baseUrl,
    connections,
    duration,
    timeout: 10,
    headers: {
      authorization: `Bearer ${session.token}`,
      'accept-encoding': 'gzip, deflate, br',
    },
    requests: [request],
  });
  const { peak } = memory.stop();
  await settle(server);
  return { result, peak };
}

export async function loadApi(
  server: RunningServer,
  session: Session,
  communityId: number,
  options: { duration: number; warmup: number; connections: number[] },
  log: (line: string) => void,
): Promise<{ results: LoadResult[]; search: string }> {
  const { requests, search } = await requestsFor(server, session, communityId);
  const results: LoadResult[] = [];
  for (const endpoint of Object.keys(ENDPOINTS) as Endpoint[]) {
    const request = requests[endpoint];
    const warm = await measure(server, session, request, 10, options.warmup);
    if (warm.result.requests.total === 0 || warm.result.non2xx > 0) {
      const codes = JSON.stringify(warm.result.statusCodeStats);
      log(`  warning: ${endpoint} warm-up answered ${codes}`);
    }
    for (const connections of options.connections) {
      const { result, peak } = await measure(
        server,
        session,
        request,
        connections,
        options.duration,
      );
      const row: LoadResult = {
        endpoint,
        connections,
        requestsPerSecond: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        requests: result.requests.total,
        // autocannon counts timeouts among its errors already.
        errors: result.errors + result.non2xx,
        peakRssBytes: peak,
      };
      results.push(row);
      log(
        `  ${endpoint.padEnd(12)} c=${String(connections).padEnd(3)} ${row.requestsPerSecond.toFixed(0)} req/s ` +
          `p50 ${row.p50Ms} ms p99 ${row.p99Ms} ms errors ${row.errors} rss ${(peak / 2 ** 20).toFixed(0)} MB`,
      );
    }
  }
  return { results, search };
}
