/**
 * Texts of the administrators' finance forms (issue 5), under `neighbourly.financeForms.*`. The
 * outcomes and refusals (`required`, `invalidAmount`, `paymentRecorded`, ...) are
 * messages.finance's, word for word, so client and server say the same thing; so do the fields'
 * labels (FIELD_LABELS, the words a refusal names them by).
 */
import { FIELD_LABELS, messages } from '../../../shared/messages';

export const financeFormTexts = {
  ...messages.finance,
  amount: 'Amount (naira)',
  amount_hint: 'In naira, e.g. 5000 or 2500.50',
  project: 'Project (optional)',
  no_project: 'No project',
  choose_community: 'Choose a community in the header to record money for it.',
  actions: {
    label: 'Finance actions',
    billing: 'Run billing',
    payment: 'Record payment',
    expense: 'Record expense',
  },
  billing: {
    title: 'Run billing',
    month: FIELD_LABELS.month,
    hint: 'Charges every resident the monthly fee of their apartment type, once for the month.',
  },
  payment: {
    title: 'Record payment',
    resident: FIELD_LABELS.residentId,
    resident_hint: 'Type a name, address or principal ID to search',
    date: FIELD_LABELS.paymentDate,
    method: FIELD_LABELS.method,
    reference: 'Reference (optional)',
  },
  expense: {
    title: 'Record expense',
    date: FIELD_LABELS.expenseDate,
    description: FIELD_LABELS.description,
  },
  reverse: {
    label: 'Reverse %{transactionId}',
    tooltip: 'Reverse',
    title: 'Reverse entry',
    intro: 'A reversal entry cancels this entry; both stay in the ledger. This cannot be undone.',
    date: 'Date',
    transaction: 'Trans ID',
    description: 'Description',
    amount: 'Amount',
    reason: FIELD_LABELS.reason,
    confirm: 'Reverse',
  },
};
