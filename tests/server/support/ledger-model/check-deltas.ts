/**
 * Property "each step moves the figures by exactly what it wrote, and a reversal takes back
 * exactly the entry it reverses". Unlike the other properties this one does not compare totals
 * with the model: it compares the API's figures after a step with the API's figures before it.
 * The difference must be the new entries' own amounts; for a reversal, minus the amounts of the
 * entry it reverses (as the API answered them when it was written). A refusal, a replayed
 * payment or a write in community B moves nothing.
 */
import { expect } from 'vitest';
import type { DashboardStatistic } from '../../../../src/shared/contract/finance-reads.js';
import type { Project } from '../../../../src/shared/contract/projects.js';
import type { Resident } from '../../../../src/shared/contract/residents.js';
import { kobo, sum } from './money.js';
import { isExpense, isIncome, type Model, type ModelEntry, type Real } from './model.js';
import { allRecords, okJson } from './reads.js';

/** The figures a step can move, in kobo, keyed by what they measure. */
type Figures = Record<string, number>;

/** The figures read at the previous step of each run (a run starts with every figure at 0). */
const previous = new WeakMap<Model, { figures: Figures; entries: number }>();

async function readFigures(model: Model, real: Real): Promise<Figures> {
  const { admin, communityId } = real;
  const [stats, residents, projects] = await Promise.all([
    admin
      .get(`/api/Communities/${communityId}/Statistics`)
      .then((r) => okJson<DashboardStatistic>(r, 'Statistics')),
    allRecords<Resident>(admin, `/api/Residents/Community/${communityId}`),
    Promise.all(
      model.projects.map((p) =>
        admin.get(`/api/Projects/${p.id}`).then((r) => okJson<Project>(r, 'project')),
      ),
    ),
  ]);
  const balances = residents.map((r) => kobo(r.outStandingBalance, `resident ${r.id}`));
  expect(
    kobo(stats.totalPendingPayments, 'totalPendingPayments'),
    'amount owing = the positive balances',
  ).toBe(sum(balances.filter((amount) => amount > 0)));
  const figures: Figures = {
    income: kobo(stats.totalIncome, 'totalIncome'),
    expenses: kobo(stats.totalExpenses, 'totalExpenses'),
    balance: kobo(stats.availableBalance, 'availableBalance'),
  };
  residents.forEach((r, index) => (figures[`resident ${r.id}`] = balances[index]!));
  projects.forEach((p) => {
    figures[`project ${p.id} raised`] = kobo(p.amountRaised, 'amountRaised');
    figures[`project ${p.id} expended`] = kobo(p.expended, 'expended');
  });
  return figures;
}

/** What an entry adds to each figure it touches. */
function contribution(entry: ModelEntry): Figures {
  const moved: Figures = {
    income: isIncome(entry) ? entry.credit - entry.debit : 0,
    expenses: isExpense(entry) ? entry.debit - entry.credit : 0,
    balance: entry.credit - entry.debit,
  };
  if (entry.residentId !== null) moved[`resident ${entry.residentId}`] = entry.owed;
  if (entry.projectId !== null) {
    moved[`project ${entry.projectId} raised`] = isIncome(entry) ? entry.credit - entry.debit : 0;
    moved[`project ${entry.projectId} expended`] = isExpense(entry)
      ? entry.debit - entry.credit
      : 0;
  }
  return moved;
}

/** What the new entries should move: their own amounts, or for a reversal its target's, negated. */
function expectedMoves(model: Model, fresh: readonly ModelEntry[]): Figures {
  const moves: Figures = {};
  for (const entry of fresh) {
    const target =
      entry.kind === 'reversal' ? model.entries.find((e) => e.id === entry.reversesEntryId) : null;
    if (target === undefined) throw new Error(`reversal #${entry.id}: no entry it reverses`);
    const sign = target === null ? 1 : -1;
    for (const [key, amount] of Object.entries(contribution(target ?? entry))) {
      moves[key] = (moves[key] ?? 0) + sign * amount;
    }
  }
  return moves;
}

export async function checkDeltas(model: Model, real: Real): Promise<void> {
  const figures = await readFigures(model, real);
  const before = previous.get(model) ?? { figures: {}, entries: 0 };
  const moves = expectedMoves(model, model.entries.slice(before.entries));
  const keys = new Set([figures, before.figures, moves].flatMap((source) => Object.keys(source)));
  const moved = (source: Figures, key: string) => source[key] ?? 0;
  const actual = Object.fromEntries(
    [...keys].map((key) => [key, moved(figures, key) - moved(before.figures, key)]),
  );
  const expected = Object.fromEntries([...keys].map((key) => [key, moved(moves, key)]));
  expect(actual, 'what the step moved').toEqual(expected);
  previous.set(model, { figures, entries: model.entries.length });
}
