/**
 * Money in a world (issue 5), written through the /api/Wallets routes as an administrator: dues
 * billed for a month, payments (each with a fresh Idempotency-Key), expenses and reversals, with
 * the dates the tests count from (Lagos days, as the server reads them).
 */
import { randomUUID } from 'node:crypto';
import type { App } from '../../../../src/server/app.js';
import type { FinanceRecord } from '../../../../src/shared/contract/finance.js';
import { todayInLagos } from '../../../../src/shared/finance.js';
import { bearer } from '../helper.js';
import { expectCreated, type Caller } from './requests.js';

export const BILLING = '/api/Wallets/Billing';
export const PAYMENTS = '/api/Wallets/Payments';
export const EXPENSES = '/api/Wallets/Expenses';
export const reverseUrl = (id: number) => `/api/Wallets/${id}/Reverse`;

/** The current month in Lagos (YYYY-MM) and the next one. */
export function currentMonth(): string {
  return todayInLagos().slice(0, 7);
}

export function nextMonth(): string {
  const [year, month] = currentMonth().split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** A day (YYYY-MM-DD) `days` after today in Lagos (negative: before). */
export function dayFromToday(days: number): string {
  const today = new Date(`${todayInLagos()}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** POST /api/Wallets/Payments with an Idempotency-Key (a fresh one unless given; null: none). */
export function pay(app: App, token: string, body: unknown, key: string | null = randomUUID()) {
  return app.inject({
    method: 'POST',
    url: PAYMENTS,
    headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body as Record<string, unknown>,
  });
}

/** Records a payment (201 expected) and returns it. */
export async function recordedPayment(app: App, token: string, body: unknown) {
  return expectCreated<FinanceRecord>(await pay(app, token, body), 'recordedPayment');
}

/** A payment of `amount` by the resident today (bank transfer, no reference unless `extra`). */
export function recordPayment(
  app: App,
  as: Caller,
  residentId: number,
  amount: number,
  extra: Record<string, unknown> = {},
) {
  return recordedPayment(app, as.token, {
    residentId,
    amount,
    paymentDate: dayFromToday(0),
    method: 'Bank transfer',
    reference: '',
    ...extra,
  });
}

/** An expense of 1000 today unless `body` says otherwise. */
export async function recordExpense(as: Caller, body: Record<string, unknown>) {
  const response = await as.post(EXPENSES, {
    amount: 1000,
    expenseDate: dayFromToday(0),
    description: 'Expense',
    ...body,
  });
  return expectCreated<FinanceRecord>(response, 'record expense');
}

export async function reverse(as: Caller, id: number, reason = 'Entered by mistake') {
  return expectCreated<FinanceRecord>(await as.post(reverseUrl(id), { reason }), 'reverse');
}

/** Bills the month's dues (default: the current month). */
export async function billDues(as: Caller, month = currentMonth()) {
  return expectCreated<unknown>(await as.post(BILLING, { month }), 'billing');
}
