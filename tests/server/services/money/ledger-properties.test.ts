/**
 * Property-based tests of the ledger (issue 5, "Tests"): random sequences of billing runs,
 * payments (with Idempotency-Key replays), expenses, reversals, refused requests and another
 * community's activity, sent through the real API (`app.inject`) on a fresh community per run.
 * A model kept here in integer kobo predicts every figure; after every step the statistic, the
 * wallet, income, expense and transaction lists, the debtors, each resident's outstanding balance
 * and debtor profile, the projects and the monthly series must agree with the model and with
 * each other, and every amount the API answers must be a whole number of kobo.
 *
 * The run is seeded at random; a failure prints its seed, its path and the shrunk commands with
 * their replayPath (fast-check). To replay that counterexample:
 *   LEDGER_PROPERTY_SEED=<seed> LEDGER_PROPERTY_PATH=<path> LEDGER_PROPERTY_REPLAY=<replayPath> \
 *   npx vitest run --project api-sqlite tests/server/services/money/ledger-properties.test.ts
 * (LEDGER_PROPERTY_RUNS=<n> changes the number of runs.)
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinanceRecord, LedgerKind } from '../../../../src/shared/contract/finance.js';
import type {
  DashboardStatistic,
  DebtorProfile,
  DebtorRecord,
  MonthlySeries,
  Transaction,
} from '../../../../src/shared/contract/finance-reads.js';
import type { BillingResult } from '../../../../src/shared/contract/ledger-writes.js';
import type { PagedList } from '../../../../src/shared/contract/paging.js';
import type { Project } from '../../../../src/shared/contract/projects.js';
import type { Resident } from '../../../../src/shared/contract/residents.js';
import { PAYMENT_METHODS, monthLabel, todayInLagos } from '../../../../src/shared/finance.js';
import { messages } from '../../../../src/shared/messages.js';
import type { App } from '../../../../src/server/app.js';
import { build, unique } from '../../support/helper.js';
import {
  BILLING,
  EXPENSES,
  currentMonth,
  dayFromToday,
  expectRefused,
  pay,
  residentRegisteredAt,
  reverseUrl,
} from '../../support/ledger-fixtures.js';
import { moneyEstate, type MoneyEstate } from '../../support/ledger-reads-fixtures.js';
import { createResident, residentRefs } from '../../support/people-fixtures.js';
import {
  addApartmentType,
  communityWithAdmin,
  type Caller,
} from '../../support/tenant-fixtures.js';

const { finance } = messages;

/** Runs per database and the longest sequence of steps in a run (see the report in the PR). */
const NUM_RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 30);
const MAX_COMMANDS = 15;
/** Small pages, so that reading a list in full also exercises its paging and ordering. */
const PAGE_SIZE = 8;

/** The file's one app, and another community's records (for the refusals and for activity that
 * must not leak into A's figures). */
let app: App;
let other: MoneyEstate;
/** Steps checked so far, and how often each outcome came up (printed at the end). */
let stepsChecked = 0;
const outcomes = new Map<string, number>();
const tally = (outcome: string) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);

/* ------------------------------------------------------------------------- money helpers */

/**
 * Naira from the API as integer kobo, failing unless it is a whole number of kobo: the value must
 * be exactly the number `kobo / 100` the server is meant to send (the contract: naira at the edge
 * = kobo / 100). This is stricter than |x*100 - round(x*100)| < 1e-9, which would also wrongly
 * refuse large exact amounts (x*100 carries up to half an ulp of error, ~1e-8 at 1e7 naira).
 */
function kobo(naira: unknown, what: string): number {
  if (typeof naira !== 'number' || !Number.isFinite(naira)) {
    throw new Error(`${what}: ${String(naira)} is not a number`);
  }
  const whole = Math.round(naira * 100);
  if (!Number.isSafeInteger(whole) || whole / 100 !== naira) {
    throw new Error(`${what}: ${naira} is not a whole number of kobo`);
  }
  return whole;
}

const naira = (amount: number) => amount / 100;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Money properties of every answer; any number under one of these keys must be whole kobo. */
const MONEY_KEYS = new Set([
  'totalIncome',
  'totalExpenses',
  'availableBalance',
  'totalPendingPayments',
  'debAmount',
  'credAmount',
  'amount',
  'amountOwed',
  'amountRaised',
  'expended',
  'expendedAmount',
  'budget',
  'outStandingBalance',
  'income',
  'expenses',
  'totalCharged',
]);

/** Walks an answer and checks every money value in it (returns how many it saw). */
function expectWholeKobo(value: unknown, where: string): number {
  if (Array.isArray(value)) {
    return sum(value.map((item, index) => expectWholeKobo(item, `${where}[${index}]`)));
  }
  if (value === null || typeof value !== 'object') return 0;
  let seen = 0;
  for (const [key, item] of Object.entries(value)) {
    if (MONEY_KEYS.has(key) && typeof item === 'number') {
      kobo(item, `${where}.${key}`);
      seen += 1;
    } else seen += expectWholeKobo(item, `${where}.${key}`);
  }
  return seen;
}

/* ---------------------------------------------------------------------------------- dates */

/** The month `back` months before the current Lagos month (YYYY-MM). */
function monthsAgo(back: number): string {
  const [year, month] = currentMonth().split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The first day of the month after `month`, as residents' billing compares it. */
function nextMonthStart(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return index === 12 ? `${year + 1}-01-01` : `${year}-${String(index + 1).padStart(2, '0')}-01`;
}

/** The middle of the month `back` months ago, as an ISO timestamp (a resident's created_at). */
const registeredMonthsAgo = (back: number) => `${monthsAgo(back)}-15T12:00:00.000Z`;

/* ---------------------------------------------------------------------------------- model */

interface ModelEntry {
  id: number;
  kind: LedgerKind;
  debit: number;
  credit: number;
  owed: number;
  residentId: number | null;
  projectId: number | null;
  date: string;
  description: string;
  transactionId: string;
  reversesEntryId: number | null;
  reversesKind: LedgerKind | null;
  reversed: boolean;
}

interface ModelResident {
  id: number;
  fullName: string;
  apartmentType: string;
  feeKobo: number;
  createdAt: string;
}

interface PaymentBody {
  residentId: number;
  amount: number;
  paymentDate: string;
  method: string;
  reference?: string;
  projectId?: number | null;
}

interface Model {
  residents: ModelResident[];
  projects: { id: number; projectName: string }[];
  entries: ModelEntry[];
  /** `${residentId} ${month}` of every charge made. */
  charged: Set<string>;
  /** Idempotency-Keys used, with the body sent and the first answer. */
  keys: { key: string; body: PaymentBody; answer: FinanceRecord }[];
}

interface Real {
  communityId: number;
  admin: Caller;
}

const isIncome = (entry: ModelEntry) =>
  entry.kind === 'payment' || entry.reversesKind === 'payment';
const isExpense = (entry: ModelEntry) =>
  entry.kind === 'expense' || entry.reversesKind === 'expense';
const isWallet = (entry: ModelEntry) => entry.debit > 0 || entry.credit > 0;
const reversible = (entry: ModelEntry) => entry.kind !== 'reversal' && !entry.reversed;

function owedBy(model: Model, residentId: number): number {
  return sum(model.entries.filter((e) => e.residentId === residentId).map((e) => e.owed));
}

/** A wallet row's comparable fields (kobo), from the model or from the API. */
interface Row {
  id: number;
  kind: LedgerKind;
  debit: number;
  credit: number;
  residentId: number | null;
  projectId: number | null;
  date: string;
  desc: string;
  transactionId: string;
  reversesEntryId: number | null;
  reversible: boolean;
  payStatus: string;
  comId: number;
}

function modelRow(entry: ModelEntry, communityId: number): Row {
  return {
    id: entry.id,
    kind: entry.kind,
    debit: entry.debit,
    credit: entry.credit,
    residentId: entry.residentId,
    projectId: entry.projectId,
    date: entry.date,
    desc: entry.description,
    transactionId: entry.transactionId,
    reversesEntryId: entry.reversesEntryId,
    reversible: reversible(entry),
    payStatus: 'paid',
    comId: communityId,
  };
}

function apiRow(record: FinanceRecord, where: string): Row {
  return {
    id: record.id,
    kind: record.kind,
    debit: kobo(record.debAmount, `${where} #${record.id} debAmount`),
    credit: kobo(record.credAmount, `${where} #${record.id} credAmount`),
    residentId: record.residentId,
    projectId: record.projectId,
    date: record.createdDate,
    desc: record.desc,
    transactionId: record.transactionId,
    reversesEntryId: record.reversesEntryId,
    reversible: record.reversible,
    payStatus: record.payStatus,
    comId: record.comId,
  };
}

const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((x, y) => x.id - y.id);

/** Newest first: entry date desc, then id desc. */
function expectNewestFirst(rows: readonly { id: number; date: string }[], where: string) {
  const sorted = [...rows].sort((x, y) =>
    x.date === y.date ? y.id - x.id : x.date < y.date ? 1 : -1,
  );
  expect(
    rows.map((row) => row.id),
    `${where} newest first`,
  ).toEqual(sorted.map((row) => row.id));
}

/* --------------------------------------------------------------------------- API reading */

function okJson<T>(response: Awaited<ReturnType<Caller['get']>>, what: string): T {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(200);
  const body = response.json<T>();
  expectWholeKobo(body, what);
  return body;
}

/** Every record of a paged list, page by page; no record twice, the count as announced. */
async function allRecords<T extends { id: number }>(as: Caller, path: string): Promise<T[]> {
  const records: T[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const glue = path.includes('?') ? '&' : '?';
    const url = `${path}${glue}PageSize=${PAGE_SIZE}&PageNumber=${pageNumber}`;
    const page = okJson<PagedList<T>>(await as.get(url), url);
    records.push(...page.records);
    if (page.records.length < PAGE_SIZE || records.length >= page.totalRecordCount) {
      expect(records.length, `${path}: totalRecordCount`).toBe(page.totalRecordCount);
      expect(new Set(records.map((r) => r.id)).size, `${path}: a record twice`).toBe(
        records.length,
      );
      return records;
    }
  }
}

/**
 * The invariants, after every step: the API agrees with itself (statistic = lists' sums, balance
 * = income - expenses, debtors' sum = amount owing, profiles = residents' balances) and with the
 * model (every row and figure), and every amount is whole kobo.
 */
async function checkFigures(model: Model, real: Real): Promise<void> {
  stepsChecked += 1;
  const { admin, communityId } = real;
  const [stats, wallet, income, expenses, transactions, debtors, residents, series] =
    await Promise.all([
      admin
        .get(`/api/Communities/${communityId}/Statistics`)
        .then((r) => okJson<DashboardStatistic>(r, 'Statistics')),
      allRecords<FinanceRecord>(admin, '/api/Wallets'),
      allRecords<FinanceRecord>(admin, '/api/Allincomes'),
      allRecords<FinanceRecord>(admin, '/api/AllExpenses'),
      allRecords<Transaction>(admin, `/api/Residents/${communityId}/Transactions`),
      allRecords<DebtorRecord>(admin, `/api/Residents/${communityId}/debtors`),
      allRecords<Resident>(admin, `/api/Residents/Community/${communityId}`),
      admin
        .get('/api/Wallets/MonthlySeries')
        .then((r) => okJson<MonthlySeries>(r, 'MonthlySeries')),
    ]);
  const profiles = await Promise.all(
    model.residents.map((resident) =>
      admin
        .get(`/api/Residents/${communityId}/debtors/${resident.id}?PageSize=100`)
        .then((r) => okJson<DebtorProfile>(r, `debtor profile ${resident.id}`)),
    ),
  );
  const projects = await Promise.all(
    model.projects.map((project) =>
      admin.get(`/api/Projects/${project.id}`).then((r) => okJson<Project>(r, 'project')),
    ),
  );

  // --- The API agrees with itself.
  const statistic = {
    totalIncome: kobo(stats.totalIncome, 'totalIncome'),
    totalExpenses: kobo(stats.totalExpenses, 'totalExpenses'),
    availableBalance: kobo(stats.availableBalance, 'availableBalance'),
    totalPendingPayments: kobo(stats.totalPendingPayments, 'totalPendingPayments'),
  };
  expect(stats.communityId).toBe(communityId);
  const walletRows = wallet.map((r) => apiRow(r, 'wallet'));
  const incomeRows = income.map((r) => apiRow(r, 'income'));
  const expenseRows = expenses.map((r) => apiRow(r, 'expenses'));
  expect(statistic.availableBalance, 'balance = income - expenses').toBe(
    statistic.totalIncome - statistic.totalExpenses,
  );
  expect(sum(walletRows.map((r) => r.credit - r.debit)), 'balance = wallet CR - DR').toBe(
    statistic.availableBalance,
  );
  expect(sum(incomeRows.map((r) => r.credit - r.debit)), 'income = Allincomes CR - DR').toBe(
    statistic.totalIncome,
  );
  expect(sum(expenseRows.map((r) => r.debit - r.credit)), 'expenses = AllExpenses DR - CR').toBe(
    statistic.totalExpenses,
  );
  expect(
    byId(transactions.map((t) => ({ ...apiRow(t, 'transactions'), amount: kobo(t.amount, 't') }))),
    'transactions = wallet rows, amount = CR - DR',
  ).toEqual(byId(walletRows.map((r) => ({ ...r, amount: r.credit - r.debit }))));
  for (const transaction of transactions) {
    expect(transaction.paymentDate).toBe(transaction.createdDate);
    expect(transaction.description).toBe(transaction.desc);
  }
  const debtorAmounts = debtors.map((d) => kobo(d.amountOwed, 'amountOwed'));
  expect(sum(debtorAmounts), 'amount owing = sum of the debtors').toBe(
    statistic.totalPendingPayments,
  );
  for (const debtor of debtors) {
    expect(debtor.debAmount).toBe(debtor.amountOwed);
    expect(debtor.credAmount).toBe(0);
    expect(debtor.payStatus).toBe('pending');
    expect(debtor.id).toBe(debtor.residentId);
  }

  // --- The API agrees with the model.
  const mine = model.entries;
  const expectedIncome = sum(mine.filter(isIncome).map((e) => e.credit - e.debit));
  const expectedExpenses = sum(mine.filter(isExpense).map((e) => e.debit - e.credit));
  const owed = new Map(model.residents.map((r) => [r.id, owedBy(model, r.id)]));
  expect(statistic, 'statistic').toEqual({
    totalIncome: expectedIncome,
    totalExpenses: expectedExpenses,
    availableBalance: sum(mine.filter(isWallet).map((e) => e.credit - e.debit)),
    totalPendingPayments: sum([...owed.values()].filter((amount) => amount > 0)),
  });
  const rowsOf = (entries: ModelEntry[]) => byId(entries.map((e) => modelRow(e, communityId)));
  expect(byId(walletRows), 'wallet rows').toEqual(rowsOf(mine.filter(isWallet)));
  expect(byId(incomeRows), 'income rows').toEqual(rowsOf(mine.filter(isIncome)));
  expect(byId(expenseRows), 'expense rows').toEqual(rowsOf(mine.filter(isExpense)));
  expectNewestFirst(walletRows, 'wallet');
  expectNewestFirst(incomeRows, 'income');
  expectNewestFirst(expenseRows, 'expenses');
  expectNewestFirst(
    transactions.map((t) => ({ id: t.id, date: t.createdDate })),
    'transactions',
  );

  // Debtors: exactly the residents owing more than zero, largest first, then by name.
  const names = new Map(model.residents.map((r) => [r.id, r.fullName]));
  const expectedDebtors = model.residents
    .filter((r) => owed.get(r.id)! > 0)
    .map((r) => ({ residentId: r.id, fullName: r.fullName, amountOwed: owed.get(r.id)! }))
    .sort((x, y) =>
      x.amountOwed === y.amountOwed
        ? x.fullName.localeCompare(y.fullName)
        : y.amountOwed - x.amountOwed,
    );
  expect(
    debtors.map((d, index) => ({
      residentId: d.residentId,
      fullName: d.fullName,
      amountOwed: debtorAmounts[index],
    })),
    'debtors',
  ).toEqual(expectedDebtors);
  for (const debtor of debtors) {
    // desc / createdDate: an entry of theirs that raised what they owe.
    const raising = mine.filter((e) => e.residentId === debtor.residentId && e.owed > 0);
    expect(
      raising.map((e) => [e.description, e.date]),
      `debtor ${debtor.residentId} desc`,
    ).toContainEqual([debtor.desc, debtor.createdDate]);
  }

  // Each resident's outstanding: the resident record and the debtor profile (and its history).
  expect(
    residents.map((r) => r.id).sort((x, y) => x - y),
    'the residents',
  ).toEqual(model.residents.map((r) => r.id).sort((x, y) => x - y));
  const balances = new Map(
    residents.map((r) => [r.id, kobo(r.outStandingBalance, `resident ${r.id}`)]),
  );
  expect(
    Object.fromEntries(model.residents.map((r) => [names.get(r.id), balances.get(r.id)])),
    'residents’ outStandingBalance',
  ).toEqual(Object.fromEntries(model.residents.map((r) => [r.fullName, owed.get(r.id)])));
  for (const [index, resident] of model.residents.entries()) {
    const profile = profiles[index]!;
    const lines = mine.filter((e) => e.residentId === resident.id && e.owed !== 0);
    expect(profile.residentId).toBe(resident.id);
    expect(kobo(profile.amountOwed, 'profile amountOwed'), `profile ${resident.fullName}`).toBe(
      owed.get(resident.id),
    );
    expect(profile.history.totalRecordCount, `history of ${resident.fullName}`).toBe(lines.length);
    expect(
      byId(
        profile.history.records.map((line) => ({
          id: line.id,
          amount: kobo(line.amount, 'history amount'),
          narration: line.narration,
          transactionId: line.transactionId,
          date: line.date,
        })),
      ),
      `history of ${resident.fullName}`,
    ).toEqual(
      byId(
        lines.map((e) => ({
          id: e.id,
          amount: e.owed,
          narration: e.description,
          transactionId: e.transactionId,
          date: e.date,
        })),
      ),
    );
  }

  // Projects: raised = their income rows, expended = their expense rows.
  for (const [index, project] of model.projects.entries()) {
    const answer = projects[index]!;
    const ofProject = mine.filter((e) => e.projectId === project.id);
    const expended = sum(ofProject.filter(isExpense).map((e) => e.debit - e.credit));
    expect(
      {
        amountRaised: kobo(answer.amountRaised, 'amountRaised'),
        expended: kobo(answer.expended, 'expended'),
        expendedAmount: kobo(answer.expendedAmount, 'expendedAmount'),
      },
      `project ${project.projectName}`,
    ).toEqual({
      amountRaised: sum(ofProject.filter(isIncome).map((e) => e.credit - e.debit)),
      expended,
      expendedAmount: expended,
    });
  }

  // Monthly series: the 12 months ending with the current one, by entry date.
  const months = Array.from({ length: 12 }, (_, index) => monthsAgo(11 - index));
  const inMonth = (entry: ModelEntry, month: string) => entry.date.slice(0, 7) === month;
  expect(
    series.months.map((m) => ({
      month: m.month,
      label: m.label,
      income: kobo(m.income, `series ${m.month} income`),
      expenses: kobo(m.expenses, `series ${m.month} expenses`),
    })),
    'monthly series',
  ).toEqual(
    months.map((month) => ({
      month,
      label: monthLabel(month),
      income: sum(
        mine.filter((e) => isIncome(e) && inMonth(e, month)).map((e) => e.credit - e.debit),
      ),
      expenses: sum(
        mine.filter((e) => isExpense(e) && inMonth(e, month)).map((e) => e.debit - e.credit),
      ),
    })),
  );
}

/* ------------------------------------------------------------------------------- commands */

type Command = fc.AsyncCommand<Model, Real>;

/** The created answer of a write, whole kobo throughout. */
function created<T>(response: Awaited<ReturnType<Caller['post']>>, what: string): T {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(201);
  const body = response.json<T>();
  expectWholeKobo(body, what);
  return body;
}

const pick = <T>(items: readonly T[], index: number): T => items[index % items.length]!;

class BillingRun implements Command {
  constructor(readonly back: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const month = monthsAgo(this.back);
    const due = model.residents.filter(
      (r) =>
        r.feeKobo > 0 &&
        r.createdAt < nextMonthStart(month) &&
        !model.charged.has(`${r.id} ${month}`),
    );
    const response = await real.admin.post(BILLING, { month });
    const expected = {
      month,
      chargedCount: due.length,
      totalCharged: naira(sum(due.map((r) => r.feeKobo))),
      message: due.length > 0 ? finance.billingDone : finance.billingNothingToDo,
    };
    expect(response.statusCode, response.body).toBe(due.length > 0 ? 201 : 200);
    const result = response.json<BillingResult>();
    expectWholeKobo(result, 'billing');
    expect(result).toEqual(expected);
    tally(due.length > 0 ? 'billing charged' : 'billing nothing more');
    // The charges' ids and transaction ids, from each charged resident's debt history.
    const label = `${monthLabel(month)} ${month.slice(0, 4)}`;
    const known = new Set(model.entries.map((e) => e.id));
    for (const resident of due) {
      const profile = okJson<DebtorProfile>(
        await real.admin.get(
          `/api/Residents/${real.communityId}/debtors/${resident.id}?PageSize=100`,
        ),
        'debtor profile',
      );
      const fresh = profile.history.records.filter((line) => !known.has(line.id));
      expect(fresh, `the new charge of ${resident.fullName}`).toHaveLength(1);
      const [line] = fresh as [(typeof fresh)[0]];
      expect(line).toMatchObject({
        date: `${month}-01`,
        narration: `Dues for ${label} (${resident.apartmentType})`,
        amount: naira(resident.feeKobo),
      });
      model.charged.add(`${resident.id} ${month}`);
      model.entries.push({
        id: line.id,
        kind: 'charge',
        debit: 0,
        credit: 0,
        owed: resident.feeKobo,
        residentId: resident.id,
        projectId: null,
        date: line.date,
        description: line.narration,
        transactionId: line.transactionId,
        reversesEntryId: null,
        reversesKind: null,
        reversed: false,
      });
    }
    await checkFigures(model, real);
  }
  toString = () => `billing(${monthsAgo(this.back)})`;
}

interface PaymentSpec {
  resident: number;
  amountKobo: number;
  daysBack: number;
  method: string;
  project: number | null;
  reference: string | undefined;
  /** A replay of an earlier key (index into the keys used), when there is one. */
  replay: number | null;
}

class Payment implements Command {
  constructor(readonly spec: PaymentSpec) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const { spec } = this;
    if (spec.replay !== null && model.keys.length > 0) {
      const earlier = pick(model.keys, spec.replay);
      const before = model.entries.length;
      const response = await pay(app, real.admin.token, earlier.body, earlier.key);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers['idempotent-replayed']).toBe('true');
      expect(response.json<FinanceRecord>(), 'a replay answers the first result').toEqual(
        earlier.answer,
      );
      expect(model.entries.length).toBe(before);
      tally('payment replayed');
      await checkFigures(model, real);
      return;
    }
    const resident = pick(model.residents, spec.resident);
    const project = spec.project === null ? null : pick(model.projects, spec.project);
    const body: PaymentBody = {
      residentId: resident.id,
      amount: naira(spec.amountKobo),
      paymentDate: dayFromToday(-spec.daysBack),
      method: spec.method,
      ...(spec.reference === undefined ? {} : { reference: spec.reference }),
      ...(project === null ? {} : { projectId: project.id }),
    };
    const key = `pay-${randomUUID()}`;
    const answer = created<FinanceRecord>(await pay(app, real.admin.token, body, key), 'payment');
    const reference = (spec.reference ?? '').trim();
    const description =
      `Payment from ${resident.fullName} by ${spec.method}` +
      (reference === '' ? '' : ` (ref ${reference})`) +
      (project === null ? '' : ` toward ${project.projectName}`);
    const entry: ModelEntry = {
      id: answer.id,
      kind: 'payment',
      debit: 0,
      credit: spec.amountKobo,
      owed: -spec.amountKobo,
      residentId: resident.id,
      projectId: project?.id ?? null,
      date: body.paymentDate,
      description,
      transactionId: answer.transactionId,
      reversesEntryId: null,
      reversesKind: null,
      reversed: false,
    };
    expect(apiRow(answer, 'payment')).toEqual(modelRow(entry, real.communityId));
    model.entries.push(entry);
    model.keys.push({ key, body, answer });
    tally('payment');
    await checkFigures(model, real);
  }
  toString = () =>
    this.spec.replay === null
      ? `payment(${JSON.stringify({ ...this.spec, replay: undefined })})`
      : `replayPayment(${this.spec.replay})`;
}

interface ExpenseSpec {
  amountKobo: number;
  daysBack: number;
  project: number | null;
  description: string;
}

class Expense implements Command {
  constructor(readonly spec: ExpenseSpec) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const { spec } = this;
    const project = spec.project === null ? null : pick(model.projects, spec.project);
    const expenseDate = dayFromToday(-spec.daysBack);
    const answer = created<FinanceRecord>(
      await real.admin.post(EXPENSES, {
        amount: naira(spec.amountKobo),
        expenseDate,
        description: spec.description,
        ...(project === null ? {} : { projectId: project.id }),
      }),
      'expense',
    );
    const entry: ModelEntry = {
      id: answer.id,
      kind: 'expense',
      debit: spec.amountKobo,
      credit: 0,
      owed: 0,
      residentId: null,
      projectId: project?.id ?? null,
      date: expenseDate,
      description: spec.description.trim(),
      transactionId: answer.transactionId,
      reversesEntryId: null,
      reversesKind: null,
      reversed: false,
    };
    expect(apiRow(answer, 'expense')).toEqual(modelRow(entry, real.communityId));
    model.entries.push(entry);
    tally('expense');
    await checkFigures(model, real);
  }
  toString = () => `expense(${JSON.stringify(this.spec)})`;
}

class Reverse implements Command {
  constructor(
    readonly entry: number,
    readonly reason: string,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    if (model.entries.length === 0) {
      await checkFigures(model, real);
      return;
    }
    const target = pick(model.entries, this.entry);
    const send = () => real.admin.post(reverseUrl(target.id), { reason: this.reason });
    if (target.kind === 'reversal') {
      await expectRefused(app, send, 409, finance.reversalOfReversal);
      tally('reverse a reversal: 409');
    } else if (target.reversed) {
      await expectRefused(app, send, 409, finance.alreadyReversed);
      tally('reverse again: 409');
    } else {
      const answer = created<FinanceRecord>(await send(), 'reversal');
      const entry: ModelEntry = {
        id: answer.id,
        kind: 'reversal',
        debit: target.credit,
        credit: target.debit,
        owed: -target.owed,
        residentId: target.residentId,
        projectId: target.projectId,
        date: todayInLagos(),
        description: `Reversal of ${target.transactionId}: ${this.reason.trim()}`,
        transactionId: answer.transactionId,
        reversesEntryId: target.id,
        reversesKind: target.kind,
        reversed: false,
      };
      expect(apiRow(answer, 'reversal')).toEqual(modelRow(entry, real.communityId));
      target.reversed = true;
      tally(`reverse a ${target.kind}`);
      model.entries.push(entry);
    }
    await checkFigures(model, real);
  }
  toString = () => `reverse(entry ${this.entry}, ${JSON.stringify(this.reason)})`;
}

const INVALID = [
  'paymentZero',
  'paymentNegative',
  'paymentThreeDecimals',
  'paymentNonNumeric',
  'paymentFutureDate',
  'paymentBadMethod',
  'paymentOtherResident',
  'paymentOtherProject',
  'paymentNoKey',
  'paymentKeyReused',
  'expenseZero',
  'expenseThreeDecimals',
  'expenseFutureDate',
  'expenseNoDescription',
  'expenseOtherProject',
  'billingFutureMonth',
  'reverseOtherEntry',
  'reverseNoReason',
] as const;
type InvalidKind = (typeof INVALID)[number];

class Invalid implements Command {
  constructor(
    readonly kind: InvalidKind,
    readonly amountKobo: number,
    readonly index: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const { admin } = real;
    const resident = pick(model.residents, this.index);
    const payment = (overrides: Record<string, unknown>, key: string | null = randomUUID()) =>
      pay(
        app,
        admin.token,
        {
          residentId: resident.id,
          amount: naira(this.amountKobo),
          paymentDate: dayFromToday(0),
          method: 'Cash',
          ...overrides,
        },
        key,
      );
    const expense = (overrides: Record<string, unknown>) =>
      admin.post(EXPENSES, {
        amount: naira(this.amountKobo),
        expenseDate: dayFromToday(0),
        description: 'Refused',
        ...overrides,
      });
    const threeDecimals = (this.amountKobo * 10 + 1 + (this.index % 9)) / 1000;
    const future = dayFromToday(1 + (this.index % 30));
    const cases: Record<InvalidKind, () => [() => ReturnType<Caller['post']>, number, string]> = {
      paymentZero: () => [() => payment({ amount: 0 }), 400, finance.invalidAmount],
      paymentNegative: () => [
        () => payment({ amount: -naira(this.amountKobo) }),
        400,
        finance.invalidAmount,
      ],
      paymentThreeDecimals: () => [
        () => payment({ amount: threeDecimals }),
        400,
        finance.invalidAmount,
      ],
      paymentNonNumeric: () => [() => payment({ amount: 'ten naira' }), 400, finance.invalidAmount],
      paymentFutureDate: () => [() => payment({ paymentDate: future }), 400, finance.invalidDate],
      paymentBadMethod: () => [() => payment({ method: 'Barter' }), 400, finance.invalidMethod],
      paymentOtherResident: () => [
        () => payment({ residentId: other.residents.member.residentId }),
        400,
        messages.reference.wrongCommunity,
      ],
      paymentOtherProject: () => [
        () => payment({ projectId: other.projectId }),
        400,
        messages.reference.wrongCommunity,
      ],
      paymentNoKey: () => [() => payment({}, null), 400, finance.idempotencyKeyRequired],
      paymentKeyReused: () => {
        if (model.keys.length === 0) return cases.paymentNoKey();
        const earlier = pick(model.keys, this.index);
        const changed = { ...earlier.body, amount: naira(kobo(earlier.body.amount, 'a') + 1) };
        return [
          () => pay(app, admin.token, changed, earlier.key),
          422,
          finance.idempotencyKeyReused,
        ];
      },
      expenseZero: () => [() => expense({ amount: 0 }), 400, finance.invalidAmount],
      expenseThreeDecimals: () => [
        () => expense({ amount: threeDecimals }),
        400,
        finance.invalidAmount,
      ],
      expenseFutureDate: () => [() => expense({ expenseDate: future }), 400, finance.invalidDate],
      expenseNoDescription: () => [() => expense({ description: '   ' }), 400, finance.required],
      expenseOtherProject: () => [
        () => expense({ projectId: other.projectId }),
        400,
        messages.reference.wrongCommunity,
      ],
      billingFutureMonth: () => {
        const [year, month] = currentMonth().split('-').map(Number) as [number, number];
        const next =
          month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
        return [() => admin.post(BILLING, { month: next }), 400, finance.invalidMonth];
      },
      reverseOtherEntry: () => [
        () => admin.post(reverseUrl(other.payments.member.id), { reason: 'Not ours' }),
        404,
        finance.entryNotFound,
      ],
      reverseNoReason: () => {
        const open = model.entries.filter(reversible);
        const id = open.length > 0 ? pick(open, this.index).id : other.payments.member.id;
        return [() => admin.post(reverseUrl(id), { reason: '  ' }), 400, finance.reasonRequired];
      },
    };
    const [send, status, message] = cases[this.kind]();
    await expectRefused(app, send, status, message);
    tally(`refused ${status}`);
    await checkFigures(model, real);
  }
  toString = () => `invalid(${this.kind}, ${this.amountKobo}, ${this.index})`;
}

/** Writes in community B: none of it may show in A's figures (the model stays as it was). */
class OtherCommunity implements Command {
  constructor(
    readonly kind: 'payment' | 'expense' | 'billing',
    readonly amountKobo: number,
    readonly back: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const { admin } = other.community;
    if (this.kind === 'payment') {
      created(
        await pay(app, admin.token, {
          residentId: other.residents.ahead.residentId,
          amount: naira(this.amountKobo),
          paymentDate: dayFromToday(-this.back),
          method: 'POS',
          projectId: other.projectId,
        }),
        'payment in B',
      );
    } else if (this.kind === 'expense') {
      created(
        await admin.post(EXPENSES, {
          amount: naira(this.amountKobo),
          expenseDate: dayFromToday(-this.back),
          description: 'B’s own expense',
          projectId: other.projectId,
        }),
        'expense in B',
      );
    } else {
      const response = await admin.post(BILLING, { month: monthsAgo(this.back % 12) });
      expect([200, 201], response.body).toContain(response.statusCode);
    }
    tally(`in B: ${this.kind}`);
    await checkFigures(model, real);
  }
  toString = () => `inCommunityB(${this.kind}, ${this.amountKobo}, ${this.back})`;
}

/* ------------------------------------------------------------------------------ arbitraries */

const amount = fc.integer({ min: 1, max: 5_000_000 });
const daysBack = fc.integer({ min: 0, max: 364 });
const choice = fc.option(fc.nat({ max: 7 }), { nil: null });
const text = (max: number) => fc.stringMatching(new RegExp(`^ ?[A-Za-z][A-Za-z0-9 -]{0,${max}}$`));

const paymentArb = fc
  .record({
    resident: fc.nat({ max: 7 }),
    amountKobo: amount,
    daysBack,
    method: fc.constantFrom(...PAYMENT_METHODS),
    project: choice,
    reference: fc.option(text(20), { nil: undefined }),
    replay: fc.oneof(
      { arbitrary: fc.constant(null), weight: 3 },
      { arbitrary: fc.nat({ max: 20 }), weight: 1 },
    ),
  })
  .map((spec) => new Payment(spec));

const commandArbs: fc.Arbitrary<Command>[] = [
  fc.nat({ max: 11 }).map((back) => new BillingRun(back)),
  paymentArb,
  paymentArb,
  fc
    .record({ amountKobo: amount, daysBack, project: choice, description: text(30) })
    .map((spec) => new Expense(spec)),
  fc.tuple(fc.nat({ max: 40 }), text(20)).map(([entry, reason]) => new Reverse(entry, reason)),
  fc
    .tuple(fc.constantFrom(...INVALID), amount, fc.nat({ max: 40 }))
    .map(([kind, kobo, index]) => new Invalid(kind, kobo, index)),
  fc
    .tuple(fc.constantFrom('payment', 'expense', 'billing' as const), amount, daysBack)
    .map(([kind, kobo, back]) => new OtherCommunity(kind, kobo, back)),
];

/* ---------------------------------------------------------------------------------- setup */

/**
 * A fresh community A for one run: its Admin, apartment types of 25000.50, 7499.99 and 0 naira a
 * month, four residents registered at different times (one of them the Chairman in charge of the
 * two projects) and no ledger entries yet.
 */
async function freshEstate(): Promise<{ model: Model; real: Real }> {
  const community = await communityWithAdmin(app);
  const { admin } = community;
  const refs = await residentRefs(admin);
  const types = {
    large: await addApartmentType(admin, { type: '3 bedroom', feePerPerMonth: 25000.5 }),
    small: await addApartmentType(admin, { type: '1 room apartment', feePerPerMonth: 7499.99 }),
    free: await addApartmentType(admin, { type: 'shop', feePerPerMonth: 0 }),
  };
  const fees = new Map([
    [types.large.id, { type: '3 bedroom', feeKobo: 2500050 }],
    [types.small.id, { type: '1 room apartment', feeKobo: 749999 }],
    [types.free.id, { type: 'shop', feeKobo: 0 }],
  ]);
  const tag = unique();
  const plan: [string, number, string][] = [
    [`Ada Early ${tag}`, types.large.id, registeredMonthsAgo(14)],
    [`Bayo Midyear ${tag}`, types.small.id, registeredMonthsAgo(5)],
    [`Chi Shop ${tag}`, types.free.id, registeredMonthsAgo(13)],
  ];
  const residents: ModelResident[] = [];
  for (const [fullName, apartmentTypeId, createdAt] of plan) {
    const resident = await residentRegisteredAt(
      app,
      community.id,
      { ...refs, apartmentTypeId },
      createdAt,
      fullName,
    );
    residents.push({
      id: resident.residentId,
      fullName,
      createdAt,
      apartmentType: fees.get(apartmentTypeId)!.type,
      feeKobo: fees.get(apartmentTypeId)!.feeKobo,
    });
  }
  // The Chairman, registered now (billed from the current month on), runs the projects.
  const chairmanName = `Dupe Chairman ${tag}`;
  const chairman = await createResident(
    app,
    community.id,
    { ...refs, apartmentTypeId: types.large.id },
    { roleName: 'Chairman', fullName: chairmanName },
  );
  const stored = await app.db
    .selectFrom('residents')
    .select('createdAt')
    .where('id', '=', chairman.residentId)
    .executeTakeFirstOrThrow();
  residents.push({
    id: chairman.residentId,
    fullName: chairmanName,
    createdAt: stored.createdAt,
    apartmentType: '3 bedroom',
    feeKobo: 2500050,
  });
  const projects = [];
  for (const name of ['Borehole', 'Gatehouse']) {
    projects.push(
      created<{ id: number; projectName: string }>(
        await admin.post('/api/Projects/CreateProject', {
          projectName: `${name} ${tag}`,
          projectDate: '2026-01-15',
          budget: 750000.25,
          excoResidentId: chairman.residentId,
        }),
        'project',
      ),
    );
  }
  return {
    model: {
      residents,
      projects: projects.map((p) => ({ id: p.id, projectName: p.projectName })),
      entries: [],
      charged: new Set(),
      keys: [],
    },
    real: { communityId: community.id, admin },
  };
}

/* ---------------------------------------------------------------------------------- tests */

describe('ledger properties: random operations keep every figure consistent', () => {
  beforeAll(async () => {
    app = await build();
    other = await moneyEstate(app);
  }, 60_000);
  afterAll(() => app.close());

  it('after every billing run, payment, replay, expense, reversal and refusal, the figures agree', async () => {
    const seed = process.env.LEDGER_PROPERTY_SEED;
    const path = process.env.LEDGER_PROPERTY_PATH;
    const replayPath = process.env.LEDGER_PROPERTY_REPLAY;
    await fc.assert(
      fc.asyncProperty(
        fc.commands(commandArbs, {
          maxCommands: MAX_COMMANDS,
          size: 'max',
          ...(replayPath === undefined ? {} : { replayPath }),
        }),
        async (cmds) => {
          await fc.asyncModelRun(freshEstate, cmds);
        },
      ),
      {
        numRuns: NUM_RUNS,
        ...(seed === undefined ? {} : { seed: Number(seed) }),
        ...(path === undefined ? {} : { path }),
      },
    );
    console.info(
      `ledger properties: ${NUM_RUNS} runs, ${stepsChecked} steps checked`,
      Object.fromEntries([...outcomes].sort()),
    );
  }, 180_000);
});
