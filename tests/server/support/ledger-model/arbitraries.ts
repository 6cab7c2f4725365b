/**
 * The ledger properties' random steps: billing runs over the last 12 months, payments (a quarter
 * of them replays of an earlier Idempotency-Key), expenses, reversals of any entry so far (some
 * of them refused: a reversal, or an entry reversed already), refused requests of 18 kinds and
 * writes in community B. Every property draws from the same mix, so every check runs after every
 * kind of step.
 */
import fc from 'fast-check';
import { PAYMENT_METHODS } from '../../../../src/shared/finance.js';
import { BillingRun, Expense, Payment, Reverse, type Command } from './commands.js';
import { INVALID, Invalid, OtherCommunity } from './refusals.js';

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

const reverseArb = fc
  .tuple(fc.nat({ max: 40 }), text(20))
  .map(([entry, reason]) => new Reverse(entry, reason));

/** Every kind of step, payments twice as often as the rest; `reversals` weighs reversals so. */
export function commandArbs({ reversals = 1 } = {}): fc.Arbitrary<Command>[] {
  return [
    fc.nat({ max: 11 }).map((back) => new BillingRun(back)),
    paymentArb,
    paymentArb,
    fc
      .record({ amountKobo: amount, daysBack, project: choice, description: text(30) })
      .map((spec) => new Expense(spec)),
    ...Array.from({ length: reversals }, () => reverseArb),
    fc
      .tuple(fc.constantFrom(...INVALID), amount, fc.nat({ max: 40 }))
      .map(([kind, kobo, index]) => new Invalid(kind, kobo, index)),
    fc
      .tuple(fc.constantFrom('payment', 'expense', 'billing' as const), amount, daysBack)
      .map(([kind, kobo, back]) => new OtherCommunity(kind, kobo, back)),
  ];
}
