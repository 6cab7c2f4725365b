/**
 * The import benchmark's rows (issue 17): its budget (each dry run and the import under 10 s and
 * 150 MB of RSS growth, 5,000 residents with their property) and its table in the report.
 */
import type { ImportBench } from './import-timing.js';
import type { BudgetRow } from './results.js';

const SECONDS_BUDGET = 10;
const GROWTH_BUDGET_MB = 150;
const BUDGET = `< ${SECONDS_BUDGET} s, RSS growth < ${GROWTH_BUDGET_MB} MB`;
const MB = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

export function importBudgetRows(imports: ImportBench[] | undefined): BudgetRow[] {
  if (!imports || imports.length === 0) {
    return [
      {
        metric: 'Import of 5,000 residents: dry run and import',
        measured: 'not measured',
        budget: BUDGET,
        pass: null,
      },
    ];
  }
  return imports.flatMap((bench) =>
    bench.steps.map((step) => ({
      metric: `${bench.label}: ${step.step} of ${bench.residents.toLocaleString('en')} residents (${step.format})`,
      measured: `${step.seconds.toFixed(2)} s, +${MB(step.rssGrowthBytes)} MB`,
      budget: BUDGET,
      pass: step.seconds < SECONDS_BUDGET && step.rssGrowthBytes < GROWTH_BUDGET_MB * 2 ** 20,
    })),
  );
}

/** What each step created, e.g. "residents 5000, streets 40". */
const createdText = (created: Record<string, number>) =>
  Object.entries(created)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${kind} ${n.toLocaleString('en')}`)
    .join(', ') || 'nothing';

export function importMarkdown(
  imports: ImportBench[] | undefined,
  table: (head: string[], rows: (string | number)[][]) => string,
): string[] {
  if (!imports || imports.length === 0) return [];
  const out = ['', '## Import (issue 17): residents with their property, empty community', ''];
  out.push(
    table(
      [
        'Target',
        'Step',
        'File',
        'Seconds',
        'RSS before MB',
        'RSS growth MB',
        'Created',
        'Unchanged',
      ],
      imports.flatMap((bench) =>
        bench.steps.map((step) => [
          bench.label,
          step.step,
          `${step.format}, ${(step.fileBytes / 2 ** 20).toFixed(2)} MB`,
          step.seconds.toFixed(2),
          MB(step.rssBeforeBytes),
          MB(step.rssGrowthBytes),
          createdText(step.created),
          step.unchanged.toLocaleString('en'),
        ]),
      ),
    ),
  );
  for (const bench of imports) {
    const idle = bench.steps[0]?.rssBeforeBytes ?? 0;
    const peak = Math.max(...bench.steps.map((s) => s.rssBeforeBytes + s.rssGrowthBytes));
    // Each step's growth is from its own start; what the run leaves behind is seen here.
    out.push(
      '',
      `${bench.label}: RSS ${MB(idle)} MB before the first upload, ${MB(peak)} MB at the highest.`,
    );
  }
  return out;
}
