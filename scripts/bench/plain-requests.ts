/**
 * The plain server (plain-server.ts) as a child process of the bench, and its requests: the same
 * community, page, search, resident and payment values as Neighbourly's requests (api-load.ts).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Request } from 'autocannon';
import { freshPayment, type Endpoint } from './api-load.js';
import { freePort } from './server.js';

export interface PlainServer {
  baseUrl: string;
  stop(): void;
}

/** Starts the plain server on `databaseUrl` (through tsx: it is TypeScript) and waits for it. */
export async function startPlain(root: string, databaseUrl: string): Promise<PlainServer> {
  const port = await freePort();
  const script = path.join(root, 'scripts/bench/plain-server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, String(port)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => void (child.exitCode === null && child.kill('SIGTERM'));
  // The bench exits on SIGINT/SIGTERM without unwinding (index.ts): take the child with it.
  process.once('exit', stop);
  for (let tries = 0; tries < 150; tries++) {
    if (child.exitCode !== null) throw new Error(`The plain server exited with ${child.exitCode}`);
    const response = await fetch(`${baseUrl}/health`).catch(() => null);
    if (response?.ok) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error('The plain server did not answer within 15 s');
}

/** What Neighbourly's requests were made of (api-load.ts requestsFor). */
export interface RequestValues {
  communityId: number;
  ids: number[];
  search: string;
  paymentDate: string;
  /** The signed-in Admin, recorded as the payments' created_by as Neighbourly records them. */
  userId: number;
}

/** A payment body as api-load.ts sends it (one resident of the page, picked at random). */
export const paymentBody = (values: RequestValues, residentId?: number) => ({
  residentId: residentId ?? values.ids[Math.floor(Math.random() * values.ids.length)]!,
  amount: 1_000,
  paymentDate: values.paymentDate,
  method: 'Bank transfer',
  reference: 'BENCH',
});

export function plainRequests(values: RequestValues): Record<Endpoint, Request> {
  const c = values.communityId;
  const list = `c=${c}&PageSize=10&PageNumber=1`;
  return {
    residents: { path: `/residents?${list}` },
    search: { path: `/search?${list}&SearchText=${encodeURIComponent(values.search)}` },
    resident: { path: `/resident?id=${values.ids[0]}&c=${c}` },
    statistic: { path: `/statistic?c=${c}` },
    debtors: { path: `/debtors?${list}` },
    transactions: { path: `/transactions?${list}` },
    payment: freshPayment(`/payment?c=${c}&u=${values.userId}`, () => paymentBody(values)),
  };
}
