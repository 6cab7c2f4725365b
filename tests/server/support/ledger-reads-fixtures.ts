/**
 * A community with money history for the ledger-reads tests (issue 5), built through the API
 * (/api/Wallets writes, see ledger-fixtures.ts), with figures known in advance:
 *
 * - residents `member` (signs in), `ahead`, `reversed` on a type of 25000.50 a month, `free` on a
 *   type without a fee; a Chairman in charge of `project`;
 * - dues billed for the current month: 25000.50 each for member, ahead, reversed (and the
 *   Chairman, whose apartment type has no fee: 0);
 * - payments: member 10000 (ref TRF-MEMBER), ahead 30000.25 toward the project, reversed 5000
 *   (then reversed);
 * - expenses: 12000 'Generator diesel' toward the project, 700.75 'Printer toner' (then reversed).
 *
 * So income 40000.25, expenses 12000, balance 28000.25; owed: member 15000.50, ahead -4999.75,
 * reversed 25000.50, free 0; amount owing 40001; project raised 30000.25, expended 12000.
 */
import type { App } from '../../../src/server/app.js';
import type { FinanceRecord } from '../../../src/shared/contract/finance.js';
import { unique } from './helper.js';
import { billingEstate } from './ledger-fixtures.js';
import { community, type Community } from './world/community.js';
import { billDues, recordExpense, recordPayment, reverse } from './world/money.js';
import { residentCaller, type TestResident } from './world/people.js';
import type { Caller } from './world/requests.js';

export { recordExpense, recordPayment, reverse } from './world/money.js';
export { parseCsv } from './csv.js';

export interface MoneyEstate {
  community: Community;
  memberCaller: Caller;
  residents: Record<'member' | 'ahead' | 'reversed' | 'free', TestResident>;
  projectId: number;
  payments: Record<'member' | 'ahead' | 'reversed' | 'reversal', FinanceRecord>;
  expenses: Record<'diesel' | 'toner' | 'reversal', FinanceRecord>;
}

/** Builds the community described above; `tag` goes into every resident's name. */
export async function moneyEstate(app: App, tag = unique()): Promise<MoneyEstate> {
  const estateCommunity = await community(app);
  const { admin } = estateCommunity;
  const estate = await billingEstate(admin);
  const resident = (name: string, refs = estate.refs, password?: string) =>
    estateCommunity.resident(refs, {
      fullName: `${name} ${tag}`,
      ...(password ? { password } : {}),
    });
  const residents = {
    member: await resident('Ngozi Member', estate.refs, 'member password'),
    ahead: await resident('Bola Ahead'),
    reversed: await resident('Chuka Reversed'),
    free: await resident('Dayo Free', estate.zeroFeeRefs),
  };
  const chairman = await estateCommunity.resident(estate.zeroFeeRefs, {
    roleName: 'Chairman',
    fullName: `Emeka Chairman ${tag}`,
  });
  const project = await estateCommunity.project(chairman.residentId, {
    projectName: `Borehole ${tag}`,
    projectDate: '2026-01-15',
    budget: 500000,
  });
  await billDues(admin);

  const payments = {
    member: await recordPayment(app, admin, residents.member.residentId, 10000, {
      reference: 'TRF-MEMBER',
    }),
    ahead: await recordPayment(app, admin, residents.ahead.residentId, 30000.25, {
      projectId: project.id,
      method: 'Cash',
    }),
    reversed: await recordPayment(app, admin, residents.reversed.residentId, 5000, {
      method: 'Cheque',
    }),
  };
  const diesel = await recordExpense(admin, {
    amount: 12000,
    description: 'Generator diesel',
    projectId: project.id,
  });
  const toner = await recordExpense(admin, { amount: 700.75, description: 'Printer toner' });
  const paymentReversal = await reverse(admin, payments.reversed.id, 'Bounced cheque');
  const expenseReversal = await reverse(admin, toner.id, 'Returned to the shop');
  return {
    community: estateCommunity,
    memberCaller: await residentCaller(app, residents.member),
    residents,
    projectId: project.id,
    payments: { ...payments, reversal: paymentReversal },
    expenses: { diesel, toner, reversal: expenseReversal },
  };
}
