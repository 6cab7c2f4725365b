/** The fuzz run's report: requests, time and statuses per route, printed whether it passes or not. */

export interface RouteStats {
  total: number;
  byStatus: Record<number, number>;
  /** Time spent answering, in ms. */
  ms: number;
}

export interface RunFacts {
  dialect: string;
  sent: number;
  seed: number;
  /** Date.now() when the run began. */
  started: number;
}

/** One line for the run (with its seed, to replay it), then one per route. */
export function summaryOf(run: RunFacts, byRoute: ReadonlyMap<string, RouteStats>): string {
  const seconds = (Date.now() - run.started) / 1000;
  const answering = [...byRoute.values()].reduce((sum, stats) => sum + stats.ms, 0) / 1000;
  const lines = [...byRoute].map(([route, stats]) => {
    const statuses = Object.entries(stats.byStatus)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([code, count]) => `${code}×${count}`)
      .join(' ');
    const ms = `${Math.round(stats.ms)} ms`.padStart(9);
    return `${String(stats.total).padStart(5)} ${ms}  ${route.padEnd(56)} ${statuses}`;
  });
  const totals: Record<string, number> = {};
  for (const stats of byRoute.values()) {
    for (const [code, count] of Object.entries(stats.byStatus)) {
      const bucket = `${code[0]}xx`;
      totals[bucket] = (totals[bucket] ?? 0) + count;
    }
  }
  const counts = Object.entries(totals)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  return [
    `fuzz (${run.dialect}): ${run.sent} requests over ${byRoute.size} routes in ${seconds.toFixed(1)} s ` +
      `(${answering.toFixed(1)} s of it answering) (seed ${run.seed}; replay with ` +
      `FUZZ_SEED=${run.seed}); ${counts}`,
    ...lines,
  ].join('\n');
}
