/**
 * Money (issue 5): the ledger's writes (a payment, an expense, a month's billing, a reversal) and
 * the figures beside the lists (the statistic, the monthly series), typed by the contracts
 * (shared/contract/{ledger-writes,finance,finance-reads}.ts). Used with
 * `useDataProvider<FinanceProvider>()` and react-query's useQuery / useMutation. The Super admin's
 * community is named here (communityScope.ts), never by the forms; the lists and their CSV
 * exports are the standard getList and getFileBlob.
 */
import type { DataProvider } from 'react-admin';
import type { FinanceRecord } from '../../../../shared/contract/finance';
import type { DashboardStatistic, MonthlySeries } from '../../../../shared/contract/finance-reads';
import type {
  BillingResult,
  ExpenseInput,
  PaymentInput,
} from '../../../../shared/contract/ledger-writes';
import { requireCommunityId, withBodyCommunity, withCommunityQuery } from '../communityScope';
import { httpClient } from '../httpClient';
import { getJson, segment } from './json';

/** A payment or an expense as the forms send it: the community is the provider's to name. */
export type PaymentValues = Omit<PaymentInput, 'communityId'>;
export type ExpenseValues = Omit<ExpenseInput, 'communityId'>;

/** A billing run's answer; `charged` false when the month was already billed (200, not 201). */
export type BillingOutcome = BillingResult & { charged: boolean };

async function post(url: string, body: object, headers?: Record<string, string>) {
  return httpClient(url, { method: 'POST', body: JSON.stringify(body), headers });
}

export const financeMethods = {
  /**
   * `POST /api/Wallets/Payments` with its `Idempotency-Key` (useIdempotencyKey): a retry with the
   * same key and values answers the first payment instead of recording a second.
   */
  recordPayment: async (payment: PaymentValues, idempotencyKey: string): Promise<FinanceRecord> => {
    const body = withBodyCommunity({ ...payment });
    const { json } = await post('/api/Wallets/Payments', body, {
      'Idempotency-Key': idempotencyKey,
    });
    return json as FinanceRecord;
  },

  /** `POST /api/Wallets/Expenses`. */
  recordExpense: async (expense: ExpenseValues): Promise<FinanceRecord> => {
    const { json } = await post('/api/Wallets/Expenses', withBodyCommunity({ ...expense }));
    return json as FinanceRecord;
  },

  /** `POST /api/Wallets/Billing { month }`: 201 charged, 200 nothing more to charge. */
  runBilling: async (month: string): Promise<BillingOutcome> => {
    const { status, json } = await post('/api/Wallets/Billing', withBodyCommunity({ month }));
    return { ...(json as BillingResult), charged: status === 201 };
  },

  /** `POST /api/Wallets/{id}/Reverse { reason }`: the entry's own community, named by none. */
  reverseEntry: async (id: number, reason: string): Promise<FinanceRecord> => {
    const { json } = await post(`/api/Wallets/${segment(id)}/Reverse`, { reason });
    return json as FinanceRecord;
  },

  /** `GET /api/Communities/{communityId}/Statistics` of the active community. */
  getStatistic: async (signal?: AbortSignal): Promise<DashboardStatistic> =>
    getJson<DashboardStatistic>(`/api/Communities/${requireCommunityId()}/Statistics`, signal),

  /** `GET /api/Wallets/MonthlySeries`: the last 12 months, oldest first. */
  getMonthlySeries: async (signal?: AbortSignal): Promise<MonthlySeries> => {
    const query = withCommunityQuery(new URLSearchParams()).toString();
    return getJson<MonthlySeries>(`/api/Wallets/MonthlySeries${query ? `?${query}` : ''}`, signal);
  },
};

export type FinanceMethods = typeof financeMethods;
/** What `useDataProvider<FinanceProvider>()` answers. */
export type FinanceProvider = DataProvider & FinanceMethods;
