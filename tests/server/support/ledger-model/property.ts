/**
 * Runs one ledger property: random sequences of steps (arbitraries.ts) sent through the real API
 * (`app.inject`) to a fresh community per run (estate.ts), with the property's check after every
 * step. The seed is fixed per property and carried by the test's name, so a run is the same every
 * time; on failure fast-check prints the seed, the path and the shrunk steps with their
 * replayPath. To replay that counterexample, run that property alone (-t with its name):
 *   LEDGER_PROPERTY_PATH=<path> LEDGER_PROPERTY_REPLAY=<replayPath> npx vitest run \
 *   --project api-sqlite tests/server/services/money/ledger-properties.test.ts -t '<name>'
 * LEDGER_PROPERTY_SEED=<seed> tries another seed, LEDGER_PROPERTY_RUNS=<n> another number of runs.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import { build } from '../helper.js';
import { moneyEstate, type MoneyEstate } from '../ledger-reads-fixtures.js';
import { commandArbs } from './arbitraries.js';
import { freshEstate } from './estate.js';
import type { Check, LedgerRun } from './model.js';

/**
 * The longest sequence of steps in a run. Runs are few and long: a fresh community costs as much
 * as several steps, and long runs reach deep states (many entries, reversals of old ones).
 */
const MAX_COMMANDS = 30;

export interface LedgerProperty {
  /** What the property claims, as the test's name says it. */
  name: string;
  /** The fixed seed of its runs. */
  seed: number;
  /** Runs per database. */
  runs: number;
  /** What it checks after every step. */
  check: Check;
  /** How much more often than other steps a reversal is drawn (1: as often). */
  reversals?: number;
}

/**
 * One `it` per property, named with its seed, all sharing one app and one community B (building
 * them costs as much as several runs).
 */
export function ledgerProperties(title: string, properties: readonly LedgerProperty[]): void {
  describe(title, () => {
    let app: App;
    let other: MoneyEstate;
    beforeAll(async () => {
      app = await build();
      other = await moneyEstate(app);
    }, 60_000);
    afterAll(() => app?.close());

    for (const property of properties) {
      const seed = Number(process.env.LEDGER_PROPERTY_SEED ?? property.seed);
      it(
        `${property.name} (seed=${seed})`,
        () => runProperty(property, seed, { app, other }),
        180_000,
      );
    }
  });
}

async function runProperty(
  property: LedgerProperty,
  seed: number,
  { app, other }: Pick<LedgerRun, 'app' | 'other'>,
): Promise<void> {
  const runs = Number(process.env.LEDGER_PROPERTY_RUNS ?? property.runs);
  const path = process.env.LEDGER_PROPERTY_PATH;
  const replayPath = process.env.LEDGER_PROPERTY_REPLAY;
  /** Steps checked, and how often each outcome came up (printed at the end). */
  let stepsChecked = 0;
  const outcomes = new Map<string, number>();
  const run: LedgerRun = {
    app,
    other,
    check: async (model, real) => {
      stepsChecked += 1;
      await property.check(model, real);
    },
    tally: (outcome) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1),
  };
  const commands = commandArbs({ reversals: property.reversals ?? 1 });
  await fc.assert(
    fc.asyncProperty(
      fc.commands(commands, {
        maxCommands: MAX_COMMANDS,
        size: 'max',
        ...(replayPath === undefined ? {} : { replayPath }),
      }),
      async (steps) => {
        await fc.asyncModelRun(() => freshEstate(run), steps);
      },
    ),
    { numRuns: runs, seed, ...(path === undefined ? {} : { path }) },
  );
  console.info(
    `ledger property "${property.name}" (seed=${seed}): ${runs} runs, ${stepsChecked} steps checked`,
    Object.fromEntries([...outcomes].sort()),
  );
}
