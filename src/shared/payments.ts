/**
 * Online payments (issue 18): the choices both sides name, the provider's fee as it is shown
 * before paying, and the webhook address an Admin pastes into Paystack. Money in kobo.
 */
import {
  PAYSTACK_FEE_CAP_KOBO,
  PAYSTACK_FEE_FLAT_KOBO,
  PAYSTACK_FEE_FLAT_FROM_KOBO,
  PAYSTACK_FEE_PERCENT_BASIS_POINTS,
} from './limits/payments.js';

export const PAYMENT_PROVIDERS = ['paystack'] as const;
/** Who bears the provider's fee: the payer (added at checkout) or the community (an expense). */
export const FEE_BEARERS = ['payer', 'community'] as const;
export type FeeBearerChoice = (typeof FEE_BEARERS)[number];
/** An online payment as the return page shows it (suspense: paid, but not credited). */
export const ONLINE_PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'suspense'] as const;
export type OnlinePaymentState = (typeof ONLINE_PAYMENT_STATUSES)[number];
/** Why a success (or a dispute) waits in suspense for an administrator. */
export const SUSPENSE_REASONS = [
  'amount_mismatch',
  'currency_mismatch',
  'unknown_reference',
  'dispute',
  'partial_refund',
] as const;
export const SUSPENSE_STATUSES = ['open', 'matched', 'refunded', 'resolved'] as const;
/** How an administrator closes a suspense item. */
export const SUSPENSE_ACTIONS = ['match', 'refunded', 'resolved'] as const;

/** The currency every Neighbourly payment is in; a success in another goes to suspense. */
export const PAYMENT_CURRENCY = 'NGN';

/**
 * Paystack's fee on a local transaction of `chargeKobo`: 1.5% plus ₦100 (the ₦100 waived under
 * ₦2,500), at most ₦2,000. Shown before paying; the fee recorded is always the one Paystack's
 * verify answer reports.
 */
export function paystackFeeKobo(chargeKobo: number): number {
  const percent = Math.ceil((chargeKobo * PAYSTACK_FEE_PERCENT_BASIS_POINTS) / 10_000);
  const flat = chargeKobo >= PAYSTACK_FEE_FLAT_FROM_KOBO ? PAYSTACK_FEE_FLAT_KOBO : 0;
  return Math.min(percent + flat, PAYSTACK_FEE_CAP_KOBO);
}

/**
 * What a payer is charged so that the community receives `amountKobo` after Paystack's fee (the
 * payer bears it), or `amountKobo` itself (the community bears it).
 */
export function checkoutKobo(
  amountKobo: number,
  feeBearer: FeeBearerChoice,
): {
  amountKobo: number;
  feeKobo: number;
  chargeKobo: number;
} {
  if (feeBearer === 'community') return { amountKobo, feeKobo: 0, chargeKobo: amountKobo };
  // The smallest charge whose fee leaves the amount: start from the estimate and step up.
  let charge = amountKobo + paystackFeeKobo(amountKobo);
  while (charge - paystackFeeKobo(charge) < amountKobo) charge += 1;
  while (charge - 1 - paystackFeeKobo(charge - 1) >= amountKobo) charge -= 1;
  return { amountKobo, feeKobo: charge - amountKobo, chargeKobo: charge };
}

/** The webhook address of a community, as its Admin pastes it into Paystack's dashboard. */
export function webhookPath(communityId: number): string {
  return `/api/Payments/Paystack/Webhook/${communityId}`;
}

/** The dashboard page Paystack's checkout returns to (`?reference=` is added by the provider). */
export const PAYMENT_RETURN_PATH = '/dashboard/payments/return';
