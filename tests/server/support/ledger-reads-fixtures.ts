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
import {
  BILLING,
  EXPENSES,
  billingEstate,
  currentMonth,
  dayFromToday,
  recordedPayment,
  reverseUrl,
} from './ledger-fixtures.js';
import { createResident, residentCaller, type TestResident } from './people-fixtures.js';
import { communityWithAdmin, type Caller, type Community } from './tenant-fixtures.js';

/** The response body of a 201, or a thrown error naming what failed. */
async function created<T>(response: Awaited<ReturnType<Caller['post']>>, what: string) {
  if (response.statusCode !== 201) {
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  }
  return response.json<T>();
}

export function recordExpense(as: Caller, body: Record<string, unknown>) {
  return as
    .post(EXPENSES, { amount: 1000, expenseDate: dayFromToday(0), description: 'Expense', ...body })
    .then((response) => created<FinanceRecord>(response, 'record expense'));
}

export function reverse(as: Caller, id: number, reason = 'Entered by mistake') {
  return as
    .post(reverseUrl(id), { reason })
    .then((response) => created<FinanceRecord>(response, 'reverse'));
}

export function recordPayment(
  app: App,
  as: Caller,
  residentId: number,
  amount: number,
  extra: Record<string, unknown> = {},
) {
  return recordedPayment(app, as.token, {
    residentId,
    amount,
    paymentDate: dayFromToday(0),
    method: 'Bank transfer',
    reference: '',
    ...extra,
  });
}

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
  const community = await communityWithAdmin(app);
  const { admin } = community;
  const estate = await billingEstate(admin);
  const resident = (name: string, refs = estate.refs, password?: string) =>
    createResident(app, community.id, refs, {
      fullName: `${name} ${tag}`,
      ...(password ? { password } : {}),
    });
  const residents = {
    member: await resident('Ngozi Member', estate.refs, 'member password'),
    ahead: await resident('Bola Ahead'),
    reversed: await resident('Chuka Reversed'),
    free: await resident('Dayo Free', estate.zeroFeeRefs),
  };
  const chairman = await createResident(app, community.id, estate.zeroFeeRefs, {
    roleName: 'Chairman',
    fullName: `Emeka Chairman ${tag}`,
  });
  const project = await created<{ id: number }>(
    await admin.post('/api/Projects/CreateProject', {
      projectName: `Borehole ${tag}`,
      projectDate: '2026-01-15',
      budget: 500000,
      excoResidentId: chairman.residentId,
    }),
    'add project',
  );
  const billing = await admin.post(BILLING, { month: currentMonth() });
  if (billing.statusCode !== 201) throw new Error(`billing: ${billing.statusCode} ${billing.body}`);

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
    community,
    memberCaller: await residentCaller(app, residents.member),
    residents,
    projectId: project.id,
    payments: { ...payments, reversal: paymentReversal },
    expenses: { diesel, toner, reversal: expenseReversal },
  };
}

/** Parses an RFC 4180 CSV body into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return rows;
}
