/**
 * The benchmark's knobs, read once from the environment (see index.ts for the list) so every
 * section sees the same choices and the report can print them.
 */
import path from 'node:path';

export const SECTIONS = [
  'data',
  'api',
  'export',
  'startup',
  'side-by-side',
  'import',
  'webhooks',
  'notices',
  'bundle',
  'lighthouse',
] as const;
export type Section = (typeof SECTIONS)[number];
export const SCALES = ['community', 'platform'] as const;
export type Scale = (typeof SCALES)[number];
export const DATABASES = ['sqlite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASES)[number];

export interface BenchOptions {
  /** Seconds of each measured load run. */
  duration: number;
  /** Seconds of the warm-up before each endpoint's runs. */
  warmup: number;
  connections: number[];
  sections: Set<Section>;
  scales: Scale[];
  databases: DatabaseKind[];
  regenerate: boolean;
  build: boolean;
  /** Lighthouse runs per page and form factor (the median is reported). */
  lighthouseRuns: number;
  /** Admin connection for CREATE DATABASE; the bench databases live on the same server. */
  postgresUrl: string;
  chromium: string;
  root: string;
  resultsDir: string;
  dataDir: string;
}

/** A comma list from the environment, each item checked against `allowed`. */
function list<T extends string>(name: string, allowed: readonly T[]): T[] {
  const raw = process.env[name]?.trim();
  if (!raw) return [...allowed];
  const items = raw.split(',').map((item) => item.trim());
  const unknown = items.filter((item) => !(allowed as readonly string[]).includes(item));
  if (unknown.length > 0) {
    throw new Error(`${name}: unknown ${unknown.join(', ')} (choose from ${allowed.join(', ')})`);
  }
  return items as T[];
}

function positive(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

export function readOptions(root = process.cwd()): BenchOptions {
  const resultsDir = path.join(root, 'bench-results');
  return {
    duration: positive('BENCH_DURATION', 15),
    warmup: positive('BENCH_WARMUP', 3),
    connections: [10, 50],
    sections: new Set(list('BENCH_ONLY', SECTIONS)),
    scales: list('BENCH_SCALES', SCALES),
    databases: list('BENCH_DATABASES', DATABASES),
    regenerate: process.env.BENCH_REGENERATE === '1',
    build: process.env.BENCH_BUILD === '1',
    lighthouseRuns: Math.round(positive('BENCH_LIGHTHOUSE_RUNS', 3)),
    postgresUrl: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    chromium: process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium',
    root,
    resultsDir,
    dataDir: path.join(resultsDir, 'data'),
  };
}
