/**
 * `npm run bench` (issue 8): generates the datasets (cached), loads the built server's API on
 * SQLite and PostgreSQL at community and platform scale, times the wallet CSV export and the
 * start-up, sets the server beside a plain node:http + pg server on PostgreSQL (side-by-side,
 * issue 14), times the spreadsheet import of 5,000 residents into an empty community (import,
 * issue 17), posts signed Paystack webhooks to an in-process server (webhooks, issue 18), sends a
 * notice to 10,000 residents by e-mail and SMS to the outboxes (notices, issue 19), weighs the client bundle, runs Lighthouse, and writes the report (Markdown and
 * JSON) to bench-results/, printing the Markdown. Budget failures do not fail the run (it is a
 * report); a section that cannot run does (exit code 1).
 *
 * Knobs (environment): BENCH_DURATION (s per load, 15), BENCH_WARMUP (s, 3), BENCH_ONLY
 * (data,api,export,startup,side-by-side,import,webhooks,notices,bundle,lighthouse), BENCH_NOTICES
 * (recipients, 10000), BENCH_SCALES
 * (community,platform), BENCH_DATABASES (sqlite,postgres), BENCH_REGENERATE=1, BENCH_BUILD=1,
 * BENCH_LIGHTHOUSE_RUNS (3), BENCH_POSTGRES_URL (admin connection,
 * postgres://postgres@127.0.0.1:5432/postgres), BENCH_CHROMIUM (/usr/bin/chromium).
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { loadApi } from './api-load.js';
import { budgetRows } from './budgets.js';
import { measureBundle } from './bundle.js';
import { BENCH_PASSWORD, ensureDataset } from './datasets.js';
import { timeExport } from './export-timing.js';
import { benchImport } from './import-timing.js';
import { benchNotices } from './notice-timing.js';
import { benchWebhooks } from './webhook-timing.js';
import { signIn } from './http.js';
import { runLighthouse } from './lighthouse.js';
import { readOptions, type BenchOptions } from './options.js';
import { markdownReport } from './report.js';
import type { BenchResults, TargetResult } from './results.js';
import { memoryOf, startServer, type RunningServer } from './server.js';
import { sideBySide } from './side-by-side.js';
import { targetOf, workingCopy, type Target } from './targets.js';

const log = (line: string) => console.log(line);
/** Servers to stop if the run is interrupted. */
const running = new Set<RunningServer>();

function ensureBuild(options: BenchOptions): void {
  const built = ['dist/server/server/main.js', 'dist/client/index.html'].every((file) =>
    existsSync(path.join(options.root, file)),
  );
  if (built && !options.build) return;
  log('[build] npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: options.root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

async function withServer<T>(
  options: BenchOptions,
  target: Target,
  work: (server: RunningServer, copy: Target) => Promise<T>,
  copyName = 'run',
): Promise<T> {
  const copy = await workingCopy(options, target, copyName);
  const server = await startServer(options.root, copy);
  running.add(server);
  try {
    return await work(server, copy);
  } finally {
    await server.stop();
    running.delete(server);
  }
}

/**
 * Start-up, the export, then the API loads against one target's server (the export first, so it
 * reads the dataset as generated, before the payment load adds to it).
 */
async function benchTarget(options: BenchOptions, target: Target, entry: TargetResult) {
  const { sections } = options;
  await withServer(options, target, async (server) => {
    entry.startupMs = server.startupMs;
    log(`[startup] ${target.label}: healthy after ${server.startupMs.toFixed(0)} ms`);
    const { api, export: exported } = entry.dataset;
    if (sections.has('export')) {
      const session = await signIn(server.baseUrl, exported.adminEmail, BENCH_PASSWORD);
      const result = await timeExport(server, session);
      entry.export = { ...result, communityId: exported.communityId };
      log(`[export] ${target.label}: ${result.rows} rows in ${result.seconds.toFixed(2)} s`);
    }
    if (sections.has('api')) {
      log(`[api] ${target.label}`);
      const session = await signIn(server.baseUrl, api.adminEmail, BENCH_PASSWORD);
      const loaded = await loadApi(server, session, api.communityId, options, log);
      entry.api = { communityId: api.communityId, ...loaded };
      entry.peakRssBytes = Math.max(...loaded.results.map((r) => r.peakRssBytes));
      entry.hwmBytes = memoryOf(server.pid)?.hwm;
    }
  });
}

/** The built server beside the plain one, on a working copy of its own (issue 14). */
async function sideBySideTarget(options: BenchOptions, target: Target, entry: TargetResult) {
  log(`[side-by-side] ${target.label}`);
  await withServer(
    options,
    target,
    async (server, copy) => {
      entry.sideBySide = await sideBySide(options, copy, server, entry.dataset.api, log);
    },
    'sbs',
  );
}

async function lighthouseSection(options: BenchOptions, results: BenchResults) {
  const target = targetOf(options, 'sqlite', 'community');
  const dataset = await ensureDataset(options, target);
  log(`[lighthouse] against ${target.label}`);
  await withServer(options, target, async (server) => {
    const { user } = await signIn(server.baseUrl, dataset.api.adminEmail, BENCH_PASSWORD);
    const found = await runLighthouse(
      options.chromium,
      server.baseUrl,
      user,
      options.lighthouseRuns,
      log,
    );
    results.lighthouse = { target: target.label, results: found };
  });
}

function commit(root: string): string {
  try {
    const head = execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim();
    const dirty = execSync('git status --porcelain', { cwd: root }).toString().trim() !== '';
    return dirty ? `${head} (with uncommitted changes)` : head;
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<number> {
  const options = readOptions();
  const started = performance.now();
  const results: BenchResults = {
    startedAt: new Date().toISOString(),
    seconds: 0,
    environment: {
      ...{
        node: process.versions.node,
        cpus: availableParallelism(),
        commit: commit(options.root),
      },
      ...{ duration: options.duration, warmup: options.warmup },
    },
    targets: [],
    budgets: [],
    failures: [],
  };
  const attempt = async (name: string, work: () => Promise<void> | void) => {
    try {
      await work();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`[error] ${name}: ${message}`);
      results.failures.push(`${name}: ${message}`);
    }
  };
  const { sections } = options;
  const targetSections = ['api', 'export', 'startup'].some((s) => sections.has(s as 'api'));
  const paired = sections.has('side-by-side');
  const serverSections = targetSections || paired;
  const needsBuild =
    serverSections || ['import', 'bundle', 'lighthouse'].some((s) => sections.has(s as 'import'));
  if (needsBuild) await attempt('build', () => ensureBuild(options));
  const built = !results.failures.some((failure) => failure.startsWith('build'));
  for (const kind of options.databases) {
    for (const scale of options.scales) {
      if (!sections.has('data') && !serverSections) continue;
      // The plain server is PostgreSQL's: side-by-side alone has nothing to do on SQLite.
      if (!sections.has('data') && !targetSections && kind !== 'postgres') continue;
      const target = targetOf(options, kind, scale);
      await attempt(target.label, async () => {
        const entry = {
          label: target.label,
          kind,
          scale,
          dataset: await ensureDataset(options, target),
        };
        results.targets.push(entry);
        if (targetSections && built) await benchTarget(options, target, entry);
        if (paired && built && kind === 'postgres') await sideBySideTarget(options, target, entry);
      });
    }
  }
  if (sections.has('import') && built) {
    for (const kind of options.databases) {
      await attempt(`import ${kind}`, async () => {
        const bench = await benchImport(options, kind, running, log);
        (results.imports ??= []).push(bench);
      });
    }
  }
  // In-process (the source, not the build): the fake Paystack and the server side by side.
  if (sections.has('webhooks')) {
    for (const kind of options.databases) {
      await attempt(`webhooks ${kind}`, async () => {
        (results.webhooks ??= []).push(await benchWebhooks(options, kind, log));
      });
    }
  }
  // In-process: a notice to BENCH_NOTICES residents, queued and sent to the outboxes (issue 19).
  if (sections.has('notices')) {
    for (const kind of options.databases) {
      await attempt(`notices ${kind}`, async () => {
        (results.notices ??= []).push(await benchNotices(options, kind, log));
      });
    }
  }
  if (sections.has('bundle') && built)
    await attempt('bundle', () => void (results.bundle = measureBundle(options.root)));
  if (sections.has('lighthouse') && built)
    await attempt('lighthouse', () => lighthouseSection(options, results));
  results.seconds = (performance.now() - started) / 1000;
  results.budgets = budgetRows(results);

  const markdown = markdownReport(results);
  mkdirSync(options.resultsDir, { recursive: true });
  const stamp = results.startedAt.replace(/[:.]/g, '-');
  for (const name of [`report-${stamp}`, 'latest']) {
    writeFileSync(path.join(options.resultsDir, `${name}.md`), markdown);
    writeFileSync(
      path.join(options.resultsDir, `${name}.json`),
      `${JSON.stringify(results, null, 2)}\n`,
    );
  }
  console.log(`\n${markdown}`);
  console.log(
    `Written to ${path.relative(options.root, options.resultsDir)}/report-${stamp}.{md,json} (and latest.*)`,
  );
  return results.failures.length > 0 ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([...running].map((server) => server.stop())).finally(() => process.exit(130));
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    void Promise.all([...running].map((server) => server.stop())).finally(() => process.exit(1));
  },
);
