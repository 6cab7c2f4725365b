/**
 * Property "the debtors list matches the model": exactly the residents owing more than zero,
 * largest debt first (then by name), each with what they owe and an entry that raised it, and
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
    // desc / createdDate: an entry of theirs that raised what they owe.
    const raising = model.entries.filter((e) => e.residentId === debtor.residentId && e.owed > 0);
    expect(
      raising.map((e) => [e.description, e.date]),
      `debtor ${debtor.residentId} desc`,
    ).toContainEqual([debtor.desc, debtor.createdDate]);
  }
}
