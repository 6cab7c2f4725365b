/**
 * Paystack's API as the fake answers it: initialize, verify, list transactions (Bearer secret
 * key), and the checkout page with its Pay and Cancel forms.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkoutPage, returnUrl } from './checkout.js';
import { bearer, html, json, readJson, redirect } from './http.js';
import type { FakePaystack } from './server.js';
import { transactionJson } from './state.js';

const notFound = { status: false, message: 'Transaction reference not found' };

async function initialize(fake: FakePaystack, key: string, request: IncomingMessage) {
  const body = await readJson(request);
  const email = typeof body.email === 'string' ? body.email : '';
  const amount = Number(body.amount);
  if (!email.includes('@'))
    return [400, { status: false, message: 'Invalid Email Address Passed' }];
  if (!Number.isInteger(amount) || amount <= 0) {
    return [400, { status: false, message: 'Invalid Amount Sent' }];
  }
  const reference = typeof body.reference === 'string' ? body.reference : undefined;
  if (reference !== undefined && fake.state.transactions.has(reference)) {
    return [400, { status: false, message: 'Duplicate Transaction Reference' }];
  }
  const t = fake.state.create({
    secretKey: key,
    reference,
    email,
    amountKobo: amount,
    currency: typeof body.currency === 'string' ? body.currency : 'NGN',
    callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : '',
    metadata: body.metadata,
  });
  const data = {
    authorization_url: `${fake.url}/checkout/${t.accessCode}`,
    access_code: t.accessCode,
    reference: t.reference,
  };
  return [200, { status: true, message: 'Authorization URL created', data }];
}

/** The end of a `to` as Paystack reads it: a bare date is the whole of that day (UTC). */
function endOf(to: string): string {
  const end = new Date(to);
  if (/^\d{4}-\d{2}-\d{2}$/.test(to)) end.setUTCDate(end.getUTCDate() + 1);
  else end.setUTCMilliseconds(end.getUTCMilliseconds() + 1);
  return end.toISOString();
}

function list(fake: FakePaystack, key: string, query: URLSearchParams) {
  const perPage = Math.max(1, Number(query.get('perPage') ?? 50));
  const page = Math.max(1, Number(query.get('page') ?? 1));
  const from = query.get('from');
  const to = query.get('to');
  const status = query.get('status');
  const all = [...fake.state.transactions.values()].filter(
    (t) =>
      t.secretKey === key &&
      (status === null || t.status === status) &&
      (from === null || t.createdAt >= new Date(from).toISOString()) &&
      (to === null || t.createdAt < endOf(to)),
  );
  const data = all.slice((page - 1) * perPage, page * perPage).map(transactionJson);
  const meta = {
    total: all.length,
    skipped: (page - 1) * perPage,
    perPage,
    page,
    pageCount: Math.ceil(all.length / perPage),
  };
  return [200, { status: true, message: 'Transactions retrieved', data, meta }];
}

async function api(fake: FakePaystack, request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://fake');
  const key = bearer(request);
  if (key === null || !fake.state.knowsKey(key)) {
    return json(response, 401, { status: false, message: 'Invalid key' });
  }
  const state = fake.state;
  if (request.method === 'POST' && url.pathname === '/transaction/initialize') {
    state.initializeCalls += 1;
    if (state.initializeFailures > 0) {
      state.initializeFailures -= 1;
      return json(response, 503, { status: false, message: 'Service unavailable' });
    }
    const [status, body] = await initialize(fake, key, request);
    return json(response, status as number, body);
  }
  const verify = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
  if (request.method === 'GET' && verify) {
    state.verifyCalls += 1;
    const failure = state.verifyFailures.shift();
    if (failure === 'hang') return; // never answers: the client's timeout must end it
    if (failure === 'error') return json(response, 500, { status: false, message: 'Error' });
    const t = state.transactions.get(decodeURIComponent(verify[1] ?? ''));
    if (!t || t.secretKey !== key) return json(response, 404, notFound);
    return json(response, 200, {
      status: true,
      message: 'Verification successful',
      data: transactionJson(t),
    });
  }
  if (request.method === 'GET' && url.pathname === '/transaction') {
    const [status, body] = list(fake, key, url.searchParams);
    return json(response, status as number, body);
  }
  json(response, 404, { status: false, message: 'Not found' });
}

async function checkout(fake: FakePaystack, request: IncomingMessage, response: ServerResponse) {
  const match = /^\/checkout\/([0-9a-f]+)(?:\/(pay|cancel))?$/.exec(request.url ?? '');
  const t = match ? fake.state.byAccessCode(match[1] ?? '') : undefined;
  if (!match || !t) return html(response, 404, '<!doctype html><title>Not found</title>');
  if (request.method === 'GET' && match[2] === undefined) {
    return html(response, 200, checkoutPage(t));
  }
  if (request.method !== 'POST' || t.status !== 'ongoing') return redirect(response, returnUrl(t));
  if (match[2] === 'pay') await fake.complete(t.reference);
  else fake.state.settle(t, 'abandoned');
  redirect(response, returnUrl(t));
}

export async function paystackApi(
  fake: FakePaystack,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  if ((request.url ?? '').startsWith('/checkout/')) return checkout(fake, request, response);
  return api(fake, request, response);
}
