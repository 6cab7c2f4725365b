/**
 * Bodies and answers of the ledger's writes (issue 5): dues billing, payments, expenses and
 * reversals. Naira at the edge (at most two decimals; stored as kobo); dates YYYY-MM-DD.
 */
import { Type, type Static } from 'typebox';
import {
  DATE_FLOOR,
  DATE_TEXT_MAX_LENGTH,
  ENTRY_TEXT_MAX_LENGTH,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_PATTERN,
  MIN_AMOUNT_NAIRA,
  MONTH_TEXT_MAX_LENGTH,
  REFERENCE_MAX_LENGTH,
  UNTRIMMED_TEXT_MAX_LENGTH,
} from '../limits/index.js';
import { MAX_AMOUNT_NAIRA, PAYMENT_METHODS } from '../finance.js';
import { IdSchema } from './common.js';
import { DATE_TEXT_PATTERN, MONTH_TEXT_PATTERN, NOT_BLANK } from './text-rules.js';

const amount = Type.Number({
  minimum: MIN_AMOUNT_NAIRA,
  maximum: MAX_AMOUNT_NAIRA,
  description: `Naira, more than 0 and at most ${MAX_AMOUNT_NAIRA}, at most two decimals`,
});

const businessDate = (what: string) =>
  Type.String({
    pattern: DATE_TEXT_PATTERN,
    maxLength: DATE_TEXT_MAX_LENGTH,
    description: `${what}: YYYY-MM-DD, a real day from ${DATE_FLOOR} up to today (Africa/Lagos)`,
  });

const optionalProject = Type.Optional(
  Type.Union([IdSchema, Type.Null()], { description: 'A project of the community, if any' }),
);

const namedCommunity = Type.Optional(
  Type.Union([IdSchema, Type.Null()], {
    description: 'Super admin: the community (required); ignored for anyone else',
  }),
);

export const BillingBodySchema = Type.Object({
  month: Type.String({
    pattern: MONTH_TEXT_PATTERN,
    maxLength: MONTH_TEXT_MAX_LENGTH,
    description: 'The month to bill, YYYY-MM, not after the current month (Africa/Lagos)',
  }),
  communityId: namedCommunity,
});

export const BillingResultSchema = Type.Object({
  month: Type.String({ description: 'YYYY-MM' }),
  chargedCount: Type.Integer({ description: 'Residents charged by this run' }),
  totalCharged: Type.Number({ description: 'Naira charged by this run (0 when nothing more)' }),
  message: Type.String(),
});
export type BillingResult = Static<typeof BillingResultSchema>;

export const PaymentBodySchema = Type.Object({
  residentId: IdSchema,
  amount,
  paymentDate: businessDate('The payment date'),
  method: Type.Enum(PAYMENT_METHODS, { description: `One of: ${PAYMENT_METHODS.join(', ')}` }),
  reference: Type.Optional(
    Type.String({
      maxLength: REFERENCE_MAX_LENGTH,
      description: "The bank's or receipt's reference, if any",
    }),
  ),
  projectId: optionalProject,
  communityId: namedCommunity,
});

/** `Idempotency-Key` (Fastify matches header names in lower case). */
export const PaymentHeadersSchema = Type.Object({
  'idempotency-key': Type.String({
    minLength: 1,
    maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
    pattern: IDEMPOTENCY_KEY_PATTERN,
    description:
      `Idempotency-Key: 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters, new for each payment. A retry with the ` +
      'same key and body answers the first result (header Idempotent-Replayed: true).',
  }),
});

export const ExpenseBodySchema = Type.Object({
  amount,
  expenseDate: businessDate('The expense date'),
  description: Type.String({
    ...NOT_BLANK,
    maxLength: UNTRIMMED_TEXT_MAX_LENGTH,
    description: `1 to ${ENTRY_TEXT_MAX_LENGTH} characters after trimming`,
  }),
  projectId: optionalProject,
  communityId: namedCommunity,
});

export const ReverseBodySchema = Type.Object({
  reason: Type.String({
    ...NOT_BLANK,
    maxLength: UNTRIMMED_TEXT_MAX_LENGTH,
    description: `1 to ${ENTRY_TEXT_MAX_LENGTH} characters after trimming`,
  }),
});

export const EntryParamsSchema = Type.Object({ id: IdSchema });

/** `POST /api/Wallets/Payments` body. Naira. */
export type PaymentInput = Static<typeof PaymentBodySchema>;
/** `POST /api/Wallets/Expenses` body. Naira. */
export type ExpenseInput = Static<typeof ExpenseBodySchema>;
