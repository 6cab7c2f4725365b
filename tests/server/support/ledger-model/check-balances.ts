/**
 * Property "each resident's balance is their charges minus their payments": the resident record's
 * outStandingBalance, the debtor profile's amount owed and the profile's history (every entry
 * that changed what they owe) agree with the model, for every resident, owing or not.
 */
import { expect } from 'vitest';
import type { Resident } from '../../../../src/shared/contract/residents.js';
import { kobo } from './money.js';
import { byId, owedBy, type Model, type Real } from './model.js';
import { allRecords, debtorProfile } from './reads.js';

export async function checkBalances(model: Model, real: Real): Promise<void> {
  const { admin, communityId } = real;
  const [residents, profiles] = await Promise.all([
    allRecords<Resident>(admin, `/api/Residents/Community/${communityId}`),
    Promise.all(model.residents.map((r) => debtorProfile(admin, communityId, r.id))),
  ]);
  const owed = new Map(model.residents.map((r) => [r.id, owedBy(model, r.id)]));

  expect(
    residents.map((r) => r.id).sort((x, y) => x - y),
    'the residents',
  ).toEqual(model.residents.map((r) => r.id).sort((x, y) => x - y));
  const balances = new Map(
    residents.map((r) => [r.id, kobo(r.outStandingBalance, `resident ${r.id}`)]),
  );
  expect(
    Object.fromEntries(model.residents.map((r) => [r.fullName, balances.get(r.id)])),
    'residents’ outStandingBalance',
  ).toEqual(Object.fromEntries(model.residents.map((r) => [r.fullName, owed.get(r.id)])));

  for (const [index, resident] of model.residents.entries()) {
    const profile = profiles[index]!;
    const lines = model.entries.filter((e) => e.residentId === resident.id && e.owed !== 0);
    expect(profile.residentId).toBe(resident.id);
    expect(kobo(profile.amountOwed, 'profile amountOwed'), `profile ${resident.fullName}`).toBe(
      owed.get(resident.id),
    );
    expect(profile.history.totalRecordCount, `history of ${resident.fullName}`).toBe(lines.length);
    expect(
      byId(
        profile.history.records.map((line) => ({
          id: line.id,
          amount: kobo(line.amount, 'history amount'),
          narration: line.narration,
          transactionId: line.transactionId,
          date: line.date,
        })),
      ),
      `history of ${resident.fullName}`,
    ).toEqual(
      byId(
        lines.map((e) => ({
          id: e.id,
          amount: e.owed,
          narration: e.description,
          transactionId: e.transactionId,
          date: e.date,
        })),
      ),
    );
  }
}
