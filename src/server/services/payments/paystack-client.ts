/**
 * Paystack's API as Neighbourly calls it (issue 18): initialize a transaction, verify one, list a
 * period's. Plain fetch with a timeout; anything but a clear answer (no connection, a timeout, a
 * 5xx, a refusal, a body not in Paystack's shape) is ProviderUnavailable, so nothing is ever
 * credited on a guess. The secret key goes in the Authorization header only: never in a message,
 * a log line or an error.
 */
import { PROVIDER_PAGE_SIZE } from '../../../shared/limits/index.js';
import { PAYMENT_CURRENCY } from '../../../shared/payments.js';

/** A transaction as Paystack's verify or list reports it; money in kobo. */
export interface PaystackTransaction {
  id: number;
  status: string;
  reference: string;
  amountKobo: number;
  currency: string;
  feesKobo: number;
  /** ISO instant; '' when not paid. */
  paidAt: string;
  customerEmail: string;
}

/** Paystack could not be reached or gave no usable answer: nothing is known, nothing happened. */
export class ProviderUnavailable extends Error {
  constructor(reason: string) {
    super(`Paystack unavailable: ${reason}`);
    this.name = 'ProviderUnavailable';
  }
}

/**
 * Paystack refused the secret key (401 "Invalid key"): the Admin's settings are wrong, not the
 * network. Still "unavailable" to the background work that retries; pay now and reconciliation
 * tell the user to have the keys checked instead of to try again.
 */
export class ProviderKeyRefused extends ProviderUnavailable {
  constructor() {
    super('the secret key was refused');
    this.name = 'ProviderKeyRefused';
  }
}

export interface InitializeInput {
  email: string;
  amountKobo: number;
  reference: string;
  callbackUrl: string;
  metadata?: Record<string, unknown>;
}

export interface PaystackClient {
  initialize(
    secretKey: string,
    input: InitializeInput,
  ): Promise<{ authorizationUrl: string; accessCode: string }>;
  /** null: Paystack knows no such transaction (for this key). */
  verify(secretKey: string, reference: string): Promise<PaystackTransaction | null>;
  /** Every transaction of the period (from/to as Paystack takes them: YYYY-MM-DD or ISO). */
  listTransactions(
    secretKey: string,
    range: { from: string; to: string; status?: string },
  ): Promise<PaystackTransaction[]>;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A Paystack transaction object, or a throw when it is not one. */
export function readTransaction(data: unknown): PaystackTransaction {
  if (!isObject(data)) throw new ProviderUnavailable('malformed transaction');
  const { id, status, reference, amount, currency, fees } = data;
  const paidAt = data.paid_at ?? data.paidAt;
  const customer = isObject(data.customer) ? data.customer : {};
  if (
    typeof id !== 'number' ||
    typeof status !== 'string' ||
    typeof reference !== 'string' ||
    typeof amount !== 'number' ||
    !Number.isSafeInteger(amount)
  ) {
    throw new ProviderUnavailable('malformed transaction');
  }
  return {
    id,
    status,
    reference,
    amountKobo: amount,
    currency: typeof currency === 'string' ? currency : PAYMENT_CURRENCY,
    feesKobo: typeof fees === 'number' && Number.isSafeInteger(fees) && fees > 0 ? fees : 0,
    paidAt: typeof paidAt === 'string' ? paidAt : '',
    customerEmail: typeof customer.email === 'string' ? customer.email : '',
  };
}

export function paystackClient(options: { baseUrl: string; timeoutMs: number }): PaystackClient {
  const base = options.baseUrl.replace(/\/+$/, '');

  /** One call: the HTTP status and the JSON body, or ProviderUnavailable. */
  async function call(
    secretKey: string,
    path: string,
    body?: Json,
  ): Promise<{ status: number; json: Json }> {
    let answer: Response;
    try {
      answer = await fetch(`${base}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${secretKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new ProviderUnavailable(timedOut ? 'timed out' : 'no connection');
    }
    if (answer.status >= 500) throw new ProviderUnavailable(`HTTP ${answer.status}`);
    if (answer.status === 401) throw new ProviderKeyRefused();
    let json: unknown;
    try {
      json = await answer.json();
    } catch {
      throw new ProviderUnavailable(`HTTP ${answer.status}, not JSON`);
    }
    if (!isObject(json)) throw new ProviderUnavailable(`HTTP ${answer.status}, not an object`);
    return { status: answer.status, json };
  }

  const refused = (status: number, json: Json) =>
    new ProviderUnavailable(
      `HTTP ${status}: ${typeof json.message === 'string' ? json.message : ''}`,
    );

  return {
    async initialize(secretKey, input) {
      const { status, json } = await call(secretKey, '/transaction/initialize', {
        email: input.email,
        amount: input.amountKobo,
        reference: input.reference,
        callback_url: input.callbackUrl,
        currency: PAYMENT_CURRENCY,
        metadata: input.metadata ?? {},
      });
      if (status !== 200 || json.status !== true || !isObject(json.data)) {
        throw refused(status, json);
      }
      const { authorization_url: url, access_code: code } = json.data;
      if (typeof url !== 'string' || typeof code !== 'string') {
        throw new ProviderUnavailable('malformed initialize answer');
      }
      return { authorizationUrl: url, accessCode: code };
    },

    async verify(secretKey, reference) {
      const path = `/transaction/verify/${encodeURIComponent(reference)}`;
      const { status, json } = await call(secretKey, path);
      const notFound =
        status === 404 ||
        (status === 400 &&
          (json.code === 'transaction_not_found' ||
            (typeof json.message === 'string' && /not found/i.test(json.message))));
      if (notFound) return null;
      if (status !== 200 || json.status !== true) throw refused(status, json);
      return readTransaction(json.data);
    },

    async listTransactions(secretKey, range) {
      const found: PaystackTransaction[] = [];
      for (let page = 1; ; page += 1) {
        const query = new URLSearchParams({
          from: range.from,
          to: range.to,
          perPage: String(PROVIDER_PAGE_SIZE),
          page: String(page),
          ...(range.status ? { status: range.status } : {}),
        });
        const { status, json } = await call(secretKey, `/transaction?${query.toString()}`);
        if (status !== 200 || json.status !== true || !Array.isArray(json.data)) {
          throw refused(status, json);
        }
        found.push(...json.data.map(readTransaction));
        const pageCount = isObject(json.meta) ? Number(json.meta.pageCount) : 0;
        if (json.data.length === 0 || !(page < pageCount)) return found;
      }
    },
  };
}
