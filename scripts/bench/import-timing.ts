/**
 * The spreadsheet import (issue 17) over real HTTP, against the built server on an EMPTY
 * community: a database of its own (neighbourly_bench_import on PostgreSQL, a new DATA_DIR on
 * SQLite), emptied before every run, holding one community and its Admin registered over HTTP
 * as the sign-up form does. Never a cached dataset: the import writes 5,000 residents.
 *
 * The steps, each timed with the server's RSS sampled every 50 ms (growth = peak during the
 * request, or VmHWM when it rose meanwhile, minus RSS before it): the dry run of 5,000 residents with their property as CSV and as
 * XLSX, the real import (CSV), then the re-import's dry run. Each answer is checked (rows, what
 * is created, unchanged, no errors), so a broken import cannot pass as a fast one.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ImportResult } from '../../src/shared/contract/imports.js';
import { BENCH_PASSWORD } from './datasets.js';
import { signIn, type Session } from './http.js';
import { residentsSheet, residentsWorkbook } from './import-sheet.js';
import type { BenchOptions, DatabaseKind } from './options.js';
import { memoryOf, sampleMemory, startServer, type RunningServer } from './server.js';
import { resetTarget, type Target } from './targets.js';

export const IMPORT_RESIDENTS = 5_000;
const ADMIN_EMAIL = 'import-admin@bench.example.com';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ImportStep {
  /** What was sent: 'dry run', 'import' or 're-import (dry run)'. */
  step: string;
  format: 'CSV' | 'XLSX';
  fileBytes: number;
  seconds: number;
  rssBeforeBytes: number;
  rssGrowthBytes: number;
  rows: number;
  created: Record<string, number>;
  unchanged: number;
}

export interface ImportBench {
  label: string;
  kind: DatabaseKind;
  residents: number;
  steps: ImportStep[];
}

/** The import's own target: never one of the cached datasets. */
export function importTarget(options: BenchOptions, kind: DatabaseKind): Target {
  const dataDir = path.join(options.dataDir, `${kind}-import`);
  let databaseUrl: string | null = null;
  if (kind === 'postgres') {
    const url = new URL(options.postgresUrl);
    url.pathname = '/neighbourly_bench_import';
    databaseUrl = url.href;
  }
  return { kind, scale: 'community', label: `${kind}/import`, dataDir, databaseUrl };
}

/** The community's registration, as the sign-up form sends it. */
const REGISTRATION = {
  communityName: 'Import Bench Estate',
  communityAddress: '1 Bench Road',
  street: 'Bench Road',
  lga: 'Ikeja',
  state: 'Lagos',
  country: 'Nigeria',
  email: 'estate@bench.example.com',
  fullName: 'Import Admin',
  adminEmail: ADMIN_EMAIL,
  adminPassword: BENCH_PASSWORD,
  communityType: 'CDA',
};

/**
 * Empties the target, starts the built server on it (which migrates it with the built
 * migrations, whatever the source tree holds) and registers the community over HTTP.
 */
async function emptyCommunity(options: BenchOptions, target: Target): Promise<RunningServer> {
  await resetTarget(options, target);
  mkdirSync(target.dataDir, { recursive: true });
  const server = await startServer(options.root, target);
  const response = await fetch(`${server.baseUrl}/api/Communities/CreateCommunity`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(REGISTRATION),
  });
  if (response.status !== 201) {
    await server.stop();
    throw new Error(`Registering the import community: HTTP ${response.status}`);
  }
  return server;
}

async function postImport(
  server: RunningServer,
  session: Session,
  file: { bytes: Buffer; name: string; type: string },
  dryRun: boolean,
): Promise<{ result: ImportResult; seconds: number; before: number; peak: number }> {
  const form = new FormData();
  form.append('File', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const hwmBefore = memoryOf(server.pid)?.hwm ?? 0;
  const memory = sampleMemory(server.pid, 50);
  const started = performance.now();
  const response = await fetch(
    `${server.baseUrl}/api/Imports?Kind=residents&DryRun=${String(dryRun)}`,
    { method: 'POST', headers: { authorization: `Bearer ${session.token}` }, body: form },
  );
  const text = await response.text();
  const seconds = (performance.now() - started) / 1000;
  const { before, peak: sampled, hwm } = memory.stop();
  // A peak between two samples still raises VmHWM: when it rose, it is this request's peak.
  const peak = hwm > hwmBefore ? Math.max(sampled, hwm) : sampled;
  if (!response.ok) throw new Error(`Import: HTTP ${response.status}: ${text.slice(0, 500)}`);
  return { result: JSON.parse(text) as ImportResult, seconds, before, peak };
}

/** Refuses an answer that is not what importing the benchmark's sheet must give. */
function check(step: string, result: ImportResult, created: number, unchanged: number) {
  const problems = [];
  if (result.rows !== IMPORT_RESIDENTS) problems.push(`rows ${result.rows}`);
  if ((result.created.residents ?? 0) !== created) {
    problems.push(`created.residents ${result.created.residents}`);
  }
  if (result.unchanged !== unchanged) problems.push(`unchanged ${result.unchanged}`);
  if (result.errors.length > 0) {
    const first = result.errors[0]!;
    problems.push(
      `${result.errors.length} errors (row ${first.row} ${first.column}: ${first.message})`,
    );
  }
  if (problems.length > 0) throw new Error(`Import ${step}: ${problems.join(', ')}`);
}

/** One database: an empty community, its server, the four timed uploads. */
export async function benchImport(
  options: BenchOptions,
  kind: DatabaseKind,
  running: Set<RunningServer>,
  log: (line: string) => void,
): Promise<ImportBench> {
  const target = importTarget(options, kind);
  const csv = { bytes: residentsSheet(IMPORT_RESIDENTS), name: 'residents.csv', type: 'text/csv' };
  const workbook = await residentsWorkbook(IMPORT_RESIDENTS);
  const xlsx = { bytes: workbook, name: 'residents.xlsx', type: XLSX_TYPE };
  const server = await emptyCommunity(options, target);
  running.add(server);
  const steps: ImportStep[] = [];
  try {
    const session = await signIn(server.baseUrl, ADMIN_EMAIL, BENCH_PASSWORD);
    const plan = [
      { step: 'dry run', file: csv, format: 'CSV', dryRun: true, created: IMPORT_RESIDENTS },
      { step: 'dry run', file: xlsx, format: 'XLSX', dryRun: true, created: IMPORT_RESIDENTS },
      { step: 'import', file: csv, format: 'CSV', dryRun: false, created: IMPORT_RESIDENTS },
      { step: 're-import (dry run)', file: csv, format: 'CSV', dryRun: true, created: 0 },
    ] as const;
    for (const { step, file, format, dryRun, created } of plan) {
      const { result, seconds, before, peak } = await postImport(server, session, file, dryRun);
      check(`${step} ${format}`, result, created, IMPORT_RESIDENTS - created);
      steps.push({
        step,
        format,
        fileBytes: file.bytes.length,
        seconds,
        rssBeforeBytes: before,
        rssGrowthBytes: peak - before,
        rows: result.rows,
        created: result.created,
        unchanged: result.unchanged,
      });
      const growth = ((peak - before) / 2 ** 20).toFixed(0);
      log(`[import] ${target.label}: ${step} ${format} in ${seconds.toFixed(2)} s, +${growth} MB`);
    }
  } finally {
    await server.stop();
    running.delete(server);
  }
  return { label: target.label, kind, residents: IMPORT_RESIDENTS, steps };
}
