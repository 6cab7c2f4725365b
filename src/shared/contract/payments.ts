/**
 * Online payments (issue 18): payment settings, pay now and its return page, the provider's
 * webhook, suspense and reconciliation. Naira at the edge (stored as kobo); dates YYYY-MM-DD.
 */
import { Type, type Static } from 'typebox';
import {
  DATE_TEXT_MAX_LENGTH,
  MIN_AMOUNT_NAIRA,
  ONLINE_REFERENCE_MAX_LENGTH,
  ONLINE_REFERENCE_PATTERN,
  PASSWORD_TEXT_MAX_LENGTH,
  PAYSTACK_KEY_MAX_LENGTH,
  PAYSTACK_PUBLIC_KEY_PATTERN,
  PAYSTACK_SECRET_KEY_PATTERN,
} from '../limits/index.js';
import { MAX_AMOUNT_NAIRA } from '../finance.js';
import {
  FEE_BEARERS,
  ONLINE_PAYMENT_STATUSES,
  PAYMENT_PROVIDERS,
  SUSPENSE_ACTIONS,
  SUSPENSE_REASONS,
  SUSPENSE_STATUSES,
} from '../payments.js';
import { IdSchema, Nullable } from './common.js';
import { PagedSchema } from './paging.js';
import { DATE_TEXT_PATTERN } from './text-rules.js';

// Unsafe<> types the union as its values (a mapped .map() of literals would be Static never);
// the JSON schema is the same anyOf of consts.
const literals = <const T extends readonly string[]>(values: T, description: string) =>
  Type.Unsafe<T[number]>(
    Type.Union(
      values.map((value) => Type.Literal(value)),
      { description },
    ),
  );

const naira = (description: string) =>
  Type.Number({ minimum: MIN_AMOUNT_NAIRA, maximum: MAX_AMOUNT_NAIRA, description });

const date = (description: string) =>
  Type.String({ pattern: DATE_TEXT_PATTERN, maxLength: DATE_TEXT_MAX_LENGTH, description });

// --- Settings (Admin only) -------------------------------------------------------------------

export const PaymentSettingsBodySchema = Type.Object({
  provider: literals(PAYMENT_PROVIDERS, 'The payment provider: paystack'),
  publicKey: Type.String({
    pattern: PAYSTACK_PUBLIC_KEY_PATTERN,
    maxLength: PAYSTACK_KEY_MAX_LENGTH,
    description: 'Paystack public key, pk_test_… or pk_live_…',
  }),
  secretKey: Type.Optional(
    Type.String({
      pattern: `(${PAYSTACK_SECRET_KEY_PATTERN})|^$`,
      maxLength: PAYSTACK_KEY_MAX_LENGTH,
      description:
        'Paystack secret key, sk_test_… or sk_live_…; empty or absent keeps the one saved ' +
        '(required the first time). Encrypted at rest, never answered.',
    }),
  ),
  feeBearer: literals(FEE_BEARERS, "Who bears Paystack's fee: the payer or the community"),
  // A guarded change, as bank details are (services/accounts/guarded-changes.ts): the keys say
  // where the money goes. Optional in the schema so its absence gets its own sentence.
  currentPassword: Type.Optional(
    Type.String({
      maxLength: PASSWORD_TEXT_MAX_LENGTH,
      description: "The Admin's password, again: payment settings redirect money",
    }),
  ),
});
export type PaymentSettingsBody = Static<typeof PaymentSettingsBodySchema>;

export const PaymentSettingsSchema = Type.Object({
  configured: Type.Boolean({ description: 'False until an Admin saves settings' }),
  provider: literals(PAYMENT_PROVIDERS, 'The payment provider'),
  publicKey: Type.String({ description: "'' until configured" }),
  secretKeySet: Type.Boolean({ description: 'Whether a secret key is saved (never the key)' }),
  feeBearer: literals(FEE_BEARERS, "Who bears Paystack's fee"),
  webhookUrl: Type.String({ description: "The address to paste into Paystack's dashboard" }),
});
export type PaymentSettings = Static<typeof PaymentSettingsSchema>;

// --- Pay now ---------------------------------------------------------------------------------

/** What a payer sees before paying: whether online payment is set up, the fee rule, the debt. */
export const OnlinePaymentOptionsQuerySchema = Type.Object({
  ResidentId: Type.Optional(IdSchema),
  /** Super admin: the community (required); ignored for anyone else. */
  communityId: Type.Optional(IdSchema),
});
export const OnlinePaymentOptionsSchema = Type.Object({
  available: Type.Boolean({ description: 'Online payment is set up for the community' }),
  feeBearer: literals(FEE_BEARERS, "Who bears Paystack's fee"),
  residentId: Nullable(IdSchema),
  owed: Type.Number({ description: 'What the resident owes now, naira (0 when nothing)' }),
});
export type OnlinePaymentOptions = Static<typeof OnlinePaymentOptionsSchema>;

export const OnlinePaymentBodySchema = Type.Object({
  residentId: Type.Optional(
    Type.Union([IdSchema, Type.Null()], {
      description: "The resident paid for: a Member's own by default; administrators any",
    }),
  ),
  amount: naira('Naira credited to the resident, more than 0, at most two decimals'),
  projectId: Type.Optional(
    Type.Union([IdSchema, Type.Null()], { description: 'A project of the community, if any' }),
  ),
});
export type OnlinePaymentBody = Static<typeof OnlinePaymentBodySchema>;

export const OnlinePaymentStartedSchema = Type.Object({
  reference: Type.String({ description: 'Ours, unique' }),
  authorizationUrl: Type.String({ description: "Paystack's checkout page for this payment" }),
  amount: Type.Number({ description: 'Naira credited to the resident' }),
  fee: Type.Number({ description: 'Naira added for the fee when the payer bears it, else 0' }),
  total: Type.Number({ description: 'Naira charged: amount + fee' }),
});
export type OnlinePaymentStarted = Static<typeof OnlinePaymentStartedSchema>;

export const ReferenceParamsSchema = Type.Object({
  reference: Type.String({
    pattern: ONLINE_REFERENCE_PATTERN,
    maxLength: ONLINE_REFERENCE_MAX_LENGTH,
  }),
});

export const OnlinePaymentStatusSchema = Type.Object({
  reference: Type.String(),
  status: literals(ONLINE_PAYMENT_STATUSES, 'pending, paid, failed or suspense'),
  amount: Type.Number({ description: 'Naira credited to the resident' }),
  fee: Type.Number(),
  total: Type.Number(),
  residentId: IdSchema,
  residentName: Type.String(),
  entryId: Nullable(IdSchema),
  receiptNumber: Nullable(Type.String({ description: 'RCT-<year>-<sequence>, once paid' })),
  message: Type.String({ description: 'What the return page says' }),
});
export type OnlinePaymentStatusView = Static<typeof OnlinePaymentStatusSchema>;

// --- Webhook ---------------------------------------------------------------------------------

export const WebhookParamsSchema = Type.Object({ communityId: IdSchema });
export const WebhookAnswerSchema = Type.Object({ message: Type.String() });

// --- Suspense ----------------------------------------------------------------------------------

export const SuspenseItemSchema = Type.Object({
  id: IdSchema,
  reason: literals(SUSPENSE_REASONS, 'Why it waits'),
  reasonText: Type.String(),
  reference: Type.String(),
  amount: Type.Number({ description: 'Naira Paystack reports' }),
  currency: Type.String(),
  payerEmail: Type.String(),
  paidAt: Type.String(),
  status: literals(SUSPENSE_STATUSES, 'open, matched, refunded or resolved'),
  entryId: Nullable(IdSchema),
  createdAt: Type.String(),
});
export type SuspenseItem = Static<typeof SuspenseItemSchema>;
export const SuspenseListSchema = PagedSchema(SuspenseItemSchema);

export const SuspenseParamsSchema = Type.Object({ id: IdSchema });
export const SuspenseResolveBodySchema = Type.Object({
  action: literals(SUSPENSE_ACTIONS, 'match (record it for residentId), refunded or resolved'),
  residentId: Type.Optional(
    Type.Union([IdSchema, Type.Null()], { description: 'match: the resident who paid' }),
  ),
});
export type SuspenseResolveBody = Static<typeof SuspenseResolveBodySchema>;

// --- Reconciliation ------------------------------------------------------------------------------

export const ReconciliationBodySchema = Type.Object({
  from: date('First day, YYYY-MM-DD'),
  to: date('Last day, YYYY-MM-DD (at most 92 days after from)'),
});
export type ReconciliationBody = Static<typeof ReconciliationBodySchema>;

const ProviderTransactionSchema = Type.Object({
  reference: Type.String(),
  amount: Type.Number({ description: 'Naira' }),
  paidAt: Type.String(),
  payerEmail: Type.String(),
});
const LedgerOnlinePaymentSchema = Type.Object({
  entryId: IdSchema,
  reference: Type.String(),
  amount: Type.Number({ description: 'Naira' }),
  date: Type.String(),
  residentName: Type.String(),
});
export const ReconciliationReportSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  providerSuccessCount: Type.Integer(),
  ledgerOnlineCount: Type.Integer(),
  missingFromLedger: Type.Array(ProviderTransactionSchema),
  unknownToProvider: Type.Array(LedgerOnlinePaymentSchema),
  message: Type.String(),
});
export type ReconciliationReport = Static<typeof ReconciliationReportSchema>;
