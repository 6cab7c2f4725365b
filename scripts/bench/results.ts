/** The shape of one benchmark run's results: the JSON report is exactly this. */
import type { Endpoint, LoadResult } from './api-load.js';
import type { BundleResult } from './bundle.js';
import type { DatasetInfo } from './datasets.js';
import type { ExportResult } from './export-timing.js';
import type { ImportBench } from './import-timing.js';
import type { NoticeBench } from './notice-timing.js';
import type { WebhookBench } from './webhook-timing.js';
import type { LighthouseResult } from './lighthouse.js';
import type { DatabaseKind, Scale } from './options.js';
import type { SideBySideResult } from './side-by-side.js';

export interface TargetResult {
  label: string;
  kind: DatabaseKind;
  scale: Scale;
  dataset: DatasetInfo;
  startupMs?: number;
  api?: { communityId: number; search: string; results: LoadResult[] };
  /** Highest VmRSS sampled during the load runs, and the process's VmHWM at the end. */
  peakRssBytes?: number;
  hwmBytes?: number;
  export?: ExportResult & { communityId: number };
  /** Beside the plain server (PostgreSQL targets, issue 14). */
  sideBySide?: SideBySideResult;
}

export interface BudgetRow {
  metric: string;
  measured: string;
  budget: string;
  /** null: not measured in this run. */
  pass: boolean | null;
}

export interface BenchResults {
  startedAt: string;
  seconds: number;
  environment: { node: string; cpus: number; commit: string; duration: number; warmup: number };
  targets: TargetResult[];
  bundle?: BundleResult;
  lighthouse?: { target: string; results: LighthouseResult[] };
  /** The spreadsheet import on an empty community, per database (issue 17). */
  imports?: ImportBench[];
  /** Signed webhooks per second, p99 and the time until credited, per database (issue 18). */
  webhooks?: WebhookBench[];
  /** A notice to 10,000 residents by e-mail and SMS: queued, all sent, peak RSS (issue 19). */
  notices?: NoticeBench[];
  budgets: BudgetRow[];
  /** Sections that failed to run (the run exits non-zero when any did). */
  failures: string[];
}

export const find = (target: TargetResult | undefined, endpoint: Endpoint, connections: number) =>
  target?.api?.results.find((r) => r.endpoint === endpoint && r.connections === connections);
