/**
 * Online payments (issue 18, contract: shared/contract/payments.ts): what a payer may pay, pay now
 * and its return page, closing a suspense item and reconciliation. Used with
 * `useDataProvider<DataProvider & PaymentMethods>()` and react-query's useQuery / useMutation; the
 * suspense list itself is the standard getList of the `payment-suspense` resource.
 */
import type {
  OnlinePaymentBody,
  OnlinePaymentOptions,
  OnlinePaymentStarted,
  OnlinePaymentStatusView,
  ReconciliationBody,
  ReconciliationReport,
  SuspenseItem,
  SuspenseResolveBody,
} from '../../../../shared/contract/payments';
import { getJson, segment, writeJson } from './json';

/** The body of closing a suspense item: match (with the resident who paid), refunded, resolved. */
export type SuspenseResolution = SuspenseResolveBody;

export const paymentMethods = {
  /** `GET /api/Payments/Online/Options?ResidentId=`: a Member's own resident when none named. */
  onlinePaymentOptions: (residentId: number | null, signal?: AbortSignal) => {
    const query = residentId === null ? '' : `?ResidentId=${segment(residentId)}`;
    return getJson<OnlinePaymentOptions>(`/api/Payments/Online/Options${query}`, signal);
  },
  /** `POST /api/Payments/Online`: Paystack's checkout address for this payment. */
  startOnlinePayment: (body: OnlinePaymentBody) =>
    writeJson<OnlinePaymentStarted>('/api/Payments/Online', 'POST', body),
  /** `GET /api/Payments/Online/{reference}`: the server verifies with Paystack first. */
  onlinePaymentStatus: (reference: string, signal?: AbortSignal) =>
    getJson<OnlinePaymentStatusView>(`/api/Payments/Online/${segment(reference)}`, signal),
  /** `POST /api/Payments/Suspense/{id}/Resolve`: match to a resident, refunded or resolved. */
  resolveSuspense: (id: number, body: SuspenseResolution) =>
    writeJson<SuspenseItem>(`/api/Payments/Suspense/${segment(id)}/Resolve`, 'POST', body),
  /** `POST /api/Payments/Reconciliation { from, to }`: Paystack's list against the ledger's. */
  reconcile: (body: ReconciliationBody) =>
    writeJson<ReconciliationReport>('/api/Payments/Reconciliation', 'POST', body),
};

export type PaymentMethods = typeof paymentMethods;
