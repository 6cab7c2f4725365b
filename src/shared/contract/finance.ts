/** Money (issue 5): the shapes finance routes answer with. Naira at the edge. */
import { Type, type Static } from 'typebox';
import { LEDGER_KINDS, PAY_STATUSES } from '../choices.js';
import { Nullable } from './common.js';

export const LedgerKindSchema = Type.Enum(LEDGER_KINDS, {
  description:
    'charge (monthly dues), payment, expense, advert_fee, reversal or opening_balance (an ' +
    "imported 'Balance brought forward': owed if positive, credit if negative, no cash)",
});
export type LedgerKind = Static<typeof LedgerKindSchema>;

export const PayStatusSchema = Type.Enum(PAY_STATUSES, {
  description: "Stored status; shown as 'Approved' (paid), 'Pending' or 'Failed'",
});
export type PayStatus = Static<typeof PayStatusSchema>;

/**
 * One ledger entry: a finance record (wallet, income and expense rows, the overview's
 * transactions). `debAmount` is cash out of the wallet, `credAmount` cash in.
 */
export const FinanceRecordSchema = Type.Object({
  id: Type.Integer(),
  createdDate: Type.String({ description: "The entry's business date (YYYY-MM-DD)" }),
  desc: Type.String(),
  debAmount: Type.Number({ description: 'Naira out of the wallet' }),
  credAmount: Type.Number({ description: 'Naira into the wallet' }),
  payStatus: PayStatusSchema,
  transactionId: Type.String(),
  kind: LedgerKindSchema,
  comId: Type.Integer(),
  residentId: Nullable(Type.Integer()),
  projectId: Nullable(Type.Integer()),
  reversesEntryId: Nullable(Type.Integer({ description: 'The entry this one reverses' })),
  reversible: Type.Boolean({
    description: 'True when an administrator may still reverse it (not a reversal, not reversed)',
  }),
  receiptNumber: Nullable(
    Type.String({
      description:
        "A payment's receipt number, `RCT-<year>-<sequence>`, unique and gapless per community " +
        'and year of its date (`GET /api/Wallets/{id}/Receipt`); null for any other entry',
    }),
  ),
});
export type FinanceRecord = Static<typeof FinanceRecordSchema>;
