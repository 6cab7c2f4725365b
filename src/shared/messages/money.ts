/** Money: the ledger's writes and reads (issue 5). */

/**
 * Over the one cap on an amount (MAX_AMOUNT_NAIRA in src/shared/limits/money.ts, issue 12), on
 * every money field.
 */
export const AMOUNT_TOO_LARGE = 'The amount may not exceed ₦1,000,000,000';

export const moneyMessages = {
  /** Money (issue 5): the spec's finance texts word for word; ours where it gives none. */
  finance: {
    transactionsLoading: 'Getting Transaction list',
    transactionsEmpty: 'No transaction record available at the moment',
    transactionsExportEmpty: 'No Transaction record to export',
    walletLoading: 'Getting Wallet transaction list',
    walletEmpty: 'No wallet record available at the moment',
    walletExportEmpty: 'No wallet record to export',
    walletSearch: 'Search wallet transactions...',
    incomeLoading: 'Getting Income list',
    incomeEmpty: 'No income record available at the moment',
    incomeSearch: 'Search income...',
    expensesLoading: 'Getting Expenses list',
    expensesEmpty: 'No expenses record available at the moment',
    expensesSearch: 'Search expenses...',
    /** The spec uses this one text for both the income and the expenses export. */
    expenseExportEmpty: 'No expense record to export',
    debtorsLoading: 'Getting Debtors list',
    debtorsEmpty: 'No debtors record available at the moment',
    debtorsExportEmpty: 'No debtors record to export',
    debtEmpty: 'No debt record available at the moment',
    required: 'Please make sure all inputs are filled correctly',
    invalidAmount: 'Please enter an amount in naira greater than zero with at most two decimals',
    amountTooLarge: AMOUNT_TOO_LARGE,
    totalTooLarge: 'This total is too large to show exactly: export the CSV for the exact figure',
    invalidDate: 'Please enter a valid date that is not in the future',
    invalidMonth: 'Please choose a month (YYYY-MM) that is not in the future',
    invalidMethod: 'Please choose a payment method',
    idempotencyKeyRequired: 'Idempotency-Key header is required',
    idempotencyKeyReused: 'This Idempotency-Key was already used for a different payment',
    billingDone: 'Dues billed successfully',
    billingNothingToDo: 'Dues for this month were already billed: nothing more was charged',
    paymentRecorded: 'Payment recorded successfully',
    expenseRecorded: 'Expense recorded successfully',
    reversed: 'Entry reversed successfully',
    reasonRequired: 'Please give a reason for the reversal',
    alreadyReversed: 'This entry has already been reversed',
    reversalOfReversal: 'A reversal cannot itself be reversed',
    entryNotFound: 'We could not find this ledger entry',
    debtorNotFound: 'We could not get details for this debtor',
    hasLedgerEntries: 'This record cannot be deleted while it has money entries in the ledger',
    /**
     * Issue 16: another resident's payment (or its reversal) as a Member sees it while the
     * community's "Members see who paid" is off: no name, no reference.
     */
    otherResidentPayment: 'Payment from another resident',
    otherResidentReversal: 'Reversal of a payment from another resident',
    /**
     * Issue 17: the description of an opening balance (ledger kind `opening_balance`), what a
     * resident owed (or had in credit) when the community's records were imported.
     */
    openingBalance: 'Balance brought forward',
  },
  /** Issue 18: a payment's receipt (its PDF, its e-mail, its download). */
  receipt: {
    title: 'Payment receipt',
    number: 'Receipt number',
    date: 'Date',
    receivedFrom: 'Received from',
    amount: 'Amount',
    amountInWords: 'Amount in words',
    method: 'Method',
    reference: 'Reference',
    transactionId: 'Transaction ID',
    paymentFor: 'For',
    void: 'VOID',
    voidNote: 'This payment was reversed: this receipt is void.',
    issuedBy: 'Issued through Neighbourly for',
    notFound: 'We could not find a receipt for this entry',
    viewPermission: 'You can only download receipts for your own payments',
    mailSubject: 'Your payment receipt',
    mailGreeting: 'Hello',
    mailBody: 'Thank you for your payment. Your receipt is attached.',
  },
  /** Issue 18: a resident's statement of account (its PDF and CSV, its refusals). */
  statement: {
    title: 'Statement of account',
    period: 'Period',
    resident: 'Resident',
    address: 'Address',
    openingBalance: 'Opening balance',
    closingBalance: 'Closing balance',
    date: 'Date',
    description: 'Description',
    transactionId: 'TransId',
    charges: 'Charges',
    payments: 'Payments',
    balance: 'Balance',
    balanceNote: 'Balance: what is owed (a negative balance is a credit).',
    noEntries: 'No entries in this period.',
    residentNotFound: 'We could not find this resident',
    viewPermission: 'You can only see your own statement of account',
    invalidRange: 'The start date must not be after the end date',
  },
} as const;
