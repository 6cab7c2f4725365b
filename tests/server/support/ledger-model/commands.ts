/**
 * The ledger properties' writes, as fast-check model commands: a billing run, a payment (or a
 * replay of an earlier Idempotency-Key), an expense and a reversal, each sent through the API to
 * community A. Each checks its own answer against the model, records what it wrote in the model,
 * then runs the property's check (`real.run.check`).
 */
import { randomUUID } from 'node:crypto';
import type fc from 'fast-check';
import { expect } from 'vitest';
import type { FinanceRecord } from '../../../../src/shared/contract/finance.js';
import type { BillingResult } from '../../../../src/shared/contract/ledger-writes.js';
import { monthLabel, todayInLagos } from '../../../../src/shared/finance.js';
import { messages } from '../../../../src/shared/messages.js';
import {
  BILLING,
  EXPENSES,
  dayFromToday,
  expectRefused,
  pay,
  reverseUrl,
} from '../ledger-fixtures.js';
import { expectWholeKobo, naira, sum } from './money.js';
import {
  apiRow,
  modelRow,
  monthsAgo,
  nextMonthStart,
  type Model,
  type ModelEntry,
  type PaymentBody,
  type Real,
} from './model.js';
import { created, debtorProfile } from './reads.js';

const { finance } = messages;

export type Command = fc.AsyncCommand<Model, Real>;

/** The `index`th item, counting round: commands pick residents, projects and entries so. */
export const pick = <T>(items: readonly T[], index: number): T => items[index % items.length]!;

export class BillingRun implements Command {
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
    real.run.tally(due.length > 0 ? 'billing charged' : 'billing nothing more');
    // The charges' ids and transaction ids, from each charged resident's debt history.
    const label = `${monthLabel(month)} ${month.slice(0, 4)}`;
    const known = new Set(model.entries.map((e) => e.id));
    for (const resident of due) {
      const profile = await debtorProfile(real.admin, real.communityId, resident.id);
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
    await real.run.check(model, real);
  }
  toString = () => `billing(${monthsAgo(this.back)})`;
}

export interface PaymentSpec {
  resident: number;
  amountKobo: number;
  daysBack: number;
  method: string;
  project: number | null;
  reference: string | undefined;
  /** A replay of an earlier key (index into the keys used), when there is one. */
  replay: number | null;
}

export class Payment implements Command {
  constructor(readonly spec: PaymentSpec) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const { spec } = this;
    if (spec.replay !== null && model.keys.length > 0) {
      const earlier = pick(model.keys, spec.replay);
      const before = model.entries.length;
      const response = await pay(real.run.app, real.admin.token, earlier.body, earlier.key);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers['idempotent-replayed']).toBe('true');
      expect(response.json<FinanceRecord>(), 'a replay answers the first result').toEqual(
        earlier.answer,
      );
      expect(model.entries.length).toBe(before);
      real.run.tally('payment replayed');
      await real.run.check(model, real);
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
    const answer = created<FinanceRecord>(
      await pay(real.run.app, real.admin.token, body, key),
      'payment',
    );
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
    real.run.tally('payment');
    await real.run.check(model, real);
  }
  toString = () =>
    this.spec.replay === null
      ? `payment(${JSON.stringify({ ...this.spec, replay: undefined })})`
      : `replayPayment(${this.spec.replay})`;
}

export interface ExpenseSpec {
  amountKobo: number;
  daysBack: number;
  project: number | null;
  description: string;
}

export class Expense implements Command {
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
    real.run.tally('expense');
    await real.run.check(model, real);
  }
  toString = () => `expense(${JSON.stringify(this.spec)})`;
}

export class Reverse implements Command {
  constructor(
    readonly entry: number,
    readonly reason: string,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    if (model.entries.length === 0) {
      await real.run.check(model, real);
      return;
    }
    const target = pick(model.entries, this.entry);
    const send = () => real.admin.post(reverseUrl(target.id), { reason: this.reason });
    if (target.kind === 'reversal') {
      await expectRefused(real.run.app, send, 409, finance.reversalOfReversal);
      real.run.tally('reverse a reversal: 409');
    } else if (target.reversed) {
      await expectRefused(real.run.app, send, 409, finance.alreadyReversed);
      real.run.tally('reverse again: 409');
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
      real.run.tally(`reverse a ${target.kind}`);
      model.entries.push(entry);
    }
    await real.run.check(model, real);
  }
  toString = () => `reverse(entry ${this.entry}, ${JSON.stringify(this.reason)})`;
}
