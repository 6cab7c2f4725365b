/**
 * Timing comparisons for the no-oracle tests (issue 12, finding 5). Two kinds of request are
 * timed back to back, in alternating order, round after round; what is compared is the median of
 * each round's difference. A slow moment of a busy machine (CI runs two test files at once on two
 * cores) slows both requests of a round alike and drops out of the difference, while a real
 * oracle (work done for one kind only) shifts every round's difference the same way.
 */

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return (sorted[Math.floor(middle - 0.5)]! + sorted[Math.ceil(middle - 0.5)]!) / 2;
};

/** Milliseconds that `work` takes. */
export async function timed(work: () => Promise<void>): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

export interface PairedTiming {
  /** Median over the rounds of (b − a), in milliseconds. */
  medianDifference: number;
  medianA: number;
  medianB: number;
  /** For a failure message. */
  shown: string;
}

/**
 * Runs `rounds` rounds (after `warmUp` untimed ones) of `a` and `b`, alternating their order;
 * `settle`, untimed, after each request (e.g. to let work left after the answer finish).
 */
export async function pairedTiming(
  rounds: number,
  warmUp: number,
  a: () => Promise<void>,
  b: () => Promise<void>,
  settle: () => Promise<void> = async () => {},
): Promise<PairedTiming> {
  const times = { a: [] as number[], b: [] as number[], difference: [] as number[] };
  const run = async (work: () => Promise<void>) => {
    const elapsed = await timed(work);
    await settle();
    return elapsed;
  };
  for (let round = 0; round < warmUp + rounds; round += 1) {
    let timeA: number;
    let timeB: number;
    if (round % 2 === 0) {
      timeA = await run(a);
      timeB = await run(b);
    } else {
      timeB = await run(b);
      timeA = await run(a);
    }
    if (round < warmUp) continue;
    times.a.push(timeA);
    times.b.push(timeB);
    times.difference.push(timeB - timeA);
  }
  const result = {
    medianDifference: median(times.difference),
    medianA: median(times.a),
    medianB: median(times.b),
  };
  const shown =
    `medians ${result.medianA.toFixed(2)} ms and ${result.medianB.toFixed(2)} ms, ` +
    `median difference ${result.medianDifference.toFixed(2)} ms over ${rounds} rounds`;
  return { ...result, shown };
}
