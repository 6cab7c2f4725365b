/** Texts of the finance pages (issue 5), under `neighbourly.finance.*`. */
import { FIELD_LABELS, messages } from '../../../shared/messages';

export const financeTexts = {
  /** The spec's texts (loading, empty, search placeholders, empty exports) and the API's. */
  ...messages.finance,
  /** Spec section 8: a finance list that fails to load. */
  failure: messages.generic.financeFailure,
  transactionsTitle: 'Transactions',
  transactionsSearch: 'Search transactions...',
  export: 'Export csv',
  /** Res ID of another resident's row when Members may not see who paid (issue 16). */
  anotherResident: 'Another resident',
  exporting: 'Exporting...',
  columns: {
    date: 'Date',
    transactionId: 'Trans ID',
    description: 'Description',
    amount: 'Amount',
    status: 'Status',
    comId: 'Comm ID',
    residentId: 'Res ID',
    debit: 'DR',
    credit: 'CR',
    receiptNumber: 'Receipt no.',
  },
  /** A payment's receipt (issue 18): its download button on wallet and income rows. */
  receipt: {
    download: 'Download receipt %{receiptNumber}',
    tooltip: 'Receipt (PDF)',
  },
  /** A resident's statement of account (issue 18): its button and dialog. */
  statement: {
    button: 'Statement',
    title: 'Statement of account',
    from: 'From',
    to: 'To',
    format: 'Format',
    pdf: 'PDF',
    csv: 'CSV (spreadsheet)',
    download: 'Download',
    downloaded: 'Statement downloaded',
    required: 'Please choose the dates',
  },
  figures: {
    totalIncome: 'Total Income',
    totalExpenses: 'Total Expenses',
    availableBalance: 'Available Balance',
    amountOwing: 'Amount owing',
    totalBalance: 'Total Balance',
    summary: 'Summary',
  },
  chart: {
    title: 'Income and expenses',
    subtitle: 'The last 12 months, in naira',
    income: 'Income',
    expenses: 'Expenses',
    month: 'Month',
    loading: 'Loading the chart...',
  },
  gauge: {
    incomeTitle: 'Income collected against what residents still owe',
    incomeCentre: '%{percent}% collected',
    collected: 'Income collected',
    owing: 'Amount owing',
    expensesTitle: 'Expenses against the balance still available',
    expensesCentre: '%{percent}% spent',
    spent: 'Expenses',
    available: 'Available balance',
  },
  debtor: {
    title: 'Debtor details',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    apartment: 'Apartment',
    principalId: 'Principal ID',
    amountOwed: 'Amount owed',
    history: 'Debt history',
    date: 'Date',
    narration: 'Narration',
    amount: 'Amount',
    notGiven: 'Not given',
    loading: 'Getting debtor details',
  },
};

/** `resources.debtors.*`: the debtors list's column titles (spec: ..., Amount Own). */
export const financeResources = {
  debtors: {
    name: 'Debtor |||| Debtors',
    fields: { ...FIELD_LABELS, desc: FIELD_LABELS.description, amount: 'Amount Own' },
  },
};
