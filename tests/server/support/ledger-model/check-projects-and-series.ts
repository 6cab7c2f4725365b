/**
 * Properties "a project's figures are its own rows" (raised = its income rows, expended = its
 * expense rows) and "the monthly series sums income and expenses by entry month" (the 12 months
 * ending with the current one).
 */
import { expect } from 'vitest';
import type { MonthlySeries } from '../../../../src/shared/contract/finance-reads.js';
import type { Project } from '../../../../src/shared/contract/projects.js';
import { monthLabel } from '../../../../src/shared/finance.js';
import { kobo, sum } from './money.js';
import { isExpense, isIncome, monthsAgo, type Model, type ModelEntry, type Real } from './model.js';
import { okJson } from './reads.js';

export async function checkProjects(model: Model, real: Real): Promise<void> {
  const answers = await Promise.all(
    model.projects.map((project) =>
      real.admin.get(`/api/Projects/${project.id}`).then((r) => okJson<Project>(r, 'project')),
    ),
  );
  for (const [index, project] of model.projects.entries()) {
    const answer = answers[index]!;
    const ofProject = model.entries.filter((e) => e.projectId === project.id);
    const expended = sum(ofProject.filter(isExpense).map((e) => e.debit - e.credit));
    expect(
      {
        amountRaised: kobo(answer.amountRaised, 'amountRaised'),
        expended: kobo(answer.expended, 'expended'),
        expendedAmount: kobo(answer.expendedAmount, 'expendedAmount'),
      },
      `project ${project.projectName}`,
    ).toEqual({
      amountRaised: sum(ofProject.filter(isIncome).map((e) => e.credit - e.debit)),
      expended,
      expendedAmount: expended,
    });
  }
}

export async function checkMonthlySeries(model: Model, real: Real): Promise<void> {
  const series = okJson<MonthlySeries>(
    await real.admin.get('/api/Wallets/MonthlySeries'),
    'MonthlySeries',
  );
  const months = Array.from({ length: 12 }, (_, index) => monthsAgo(11 - index));
  const inMonth = (entry: ModelEntry, month: string) => entry.date.slice(0, 7) === month;
  const mine = model.entries;
  expect(
    series.months.map((m) => ({
      month: m.month,
      label: m.label,
      income: kobo(m.income, `series ${m.month} income`),
      expenses: kobo(m.expenses, `series ${m.month} expenses`),
    })),
    'monthly series',
  ).toEqual(
    months.map((month) => ({
      month,
      label: monthLabel(month),
      income: sum(
        mine.filter((e) => isIncome(e) && inMonth(e, month)).map((e) => e.credit - e.debit),
      ),
      expenses: sum(
        mine.filter((e) => isExpense(e) && inMonth(e, month)).map((e) => e.debit - e.credit),
      ),
    })),
  );
}
