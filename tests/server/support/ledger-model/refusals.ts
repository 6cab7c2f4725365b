/**
 * The ledger properties' steps that must change none of A's figures: refused requests (each with
 * its status and message, and no ledger row written) and writes in another community B. The model
 * stays as it was; the property's check then runs as after any step.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { messages } from '../../../../src/shared/messages.js';
import {
  BILLING,
  EXPENSES,
  currentMonth,
  dayFromToday,
  expectRefused,
  pay,
  reverseUrl,
} from '../ledger-fixtures.js';
import type { Caller } from '../tenant-fixtures.js';
import { pick, type Command } from './commands.js';
import { kobo, naira } from './money.js';
import { monthsAgo, reversible, type Model, type Real } from './model.js';
import { created } from './reads.js';

const { finance } = messages;

export const INVALID = [
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

export class Invalid implements Command {
  constructor(
    readonly kind: InvalidKind,
    readonly amountKobo: number,
    readonly index: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const { admin } = real;
    const { app, other } = real.run;
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
    // The field each refusal names in `errors` (issue 15), with its text.
    const badAmount = { amount: finance.invalidAmount };
    const cases: Record<
      InvalidKind,
      () => [() => ReturnType<Caller['post']>, number, string, Record<string, string>?]
    > = {
      paymentZero: () => [() => payment({ amount: 0 }), 400, finance.invalidAmount, badAmount],
      paymentNegative: () => [
        () => payment({ amount: -naira(this.amountKobo) }),
        400,
        finance.invalidAmount,
        badAmount,
      ],
      paymentThreeDecimals: () => [
        () => payment({ amount: threeDecimals }),
        400,
        finance.invalidAmount,
        badAmount,
      ],
      paymentNonNumeric: () => [
        () => payment({ amount: 'ten naira' }),
        400,
        finance.invalidAmount,
        badAmount,
      ],
      paymentFutureDate: () => [
        () => payment({ paymentDate: future }),
        400,
        finance.invalidDate,
        { paymentDate: finance.invalidDate },
      ],
      paymentBadMethod: () => [
        () => payment({ method: 'Barter' }),
        400,
        finance.invalidMethod,
        { method: finance.invalidMethod },
      ],
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
      paymentNoKey: () => [
        () => payment({}, null),
        400,
        finance.idempotencyKeyRequired,
        { 'idempotency-key': finance.idempotencyKeyRequired },
      ],
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
      expenseZero: () => [() => expense({ amount: 0 }), 400, finance.invalidAmount, badAmount],
      expenseThreeDecimals: () => [
        () => expense({ amount: threeDecimals }),
        400,
        finance.invalidAmount,
        badAmount,
      ],
      expenseFutureDate: () => [
        () => expense({ expenseDate: future }),
        400,
        finance.invalidDate,
        { expenseDate: finance.invalidDate },
      ],
      expenseNoDescription: () => [
        () => expense({ description: '   ' }),
        400,
        finance.required,
        { description: 'Description is required' },
      ],
      expenseOtherProject: () => [
        () => expense({ projectId: other.projectId }),
        400,
        messages.reference.wrongCommunity,
      ],
      billingFutureMonth: () => {
        const [year, month] = currentMonth().split('-').map(Number) as [number, number];
        const next =
          month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
        return [
          () => admin.post(BILLING, { month: next }),
          400,
          finance.invalidMonth,
          { month: finance.invalidMonth },
        ];
      },
      reverseOtherEntry: () => [
        () => admin.post(reverseUrl(other.payments.member.id), { reason: 'Not ours' }),
        404,
        finance.entryNotFound,
      ],
      reverseNoReason: () => {
        const open = model.entries.filter(reversible);
        const id = open.length > 0 ? pick(open, this.index).id : other.payments.member.id;
        return [
          () => admin.post(reverseUrl(id), { reason: '  ' }),
          400,
          finance.reasonRequired,
          { reason: 'Reason is required' },
        ];
      },
    };
    const [send, status, message, errors] = cases[this.kind]();
    await expectRefused(app, send, status, message, errors);
    real.run.tally(`refused ${status}`);
    await real.run.check(model, real);
  }
  toString = () => `invalid(${this.kind}, ${this.amountKobo}, ${this.index})`;
}

/** Writes in community B: none of it may show in A's figures (the model stays as it was). */
export class OtherCommunity implements Command {
  constructor(
    readonly kind: 'payment' | 'expense' | 'billing',
    readonly amountKobo: number,
    readonly back: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const { app, other } = real.run;
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
    real.run.tally(`in B: ${this.kind}`);
    await real.run.check(model, real);
  }
  toString = () => `inCommunityB(${this.kind}, ${this.amountKobo}, ${this.back})`;
}
