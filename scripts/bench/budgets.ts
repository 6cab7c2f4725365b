/**
 * Issue 8's budgets, each as a headline row (measured, budget, pass/fail). A row whose figure was
 * not measured in this run (a section or target left out) says so and neither passes nor fails.
 */
import type { Endpoint } from './api-load.js';
import { importBudgetRows } from './import-report.js';
import { find, type BenchResults, type BudgetRow, type TargetResult } from './results.js';

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const MB = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const ms = (value: number) => `${value} ms`;
const missing = (metric: string, budget: string): BudgetRow => ({
  metric,
  measured: 'not measured',
  budget,
  pass: null,
});

function apiRows(target: TargetResult | undefined, name: string): BudgetRow[] {
  const limits: [Endpoint, string, number][] = [
    ['residents', 'residents list', 20],
    ['search', '3-char search', 30],
    ['resident', 'one resident', 10],
    ['statistic', 'statistic', 10],
  ];
  const rows = limits.map(([endpoint, label, limit]) => {
    const metric = `API ${name}, 10 conn: ${label} p99`;
    const result = find(target, endpoint, 10);
    if (!result) return missing(metric, `< ${limit} ms`);
    return {
      metric,
      measured: ms(result.p99Ms),
      budget: `< ${limit} ms`,
      pass: result.p99Ms < limit,
    };
  });
  const all = target?.api?.results ?? [];
  const errors = all.reduce((sum, r) => sum + r.errors, 0);
  rows.push(
    all.length === 0
      ? missing(`API ${name}: errors (all runs)`, '0')
      : {
          metric: `API ${name}: errors (all runs)`,
          measured: String(errors),
          budget: '0',
          pass: errors === 0,
        },
  );
  return rows;
}

export function budgetRows(results: BenchResults): BudgetRow[] {
  const target = (label: string) => results.targets.find((t) => t.label === label);
  const rows: BudgetRow[] = [];
  const { bundle } = results;
  if (bundle) {
    const { landing, dashboard } = bundle;
    rows.push(
      {
        metric: 'Landing + auth JS (gzip)',
        measured: kB(landing.gzipBytes),
        budget: '≤ 100 kB',
        pass: landing.gzipBytes <= 100_000,
      },
      {
        metric: 'Landing + auth: react-admin / chart code',
        measured: `${landing.hasReactAdmin ? 'react-admin found' : 'no react-admin'}, ${landing.hasCharts ? 'charts found' : 'no charts'}`,
        budget: 'none',
        pass: !landing.hasReactAdmin && !landing.hasCharts,
      },
      {
        metric: 'First dashboard load JS (gzip)',
        measured: kB(dashboard.gzipBytes),
        budget: '≤ 375 kB',
        pass: dashboard.gzipBytes <= 375_000,
      },
    );
  } else {
    rows.push(
      missing('Landing + auth JS (gzip)', '≤ 100 kB'),
      missing('First dashboard load JS (gzip)', '≤ 375 kB'),
    );
  }
  const lighthouse = results.lighthouse?.results ?? [];
  const score = (page: string, formFactor: string) =>
    lighthouse.find((r) => r.page === page && r.formFactor === formFactor);
  const perf: [string, string][] = [
    ['landing', 'desktop'],
    ['signIn', 'desktop'],
    ['overview', 'desktop'],
    ['landing', 'mobile'],
    ['signIn', 'mobile'],
  ];
  for (const [page, formFactor] of perf) {
    const metric = `Lighthouse performance, ${page} ${formFactor}`;
    const found = score(page, formFactor);
    rows.push(
      found
        ? {
            metric,
            measured: found.performance.toFixed(2),
            budget: '≥ 0.95',
            pass: found.performance >= 0.95,
          }
        : missing(metric, '≥ 0.95'),
    );
  }
  for (const page of ['landing', 'signIn', 'overview']) {
    const metric = `Lighthouse accessibility, ${page} (desktop / mobile)`;
    const pair = [score(page, 'desktop'), score(page, 'mobile')];
    if (!pair[0] || !pair[1]) rows.push(missing(metric, '≥ 0.95'));
    else {
      const measured = pair.map((r) => r!.accessibility.toFixed(2)).join(' / ');
      rows.push({
        metric,
        measured,
        budget: '≥ 0.95',
        pass: pair.every((r) => r!.accessibility >= 0.95),
      });
    }
  }
  rows.push(...apiRows(target('postgres/platform'), 'PostgreSQL platform'));
  rows.push(...apiRows(target('sqlite/community'), 'SQLite community'));
  for (const label of ['postgres/platform', 'sqlite/platform']) {
    for (const endpoint of ['statistic', 'debtors'] as Endpoint[]) {
      const metric = `${label} (1M entries), 10 conn: ${endpoint} p99`;
      const found = find(target(label), endpoint, 10);
      rows.push(
        found
          ? { metric, measured: ms(found.p99Ms), budget: '< 10 ms', pass: found.p99Ms < 10 }
          : missing(metric, '< 10 ms'),
      );
    }
  }
  for (const label of ['postgres/platform', 'sqlite/platform']) {
    const found = target(label)?.export;
    const metric = `${label}: wallet CSV export`;
    const budget = '< 3 s, RSS growth < 50 MB (100,000 rows)';
    rows.push(
      found
        ? {
            metric: `${metric} (${found.rows.toLocaleString('en')} rows)`,
            measured: `${found.seconds.toFixed(2)} s, +${MB(found.rssGrowthBytes)}`,
            budget,
            pass: found.seconds < 3 && found.rssGrowthBytes < 50 * 2 ** 20,
          }
        : missing(metric, budget),
    );
  }
  rows.push(...importBudgetRows(results.imports));
  for (const t of results.targets) {
    if (t.startupMs !== undefined) {
      rows.push({
        metric: `${t.label}: start-up to healthy`,
        measured: ms(Math.round(t.startupMs)),
        budget: '< 2000 ms',
        pass: t.startupMs < 2000,
      });
    }
    if (t.peakRssBytes !== undefined) {
      rows.push({
        metric: `${t.label}: server peak RSS under load`,
        measured: MB(t.peakRssBytes),
        budget: '< 200 MB',
        pass: t.peakRssBytes < 200 * 2 ** 20,
      });
    }
  }
  return rows;
}
