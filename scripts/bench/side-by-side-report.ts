/**
 * The side-by-side section of the report (issue 14's targets): per route, Neighbourly's and the
 * plain server's requests per second, p50 and p99, the ratio and whether the targets hold (at
 * least 0.5x the plain server; p99 under 20 ms for one resident, under 50 ms for every list);
 * then idle and peak RSS against 120 and 200 MB.
 */
import { ENDPOINTS, type Endpoint } from './api-load.js';
import type { TargetResult } from './results.js';
import type { SideBySideResult, SideBySideRow } from './side-by-side.js';

export const MIN_RATIO = 0.5;
/** p99 limits (ms) at 10 connections; routes absent here have only the ratio target. */
export const P99_LIMITS: Partial<Record<Endpoint, number>> = {
  resident: 20,
  residents: 50,
  search: 50,
  debtors: 50,
  transactions: 50,
};
export const IDLE_RSS_LIMIT = 120 * 2 ** 20;
export const PEAK_RSS_LIMIT = 200 * 2 ** 20;

const MB = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const mark = (pass: boolean) => (pass ? 'pass' : '**FAIL**');

/** The target cell: the limits and pass, or what failed. */
export function targetOf(row: SideBySideRow): { text: string; pass: boolean } {
  const limit = P99_LIMITS[row.endpoint];
  const failed: string[] = [];
  if (row.ratio < MIN_RATIO) failed.push('ratio');
  if (limit !== undefined && row.neighbourly.p99Ms >= limit) failed.push('p99');
  if (row.neighbourly.errors + row.plain.errors > 0) failed.push('errors');
  const rule = `≥ ${MIN_RATIO}x${limit === undefined ? '' : `, p99 < ${limit} ms`}`;
  const pass = failed.length === 0;
  return { text: `${rule}: ${pass ? 'pass' : `**FAIL** (${failed.join(', ')})`}`, pass };
}

function table(result: SideBySideResult): string[] {
  const rows = result.rows.map((row) => {
    const { neighbourly: a, plain: b } = row;
    const errors = a.errors + b.errors > 0 ? ` (errors ${a.errors}/${b.errors})` : '';
    return [
      ENDPOINTS[row.endpoint],
      a.requestsPerSecond.toFixed(0),
      a.p50Ms,
      a.p99Ms,
      b.requestsPerSecond.toFixed(0),
      b.p50Ms,
      b.p99Ms,
      `${row.ratio.toFixed(2)}x${errors}`,
      targetOf(row).text,
    ].join(' | ');
  });
  return [
    '| route | Neighbourly req/s | p50 | p99 | plain req/s | p50 | p99 | ratio | target |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
  ];
}

export function sideBySideMarkdown(target: TargetResult): string[] {
  const result = target.sideBySide;
  if (!result) return [];
  const passed = result.rows.filter((row) => targetOf(row).pass).length;
  const idle = result.idleRssBytes < IDLE_RSS_LIMIT;
  const peak = result.peakRssBytes < PEAK_RSS_LIMIT;
  return [
    '',
    `### Side by side with the plain server (${target.label}): ${passed} of ${result.rows.length} routes on target`,
    '',
    `Community #${result.communityId}, ${result.connections} connections, no compression on ` +
      'either side (the plain server does not compress); the plain server is node:http + pg, one ' +
      'prepared statement per route, JSON built by PostgreSQL, no authentication ' +
      '(scripts/bench/plain-server.ts); its payment writes the entry and its Idempotency-Key ' +
      'in one statement, without the audit row Neighbourly adds. Latencies in ms.',
    '',
    ...table(result),
    '',
    `- Idle RSS (after start-up, before any request): ${MB(result.idleRssBytes)} (target < 120 MB): ${mark(idle)}`,
    `- Peak RSS during Neighbourly's runs: ${MB(result.peakRssBytes)} (target < 200 MB): ${mark(peak)}`,
    ...result.warnings.map((warning) => `- Warning: ${warning}`),
  ];
}
