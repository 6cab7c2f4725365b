/** Money (issue 5): the shapes finance routes answer with. Naira at the edge. */
import { Type } from 'typebox';
import { Nullable } from './common.js';

const LEDGER_KINDS = ['charge', 'payment', 'expense', 'advert_fee', 'reversal'] as const;
const PAY_STATUSES = ['paid', 'pending', 'failed'] as const;

export const LedgerKindSchema = Type.Enum(LEDGER_KINDS, {
  description: 'charge (monthly dues), payment, expense, advert_fee or reversal',
});

export const PayStatusSchema = Type.Enum(PAY_STATUSES, {
  description: "Stored status; shown as 'Approved' (paid), 'Pending' or 'Failed'",
});

/** One ledger entry (src/shared/api-types.ts FinanceRecord). */
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
});
