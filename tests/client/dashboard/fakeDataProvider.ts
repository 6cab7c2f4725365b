/**
 * An in-memory dataProvider for the dashboard's tests (issue 15, point 8): the standard methods
 * over records typed by the contracts (fakeProvider/records.ts), lists paged, searched and
 * filtered the way the server does (fakeProvider/listing.ts), and the real provider's typed
 * custom methods (fakeProvider/methods.ts). Tests seed it, read what it was asked (`calls`), and
 * can have it refuse a call the way the server does: an HttpError whose body is
 * `{ message, errors }`, which react-admin puts on the form's fields.
 * The HTTP itself (paths, headers, CSRF, multipart) is the real provider's, tested in providers/.
 */
import { HttpError, type DataProvider, type Identifier } from 'react-admin';
import { vi } from 'vitest';
import { listPage, type Row } from './fakeProvider/listing';
import { customMethods, type CustomMethods, type FakeState } from './fakeProvider/methods';
import type { FakeReads, FakeRecords, FakeResource, FakeSeed } from './fakeProvider/records';
import { withRecordQuery } from './fakeProvider/recordQuery';

export type { FakeRecords, FakeResource, FakeSeed };

type StandardMethod =
  | 'getList'
  | 'getOne'
  | 'getMany'
  | 'getManyReference'
  | 'create'
  | 'update'
  | 'updateMany'
  | 'delete'
  | 'deleteMany';
export type FakeMethod = StandardMethod | keyof CustomMethods;

/** One call the dashboard made: the method, its resource (standard methods) and arguments. */
export interface FakeCall {
  method: FakeMethod;
  resource?: string;
  /** A standard method's params; a custom method's arguments. */
  params: unknown;
}

/** The server's refusal: `errors` names each field at fault with its text. */
export interface Refusal {
  message: string;
  errors?: Record<string, string>;
  status?: number;
}

export type FakeDataProvider = DataProvider &
  CustomMethods & {
    records: FakeRecords;
    reads: FakeReads;
    calls: FakeCall[];
    /** The calls of `method` (on `resource`, if named), in order. */
    callsTo(method: FakeMethod, resource?: string): FakeCall[];
    /** The next call of `method` (on `resource`, if named) fails with `refusal`; `times` calls. */
    refuse(
      method: FakeMethod,
      refusal: Refusal,
      options?: { resource?: string; times?: number },
    ): void;
    /**
     * Holds every call of `method` (on `resource`, if named) unanswered until the returned
     * `release` is called: the page's loading text, a button's progress while a save is out.
     */
    pending(method: FakeMethod, options?: { resource?: string }): () => void;
  };

const EMPTY_RECORDS: { [K in FakeResource]: [] } = {
  communities: [],
  resident: [],
  dependants: [],
  roles: [],
  excos: [],
  debtors: [],
  transactions: [],
  projects: [],
  streets: [],
  landlords: [],
  apartments: [],
  'apartment-types': [],
  address: [],
  adverts: [],
  wallet: [],
  income: [],
  expenses: [],
  audit: [],
  'payment-suspense': [],
  notices: [],
  'failed-jobs': [],
};

function readsFrom(seed: FakeSeed): FakeReads {
  return {
    statistic: seed.statistic ?? {
      totalIncome: 0,
      totalExpenses: 0,
      availableBalance: 0,
      totalPendingPayments: 0,
      communityId: 1,
    },
    monthlySeries: seed.monthlySeries ?? { months: [] },
    profile: seed.profile ?? null,
    advertSections: seed.advertSections ?? [],
    files: seed.files ?? {},
    billedMonths: [...(seed.billedMonths ?? [])],
    importAnswer: seed.importAnswer ?? null,
    paymentOptions: seed.paymentOptions ?? null,
    paymentStatuses: [...(seed.paymentStatuses ?? [])],
    reconciliationReport: seed.reconciliationReport ?? null,
    paymentSettings: seed.paymentSettings ? { ...seed.paymentSettings } : null,
    messagePreferences: seed.messagePreferences ? { ...seed.messagePreferences } : null,
    reminderSchedule: seed.reminderSchedule ?? {
      enabled: false,
      billingDay: 1,
      reminderDays: [5, 20],
      channels: ['email'],
    },
    remindersRun: seed.remindersRun ?? null,
    noticeDeliveries: seed.noticeDeliveries ?? {},
  };
}

function recordsFrom(seed: FakeSeed): FakeRecords {
  const records = {} as Record<FakeResource, unknown[]>;
  for (const name of Object.keys(EMPTY_RECORDS) as FakeResource[]) {
    // Copies: a test's seed stays as it wrote it whatever the dashboard saves.
    records[name] = (seed[name] ?? []).map((record) => ({ ...record }));
  }
  return records as FakeRecords;
}

const notFound = () => new HttpError('Not found', 404, { message: 'Not found' });

export function fakeDataProvider(seed: FakeSeed = {}): FakeDataProvider {
  const records = recordsFrom(seed);
  const reads = readsFrom(seed);
  const calls: FakeCall[] = [];
  const refusals: { method: FakeMethod; resource?: string; refusal: Refusal; left: number }[] = [];
  const holds: { method: FakeMethod; resource?: string; released: Promise<void> }[] = [];
  const state: FakeState = {
    records,
    reads,
    nextId: (rows) => rows.reduce((max, row) => Math.max(max, Number(row.id) || 0), 0) + 1,
  };

  const rowsOf = (resource: string): Row[] => {
    const rows = (records as unknown as Record<string, Row[] | undefined>)[resource];
    if (!rows) throw new Error(`The fake dataProvider has no resource "${resource}"`);
    return rows;
  };
  const find = (resource: string, id: Identifier) => {
    const row = rowsOf(resource).find((record) => String(record.id) === String(id));
    if (!row) throw notFound();
    return row;
  };

  /** Records the call, answers a pending refusal, else runs the method (after a tick, as HTTP). */
  async function call<T>(
    method: FakeMethod,
    resource: string | undefined,
    params: unknown,
    run: () => T,
  ) {
    calls.push({ method, resource, params });
    await Promise.resolve();
    const hold = holds.find(
      (entry) => entry.method === method && (!entry.resource || entry.resource === resource),
    );
    if (hold) await hold.released;
    const index = refusals.findIndex(
      (refusal) =>
        refusal.method === method && (!refusal.resource || refusal.resource === resource),
    );
    if (index >= 0) {
      const pending = refusals[index]!;
      pending.left -= 1;
      if (pending.left <= 0) refusals.splice(index, 1);
      const { message, errors, status = 400 } = pending.refusal;
      throw new HttpError(message, status, errors ? { message, errors } : { message });
    }
    return run();
  }

  const standard: DataProvider = {
    getList: (resource, params) =>
      call('getList', resource, params, () => listPage(rowsOf(resource), params, resource)),
    getManyReference: (resource, params) =>
      call('getManyReference', resource, params, () =>
        listPage(
          rowsOf(resource),
          {
            ...params,
            filter: { ...params.filter, [params.target]: params.id },
          },
          resource,
        ),
      ),
    getOne: (resource, params) =>
      call('getOne', resource, params, () => ({
        data: withRecordQuery(find(resource, params.id), params.meta),
      })),
    getMany: (resource, params) =>
      call('getMany', resource, params, () => ({
        data: params.ids.map((id) => find(resource, id)),
      })),
    create: (resource, params) =>
      call('create', resource, params, () => {
        const rows = rowsOf(resource);
        const data = { ...params.data, id: params.data.id ?? state.nextId(rows) } as Row;
        rows.push(data);
        return { data };
      }),
    update: (resource, params) =>
      call('update', resource, params, () => {
        const row = find(resource, params.id);
        Object.assign(row, params.data, { id: row.id });
        return { data: row };
      }),
    updateMany: (resource, params) =>
      call('updateMany', resource, params, () => {
        for (const id of params.ids) Object.assign(find(resource, id), params.data, { id });
        return { data: params.ids };
      }),
    delete: (resource, params) =>
      call('delete', resource, params, () => {
        const rows = rowsOf(resource);
        const row = find(resource, params.id);
        rows.splice(rows.indexOf(row), 1);
        return { data: row };
      }),
    deleteMany: (resource, params) =>
      call('deleteMany', resource, params, () => {
        const rows = rowsOf(resource);
        for (const id of params.ids) rows.splice(rows.indexOf(find(resource, id)), 1);
        return { data: params.ids };
      }),
  } as DataProvider;

  const custom = customMethods(state);
  const recordedCustom = Object.fromEntries(
    Object.entries(custom).map(([name, method]) => [
      name,
      (...args: unknown[]) =>
        call(name as FakeMethod, undefined, args, () =>
          (method as (...a: unknown[]) => unknown)(...args),
        ),
    ]),
  ) as CustomMethods;

  return {
    ...standard,
    ...recordedCustom,
    records,
    reads,
    calls,
    callsTo: (method, resource) =>
      calls.filter(
        (entry) => entry.method === method && (!resource || entry.resource === resource),
      ),
    refuse: (method, refusal, options = {}) => {
      refusals.push({ method, resource: options.resource, refusal, left: options.times ?? 1 });
    },
    pending: (method, options = {}) => {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const hold = { method, resource: options.resource, released };
      holds.push(hold);
      return () => {
        holds.splice(holds.indexOf(hold), 1);
        release();
      };
    },
  };
}

/**
 * Stubs fetch to fail loudly: with the fake dataProvider, a request that still reaches fetch
 * went around the dashboard's one door. Answers a 404 (the page shows its failure text) and keeps
 * the URL for the test to name.
 */
export function forbidFetch() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    return new Response(JSON.stringify({ message: `No fetch expected: ${url}` }), {
      status: 404,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
