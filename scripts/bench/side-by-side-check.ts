/**
 * Before the side-by-side loads: does the plain server answer what Neighbourly answers? Each GET
 * once on both, compared as JSON (same records, same order, same totalRecordCount; key order
 * aside); one payment on both with the same values, compared without the id and transaction id
 * (new on every write). A difference is a warning in the report, not a failure: the ratio of two
 * servers answering different things is still worth seeing, but not worth trusting.
 */
import { randomUUID } from 'node:crypto';
import type { Request } from 'autocannon';
import { ENDPOINTS, type Endpoint } from './api-load.js';
import { paymentBody, type RequestValues } from './plain-requests.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The first path where two JSON values differ, or null when they are equal. */
export function difference(left: Json, right: Json, at = '$'): string | null {
  if (Array.isArray(left) && Array.isArray(right)) {
    if (left.length !== right.length) return `${at}: ${left.length} vs ${right.length} items`;
    for (let index = 0; index < left.length; index++) {
      const found = difference(left[index]!, right[index]!, `${at}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (left && right && typeof left === 'object' && typeof right === 'object') {
    if (Array.isArray(left) || Array.isArray(right)) return `${at}: array vs object`;
    const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
    for (const key of [...keys].sort()) {
      if (!(key in left) || !(key in right)) return `${at}.${key}: present on one side only`;
      const found = difference(left[key]!, right[key]!, `${at}.${key}`);
      if (found) return found;
    }
    return null;
  }
  if (left === right) return null;
  return `${at}: ${JSON.stringify(left)?.slice(0, 60)} vs ${JSON.stringify(right)?.slice(0, 60)}`;
}

async function answer(url: string, init: RequestInit): Promise<{ status: number; body: Json }> {
  const response = await fetch(url, init);
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as Json };
  } catch {
    return { status: response.status, body: text };
  }
}

/** One payment with the same values on both servers (a fresh Idempotency-Key each). */
function paymentInit(values: RequestValues, headers: Record<string, string>): RequestInit {
  const body = JSON.stringify(paymentBody(values, values.ids[0]));
  const keyed = { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() };
  return { method: 'POST', headers: keyed, body };
}

const withoutWriteIds = (body: Json): Json =>
  body && typeof body === 'object' && !Array.isArray(body)
    ? { ...body, id: null, transactionId: null }
    : body;

/** Warnings, one per endpoint whose answers differ (empty: every answer is the same). */
export async function checkSameAnswers(
  neighbourly: { baseUrl: string; token: string; requests: Record<Endpoint, Request> },
  plain: { baseUrl: string; requests: Record<Endpoint, Request> },
  values: RequestValues,
): Promise<string[]> {
  const warnings: string[] = [];
  const auth = { authorization: `Bearer ${neighbourly.token}` };
  for (const endpoint of Object.keys(ENDPOINTS) as Endpoint[]) {
    const paying = endpoint === 'payment';
    const ours = await answer(
      `${neighbourly.baseUrl}${neighbourly.requests[endpoint].path}`,
      paying ? paymentInit(values, auth) : { headers: auth },
    );
    const theirs = await answer(
      `${plain.baseUrl}${plain.requests[endpoint].path}`,
      paying ? paymentInit(values, {}) : {},
    );
    const found =
      ours.status !== theirs.status
        ? `HTTP ${ours.status} vs ${theirs.status}`
        : paying
          ? difference(withoutWriteIds(ours.body), withoutWriteIds(theirs.body))
          : difference(ours.body, theirs.body);
    if (found) warnings.push(`${endpoint}: Neighbourly and plain answers differ (${found})`);
  }
  return warnings;
}
