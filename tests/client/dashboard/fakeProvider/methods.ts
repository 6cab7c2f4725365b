/**
 * The typed custom methods of the real dataProvider (providers/methods/*.ts), in memory. Typed by
 * the provider's own method types: a method renamed, added or given another signature there
 * breaks this file at compile time.
 */
import { HttpError } from 'react-admin';
import type { AdvertMethods } from '../../../../src/client/dashboard/providers/methods/adverts';
import type { FileMethods } from '../../../../src/client/dashboard/providers/methods/files';
import type { FinanceMethods } from '../../../../src/client/dashboard/providers/methods/finance';
import type { ProfileMethods } from '../../../../src/client/dashboard/providers/methods/profile';
import type { FinanceRecord } from '../../../../src/shared/contract/finance';
import { messages } from '../../../../src/shared/messages';
import type { FakeReads, FakeRecords } from './records';

export type CustomMethods = FileMethods & FinanceMethods & ProfileMethods & AdvertMethods;

export interface FakeState {
  records: FakeRecords;
  reads: FakeReads;
  /** The next id of a record the fake creates. */
  nextId(rows: readonly { id: unknown }[]): number;
}

const notFound = () => new HttpError('Not found', 404, { message: 'Not found' });

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The lists that show an entry besides the wallet: payments are income, expenses expenses. */
type LedgerView = 'income' | 'expenses';
const VIEW_OF: Partial<Record<FinanceRecord['kind'], LedgerView>> = {
  payment: 'income',
  expense: 'expenses',
};

/**
 * A ledger entry as the server would answer the write, in the wallet and in `view` (a reversal
 * goes where its entry is), the statistic's figures moved by it as the server's would be.
 */
function entry(
  state: FakeState,
  fields: Pick<FinanceRecord, 'kind' | 'desc' | 'debAmount' | 'credAmount'> &
    Partial<FinanceRecord>,
  view: LedgerView | undefined = VIEW_OF[fields.kind],
): FinanceRecord {
  const { wallet, income, expenses } = state.records;
  const record: FinanceRecord = {
    id: state.nextId([...wallet, ...income, ...expenses]),
    createdDate: today(),
    payStatus: 'paid',
    transactionId: `TX-${wallet.length + 1}`,
    comId: 1,
    residentId: null,
    projectId: null,
    reversesEntryId: null,
    reversible: true,
    ...fields,
  };
  wallet.push(record);
  if (view) state.records[view].push(record);
  const net = record.credAmount - record.debAmount;
  const figures = state.reads.statistic;
  // A new object: the seed's statistic (often a shared constant) stays as the test wrote it.
  state.reads.statistic = {
    ...figures,
    totalIncome: figures.totalIncome + (view === 'income' ? net : 0),
    totalExpenses: figures.totalExpenses - (view === 'expenses' ? net : 0),
    availableBalance: figures.availableBalance + net,
  };
  return record;
}

export function customMethods(state: FakeState): CustomMethods {
  const { records, reads } = state;
  return {
    getFileBlob: async (path) => {
      const file = reads.files[path];
      if (!file) throw notFound();
      return file;
    },

    recordPayment: async (payment) =>
      entry(state, {
        kind: 'payment',
        desc: payment.reference ?? 'Payment',
        debAmount: 0,
        credAmount: payment.amount,
        createdDate: payment.paymentDate ?? today(),
        residentId: payment.residentId,
        projectId: payment.projectId ?? null,
      }),
    recordExpense: async (expense) =>
      entry(state, {
        kind: 'expense',
        desc: expense.description,
        debAmount: expense.amount,
        credAmount: 0,
        createdDate: expense.expenseDate ?? today(),
        projectId: expense.projectId ?? null,
      }),
    // The server's words: a month is charged once, a second run charges nothing (200).
    runBilling: async (month) => {
      const charged = !reads.billedMonths.includes(month);
      if (charged) reads.billedMonths.push(month);
      return {
        month,
        chargedCount: charged ? records.resident.length : 0,
        totalCharged: 0,
        message: charged ? messages.finance.billingDone : messages.finance.billingNothingToDo,
        charged,
      };
    },
    reverseEntry: async (id, reason) => {
      const lists = [records.wallet, records.income, records.expenses];
      const reversed = lists.flat().find((row) => row.id === id);
      if (!reversed) throw notFound();
      for (const row of lists.flat()) if (row.id === id) row.reversible = false;
      return entry(
        state,
        {
          kind: 'reversal',
          desc: reason,
          debAmount: reversed.credAmount,
          credAmount: reversed.debAmount,
          reversesEntryId: id,
          reversible: false,
        },
        VIEW_OF[reversed.kind],
      );
    },
    getStatistic: async () => reads.statistic,
    getMonthlySeries: async () => reads.monthlySeries,

    getProfile: async () => {
      if (!reads.profile) throw notFound();
      return reads.profile;
    },
    updateProfile: async (body) => {
      if (!reads.profile) throw notFound();
      reads.profile = { ...reads.profile, ...body, title: body.title ?? reads.profile.title };
      return reads.profile;
    },
    // The server's own words (the page shows them).
    changePassword: async () => ({ message: messages.profile.passwordChanged }),
    updateBankDetails: async (body) => {
      const community = records.communities[0];
      if (!community) throw notFound();
      const { bankName, bankAccountNumber } = body;
      Object.assign(community, { bankName, bankAccountNumber });
      return community;
    },

    // The server's strip: Active adverts only, the first page.
    getCommunityAdverts: async (pageSize) =>
      records.adverts.filter((advert) => advert.status === 'Active').slice(0, pageSize),
    getAdvertSections: async () => reads.advertSections,
    updateAdvertSection: async (id, body) => {
      const section = reads.advertSections.find((row) => row.id === id);
      if (!section) throw notFound();
      Object.assign(section, body);
      return section;
    },
    recordAdvertPayment: async (id) => {
      const advert = records.adverts.find((row) => row.id === id);
      if (!advert) throw notFound();
      return advert;
    },
  };
}
