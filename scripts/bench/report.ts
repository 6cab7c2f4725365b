/** The results as Markdown: the budgets first, then the detail per database and scale. */
import { ENDPOINTS } from './api-load.js';
import { importMarkdown } from './import-report.js';
import { PAGES } from './lighthouse.js';
import type { BenchResults, BudgetRow } from './results.js';
import { sideBySideMarkdown } from './side-by-side-report.js';
import { noticeMarkdown } from './notice-timing.js';
import { webhookMarkdown } from './webhook-timing.js';

const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

const MB = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const verdict = (row: BudgetRow) => (row.pass === null ? '–' : row.pass ? 'pass' : '**FAIL**');
const count = (value: number) => value.toLocaleString('en');

export function markdownReport(results: BenchResults): string {
  const { environment: env } = results;
  const failed = results.budgets.filter((row) => row.pass === false).length;
  const passed = results.budgets.filter((row) => row.pass === true).length;
  const out: string[] = [
    `# Neighbourly benchmark, ${results.startedAt}`,
    '',
    `Node ${env.node}, ${env.cpus} CPUs (shared: figures are noisy), commit ${env.commit}; ` +
      `loads of ${env.duration} s after ${env.warmup} s warm-up; run took ${(results.seconds / 60).toFixed(1)} min.`,
    '',
    `## Budgets: ${passed} pass, ${failed} fail`,
    '',
    table(
      ['Metric', 'Measured', 'Budget', 'Result'],
      results.budgets.map((row) => [row.metric, row.measured, row.budget, verdict(row)]),
    ),
  ];
  if (results.failures.length > 0) {
    out.push('', '## Sections that failed', '', ...results.failures.map((f) => `- ${f}`));
  }
  if (results.targets.length > 0) {
    out.push('', '## Datasets', '');
    out.push(
      table(
        [
          'Target',
          'Communities',
          'Residents',
          'Ledger entries',
          'Generated in',
          'API community',
          'Export community',
        ],
        results.targets.map(({ label, dataset: d }) => [
          label,
          d.counts.communities,
          count(d.counts.residents),
          count(d.counts.entries),
          `${d.generationSeconds.toFixed(0)} s (${d.generatedAt.slice(0, 10)})`,
          `#${d.api.communityId}`,
          `#${d.export.communityId} (${count(d.export.walletRows)} wallet rows)`,
        ]),
      ),
    );
  }
  for (const target of results.targets) {
    out.push('', `## ${target.label}`, '');
    const facts = [];
    if (target.startupMs !== undefined)
      facts.push(`start-up to healthy ${target.startupMs.toFixed(0)} ms`);
    if (target.peakRssBytes !== undefined) {
      facts.push(
        `peak RSS under load ${MB(target.peakRssBytes)} MB (VmHWM ${MB(target.hwmBytes ?? 0)} MB)`,
      );
    }
    if (target.export) {
      const e = target.export;
      facts.push(
        `wallet CSV export of community #${e.communityId}: ${count(e.rows)} rows, ` +
          `${(e.bytes / 2 ** 20).toFixed(1)} MB in ${e.seconds.toFixed(2)} s, RSS ${MB(e.rssBeforeBytes)} MB + ${MB(e.rssGrowthBytes)} MB`,
      );
    }
    if (facts.length > 0) out.push(...facts.map((fact) => `- ${fact}`), '');
    if (target.api) {
      out.push(`API community #${target.api.communityId}, search text "${target.api.search}":`, '');
      out.push(
        table(
          ['Endpoint', 'Conn', 'Req/s', 'p50 ms', 'p99 ms', 'Requests', 'Errors', 'Peak RSS MB'],
          target.api.results.map((r) => [
            ENDPOINTS[r.endpoint],
            r.connections,
            r.requestsPerSecond.toFixed(0),
            r.p50Ms,
            r.p99Ms,
            count(r.requests),
            r.errors,
            MB(r.peakRssBytes),
          ]),
        ),
      );
    }
    out.push(...sideBySideMarkdown(target));
  }
  out.push(...importMarkdown(results.imports, table));
  out.push(...webhookMarkdown(results.webhooks, table));
  out.push(...noticeMarkdown(results.notices, table));
  if (results.bundle) {
    const { bundle } = results;
    out.push('', `## Client bundle (from the ${bundle.source})`, '');
    const sets = [
      ['Landing + auth (entry and its static imports)', bundle.landing],
      ['First dashboard load (+ DashboardApp and its static imports)', bundle.dashboard],
      ['Finance charts (chunks with @mui/x-charts)', bundle.charts],
    ] as const;
    out.push(
      table(
        ['Load', 'Chunks', 'JS gzip kB', 'react-admin', 'x-charts'],
        sets.map(([name, set]) => [
          name,
          set.files.length,
          kB(set.gzipBytes),
          set.hasReactAdmin ? 'yes' : 'no',
          set.hasCharts ? 'yes' : 'no',
        ]),
      ),
    );
  }
  if (results.lighthouse) {
    out.push('', `## Lighthouse (median of runs; server: ${results.lighthouse.target})`, '');
    out.push(
      table(
        [
          'Page',
          'Form factor',
          'Performance',
          'Accessibility',
          'LCP ms',
          'TBT ms',
          'Script transfer kB',
          'Runs (perf/a11y)',
        ],
        results.lighthouse.results.map((r) => [
          PAGES[r.page].label,
          r.formFactor,
          r.performance.toFixed(2),
          r.accessibility.toFixed(2),
          r.lcpMs.toFixed(0),
          r.tbtMs.toFixed(0),
          kB(r.scriptTransferBytes),
          r.runs
            .map((run) => `${run.performance.toFixed(2)}/${run.accessibility.toFixed(2)}`)
            .join(', '),
        ]),
      ),
    );
  }
  return `${out.join('\n')}\n`;
}
