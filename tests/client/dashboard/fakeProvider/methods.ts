/**
 * The typed custom methods of the real dataProvider (providers/methods/*.ts), in memory. Typed by
 * the provider's own method types: a method renamed, added or given another signature there
 * breaks this file at compile time.
 */
import { HttpError } from 'react-admin';
import type { AdvertMethods } from '../../../../src/client/dashboard/providers/methods/adverts';
import type { FileMethods } from '../../../../src/client/dashboard/providers/methods/files';
import type { FinanceMethods } from '../../../../src/client/dashboard/providers/methods/finance';
import type { ImportMethods } from '../../../../src/client/dashboard/providers/methods/imports';
import type { MessagePreferenceMethods } from '../../../../src/client/dashboard/providers/methods/messagePreferences';
import type { PaymentMethods } from '../../../../src/client/dashboard/providers/methods/payments';
import type { PaymentSettingsMethods } from '../../../../src/client/dashboard/providers/methods/paymentSettings';
import type { ReminderMethods } from '../../../../src/client/dashboard/providers/methods/reminders';
import type { NoticeMethods } from '../../../../src/client/dashboard/providers/methods/notices';
import type { ProfileMethods } from '../../../../src/client/dashboard/providers/methods/profile';
import type { FinanceRecord } from '../../../../src/shared/contract/finance';
import { koboToNaira, nairaToKobo } from '../../../../src/shared/format';
import { messages } from '../../../../src/shared/messages';
import { checkoutKobo } from '../../../../src/shared/payments';
import { noticeFakes } from './notices';
import { messagePreferenceFakes } from './messagePreferences';
import { reminderFakes } from './reminders';
import type { FakeReads, FakeRecords } from './records';

export type CustomMethods = FileMethods &
  FinanceMethods &
  ProfileMethods &
  AdvertMethods &
  ImportMethods &
  MessagePreferenceMethods &
  PaymentMethods &
  PaymentSettingsMethods &
  ReminderMethods &
  NoticeMethods;

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
    // A payment's receipt number, as the server's trigger would give it.
    receiptNumber:
      fields.kind === 'payment'
        ? `RCT-${today().slice(0, 4)}-${String(wallet.filter((row) => row.kind === 'payment').length + 1).padStart(6, '0')}`
        : null,
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
    ...noticeFakes(state),
    ...messagePreferenceFakes(state),
    ...reminderFakes(state),
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
    updateCommunitySettings: async ({ membersSeeWhoPaid }) => {
      const community = records.communities[0];
      if (!community) throw notFound();
      Object.assign(community, { membersSeeWhoPaid });
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

    // A template is a file like any other: seeded under its path.
    importTemplate: async (kind) => {
      const file = reads.files[`/api/Imports/Templates/${kind}`];
      if (!file) throw notFound();
      return file;
    },
    importFile: async (params) => {
      if (!reads.importAnswer) throw notFound();
      return reads.importAnswer(params);
    },

    // Online payments (issue 18): the seeded options and answers; a payment starts as the
    // server's would, with the fee of the community's rule.
    onlinePaymentOptions: async () => {
      if (!reads.paymentOptions) throw notFound();
      return reads.paymentOptions;
    },
    startOnlinePayment: async ({ amount }) => {
      if (!reads.paymentOptions) throw notFound();
      const kobo = checkoutKobo(nairaToKobo(amount) ?? 0, reads.paymentOptions.feeBearer);
      const reference = `NBH-TEST-${records['payment-suspense'].length + 1}`;
      return {
        reference,
        authorizationUrl: `https://checkout.paystack.test/${reference}`,
        amount,
        fee: koboToNaira(kobo.feeKobo),
        total: koboToNaira(kobo.chargeKobo),
      };
    },
    onlinePaymentStatus: async () => {
      const answer =
        reads.paymentStatuses.length > 1 ? reads.paymentStatuses.shift() : reads.paymentStatuses[0];
      if (!answer) throw notFound();
      return answer;
    },
    resolveSuspense: async (id, { action }) => {
      const rows = records['payment-suspense'];
      const index = rows.findIndex((row) => row.id === id);
      const item = rows[index];
      if (!item) throw notFound();
      if (item.status !== 'open') {
        throw new HttpError(messages.suspense.notOpen, 409, { message: messages.suspense.notOpen });
      }
      // A new record, as a new answer from the server would be (the list shows it on refresh).
      const closed = { ...item, status: action === 'match' ? 'matched' : action } as typeof item;
      rows[index] = closed;
      return closed;
    },
    reconcile: async () => {
      if (!reads.reconciliationReport) throw notFound();
      return reads.reconciliationReport;
    },
    // Payment settings (issue 18): the secret key is kept, never answered; required the first time.
    getPaymentSettings: async () => {
      if (!reads.paymentSettings) throw notFound();
      return { ...reads.paymentSettings };
    },
    savePaymentSettings: async ({ provider, publicKey, secretKey, feeBearer }) => {
      if (!reads.paymentSettings) throw notFound();
      if (!reads.paymentSettings.secretKeySet && !secretKey) {
        const message = messages.paymentSettings.secretKeyRequired;
        throw new HttpError(message, 400, { message, errors: { secretKey: message } });
      }
      const saved = { provider, publicKey, feeBearer, configured: true, secretKeySet: true };
      reads.paymentSettings = { ...reads.paymentSettings, ...saved };
      return { ...reads.paymentSettings };
    },
  };
}
