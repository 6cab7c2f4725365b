/**
 * Texts of the online payments' pages (issue 18), under `neighbourly.payments.*`: pay now, the
 * payment link, the return page, suspense and reconciliation. The server's own words come from
 * messages.onlinePayment / suspense / reconciliation, so the page and the API say the same thing.
 */
import { messages } from '../../../shared/messages';

const { onlinePayment, paymentSettings, suspense, reconciliation } = messages;

export const paymentTexts = {
  pay_now: onlinePayment.payNow,
  pay_title: onlinePayment.payTitle,
  choice: 'What would you like to pay?',
  what_i_owe: `${onlinePayment.whatYouOwe} (%{amount})`,
  another_amount: onlinePayment.anotherAmount,
  amount: onlinePayment.amount,
  fee: onlinePayment.fee,
  total: onlinePayment.total,
  summary: 'To pay',
  continue: onlinePayment.continue,
  nothing_owed: onlinePayment.nothingOwed,
  not_set_up: paymentSettings.notSetUp,
  set_up_link: paymentSettings.setUpLink,
  loading: 'Getting payment options...',
  redirecting: 'Opening Paystack...',
  cancel: 'Cancel',
  close: 'Close',
  // The administrator's payment link on a resident's page.
  link_button: onlinePayment.paymentLink,
  link_title: onlinePayment.paymentLink,
  link_create: 'Create link',
  link_label: 'Link to send',
  link_help: onlinePayment.paymentLinkHelp,
  link_copy: 'Copy the payment link',
  link_copied: 'Copied',
  link_created: 'Payment link created',
  // The return page.
  return_title: 'Your payment',
  checking: 'Checking your payment with Paystack...',
  later: 'Paystack has not confirmed this payment yet. It will show in your records once it does.',
  no_reference: onlinePayment.notFound,
  paid: onlinePayment.paid,
  pending: onlinePayment.pending,
  failed: onlinePayment.failed,
  suspense: onlinePayment.suspense,
  receipt_number: 'Receipt number',
  reference: 'Reference',
  paid_for: 'Paid for',
  download_receipt: onlinePayment.downloadReceipt,
  back: onlinePayment.backToOverview,
  // Suspense.
  suspense_title: suspense.title,
  suspense_intro:
    'Paystack payments that could not be credited as they came: match each to the resident ' +
    'who paid, or close it once refunded or settled.',
  suspense_empty: suspense.empty,
  suspense_loading: suspense.loading,
  match: suspense.match,
  mark_refunded: suspense.markRefunded,
  mark_resolved: suspense.markResolved,
  resident: 'Resident who paid',
  confirm_refunded: 'Mark this payment of %{amount} (%{reference}) as refunded?',
  confirm_resolved: 'Mark this payment of %{amount} (%{reference}) as resolved?',
  confirm_match: 'Record this payment of %{amount} for the chosen resident',
  reasons: suspense.reasons,
  statuses: { open: 'Open', matched: 'Matched', refunded: 'Refunded', resolved: 'Resolved' },
  // Reconciliation.
  reconcile_title: reconciliation.title,
  reconcile_intro:
    "Compare Paystack's successful payments of a period with the wallet's online payments.",
  from: 'From',
  to: 'To',
  reconcile: reconciliation.run,
  reconciling: 'Reconciling...',
  missing: reconciliation.missingFromLedger,
  unknown: reconciliation.unknownToProvider,
  all_match: reconciliation.allMatch,
  counts: 'Paystack successes: %{provider} · Online payments in the wallet: %{ledger}',
  none: 'None',
};

/** The suspense list's resource: its name and column labels. */
export const paymentResources = {
  'payment-suspense': {
    name: 'Payment in suspense |||| Payments in suspense',
    fields: {
      reasonText: 'Reason',
      reference: 'Reference',
      amount: 'Amount',
      payerEmail: 'Payer e-mail',
      paidAt: 'Paid on',
      status: 'Status',
      residentName: 'Resident',
      date: 'Date',
    },
  },
};
