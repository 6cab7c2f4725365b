/**
 * Property "the debtors list matches the model": exactly the residents owing more than zero,
 * largest debt first (then by name), each with what they owe and what the debt is made of, and
 * together the statistic's amount owing.
 */
import { expect } from 'vitest';
import type {
  DashboardStatistic,
  DebtorRecord,
} from '../../../../src/shared/contract/finance-reads.js';
import { kobo, sum } from './money.js';
import { owedBy, type Model, type Real } from './model.js';
import { allRecords, okJson } from './reads.js';

export async function checkDebtors(model: Model, real: Real): Promise<void> {
  const { admin, communityId } = real;
  const [stats, debtors] = await Promise.all([
    admin
      .get(`/api/Communities/${communityId}/Statistics`)
      .then((r) => okJson<DashboardStatistic>(r, 'Statistics')),
    allRecords<DebtorRecord>(admin, `/api/Residents/${communityId}/debtors`),
  ]);

  // --- The API agrees with itself.
  const debtorAmounts = debtors.map((d) => kobo(d.amountOwed, 'amountOwed'));
  expect(sum(debtorAmounts), 'amount owing = sum of the debtors').toBe(
    kobo(stats.totalPendingPayments, 'totalPendingPayments'),
  );
  for (const debtor of debtors) {
    expect(debtor.debAmount).toBe(debtor.amountOwed);
    expect(debtor.credAmount).toBe(0);
    expect(debtor.payStatus).toBe('pending');
    expect(debtor.id).toBe(debtor.residentId);
  }

  // --- The API agrees with the model: the residents owing more than zero, largest first.
  const owed = new Map(model.residents.map((r) => [r.id, owedBy(model, r.id)]));
  const expectedDebtors = model.residents
    .filter((r) => owed.get(r.id)! > 0)
    .map((r) => ({ residentId: r.id, fullName: r.fullName, amountOwed: owed.get(r.id)! }))
    .sort((x, y) =>
      x.amountOwed === y.amountOwed
        ? x.fullName.localeCompare(y.fullName)
        : y.amountOwed - x.amountOwed,
    );
  expect(
    debtors.map((d, index) => ({
      residentId: d.residentId,
      fullName: d.fullName,
      amountOwed: debtorAmounts[index],
    })),
    'debtors',
  ).toEqual(expectedDebtors);
  for (const debtor of debtors) {
    expect(
      [debtor.desc, debtor.createdDate],
      `debtor ${debtor.residentId} desc and createdDate`,
    ).toEqual(unpaidDues(model, debtor.residentId, owed.get(debtor.residentId)!));
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * What a debt is made of (issue 16), seen from the newest end: payments pay the oldest charges
 * first, so what is owed is the newest standing (unreversed) charges, the oldest of them partly
 * when they add up to more; the model has no advert fees. [description, oldest unpaid date].
 */
function unpaidDues(model: Model, residentId: number, owedKobo: number): [string, string] {
  const newestFirst = model.entries
    .filter((e) => e.residentId === residentId && e.kind === 'charge' && !e.reversed)
    .sort((x, y) => (x.date === y.date ? y.id - x.id : x.date < y.date ? 1 : -1));
  const months: string[] = [];
  let left = owedKobo;
  let since = '';
  for (const charge of newestFirst) {
    if (left <= 0) break;
    const month = `${MONTHS[Number(charge.date.slice(5, 7)) - 1]}-${charge.date.slice(0, 4)}`;
    months.unshift(charge.owed > left ? `${month} (part)` : month);
    left -= charge.owed;
    since = charge.date;
  }
  return [`Dues ${months.join(', ')}`, since];
}
