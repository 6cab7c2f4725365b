/**
 * A fake Paystack (issue 18) for tests and local trials: Paystack's API shapes on a random local
 * port, a checkout page, signed webhooks, and a control API (these methods in-process, the same
 * under /_fake/* over HTTP for a browser test). It never reaches the internet: its only outgoing
 * calls are webhooks to the addresses it is given.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paystackApi } from './api.js';
import { control } from './control.js';
import { FakeState, type FakeStatus, type FakeTransaction, type VerifyFailure } from './state.js';
import {
  buildEvent,
  deliver,
  type Delivery,
  type EventOptions,
  type FakeEvent,
} from './webhooks.js';

export interface CompleteOptions {
  status?: FakeStatus;
  /** What the provider reports as charged (tests of a changed amount or currency). */
  amountKobo?: number;
  currency?: string;
  paidAt?: string;
  /** Send charge.success to the key's webhook address (default true). */
  webhook?: boolean;
}

export interface SendOptions extends EventOptions {
  /** The same event this many times (Paystack's retries and duplicates). */
  times?: number;
  /** All at once instead of one after another. */
  concurrent?: boolean;
}

export class FakePaystack {
  readonly state = new FakeState();
  url = '';

  constructor(readonly server: Server) {}

  /** Where events signed with `secretKey` are sent (Paystack's per-integration webhook URL). */
  setWebhook(secretKey: string, url: string): void {
    this.state.webhooks.set(secretKey, url);
  }

  /** Accept only these keys (by default any sk_test_ key). */
  acceptKeys(...secretKeys: string[]): void {
    for (const key of secretKeys) this.state.secretKeys.add(key);
  }

  transaction(reference: string): FakeTransaction | undefined {
    return this.state.transactions.get(reference);
  }

  /** A transaction the app never initialized (a reference we never issued, or paid elsewhere). */
  seed(input: Parameters<FakeState['create']>[0]): FakeTransaction {
    return this.state.create(input);
  }

  /** Pays (or fails) a transaction as the checkout would; a success sends charge.success. */
  async complete(reference: string, options: CompleteOptions = {}): Promise<Delivery[]> {
    const t = this.mustFind(reference);
    this.state.settle(t, options.status ?? 'success', options);
    if (t.status !== 'success' || options.webhook === false) return [];
    return this.sendEvent(reference);
  }

  event(reference: string, options: EventOptions = {}): FakeEvent {
    return buildEvent(this.mustFind(reference), options);
  }

  /** Sends an event about a transaction to its key's webhook address. */
  async sendEvent(reference: string, options: SendOptions = {}): Promise<Delivery[]> {
    const t = this.mustFind(reference);
    const target = this.state.webhooks.get(t.secretKey);
    if (target === undefined) return [];
    const event = buildEvent(t, options);
    const times = options.times ?? 1;
    if (options.concurrent) {
      return Promise.all(Array.from({ length: times }, () => deliver(target, event)));
    }
    const deliveries: Delivery[] = [];
    for (let i = 0; i < times; i += 1) deliveries.push(await deliver(target, event));
    return deliveries;
  }

  /** Several events in the order given (e.g. a refund before its charge: out of order). */
  async sendEvents(events: Array<{ reference: string } & EventOptions>): Promise<Delivery[]> {
    const deliveries: Delivery[] = [];
    for (const { reference, ...options } of events) {
      deliveries.push(...(await this.sendEvent(reference, options)));
    }
    return deliveries;
  }

  /** The next `count` verify calls answer 500 ('error') or never answer ('hang'). */
  failVerify(count: number, mode: VerifyFailure = 'error'): void {
    this.state.verifyFailures.push(...Array.from({ length: count }, () => mode));
  }

  /** The next `count` initialize calls answer 503 (an outage); Infinity until restore(). */
  failInitialize(count = Infinity): void {
    this.state.initializeFailures = count;
  }

  /** Ends the failures and goes back to accepting any sk_test_ key. */
  restore(): void {
    this.state.secretKeys.clear();
    this.state.verifyFailures = [];
    this.state.initializeFailures = 0;
  }

  /** The fee every success reports, in kobo; null for Paystack's formula. */
  setFee(kobo: number | null): void {
    this.state.feeKobo = kobo;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private mustFind(reference: string): FakeTransaction {
    const t = this.state.transactions.get(reference);
    if (!t) throw new Error(`The fake Paystack knows no transaction ${reference}`);
    return t;
  }
}

/** Starts a fake Paystack on 127.0.0.1 (port 0: a free one unless given). */
export async function startFakePaystack(options: { port?: number } = {}): Promise<FakePaystack> {
  const server = createServer();
  const fake = new FakePaystack(server);
  server.on('request', (request, response) => {
    const handle = (request.url ?? '').startsWith('/_fake/') ? control : paystackApi;
    handle(fake, request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
