/**
 * The online payments' pages reach the API through the dataProvider's typed methods only
 * (providers/methods/payments.ts); the pieces they share: the provider, the fee summary and the
 * copy button's state.
 */
import { useDataProvider, type DataProvider } from 'react-admin';
import { formatNaira, koboToNaira, nairaToKobo } from '../../../shared/format';
import { checkoutKobo, type FeeBearerChoice } from '../../../shared/payments';
import type { PaymentMethods } from '../providers/methods/payments';

export type PaymentsProvider = DataProvider & PaymentMethods;

export const usePaymentsProvider = () => useDataProvider<PaymentsProvider>();

export const TEXTS = 'neighbourly.payments';

/** What the payer sees before paying: [label key, ₦ text] rows, or null for no valid amount. */
export function checkoutFacts(
  naira: number | null,
  feeBearer: FeeBearerChoice,
): [string, string][] | null {
  const kobo = naira === null ? null : nairaToKobo(naira);
  if (kobo === null || kobo <= 0) return null;
  const { amountKobo, feeKobo, chargeKobo } = checkoutKobo(kobo, feeBearer);
  return [
    ['amount', formatNaira(koboToNaira(amountKobo))],
    ['fee', formatNaira(koboToNaira(feeKobo))],
    ['total', formatNaira(koboToNaira(chargeKobo))],
  ];
}

/**
 * Leaving the dashboard for Paystack's checkout page (an object, so a test can watch the
 * navigation jsdom cannot make).
 */
export const checkoutPage = {
  open: (url: string) => window.location.assign(url),
};
