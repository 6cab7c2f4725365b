/**
 * Money (issue 5): the shapes of the ledger's reads (the dashboard's statistics, the wallet's
 * transactions, debtors and their history, the monthly series) and their queries. Naira at the
 * edge.
 */
import { Type, type Static } from 'typebox';
import { IdSchema, Nullable } from './common.js';
import { FinanceRecordSchema, PayStatusSchema } from './finance.js';
import { PAGE_QUERY_PROPERTIES, PagedSchema } from './paging.js';

const Naira = (description: string) => Type.Number({ description: `Naira: ${description}` });

/** `GET /api/Communities/{communityId}/Statistics` */
export const DashboardStatisticSchema = Type.Object({
  totalIncome: Naira('payments received, net of their reversals'),
  totalExpenses: Naira('expenses paid, net of their reversals'),
  availableBalance: Naira("totalIncome - totalExpenses: the wallet's balance"),
  totalPendingPayments: Naira('what residents owe: the sum of every positive balance'),
  communityId: Type.Integer(),
});
export type DashboardStatistic = Static<typeof DashboardStatisticSchema>;

/** A wallet row in the shape of the overview's transactions table. */
export const TransactionSchema = Type.Object({
  ...FinanceRecordSchema.properties,
  paymentDate: Type.String({ description: 'The business date (YYYY-MM-DD), as createdDate' }),
  description: Type.String({ description: 'As desc' }),
  amount: Naira('signed, credit - debit (cash in positive, cash out negative)'),
});
export type Transaction = Static<typeof TransactionSchema>;

/** `GET /api/Residents/{communityId}/debtors` */
export const DebtorRecordSchema = Type.Object({
  id: Type.Integer({ description: "The resident's id" }),
  residentId: Type.Integer(),
  fullName: Type.String(),
  address: Type.String({ description: "The resident's address" }),
  desc: Type.String({
    description: "What is owed: the unpaid charges by kind with their months ('Dues Oct-2026')",
  }),
  principalId: Type.String({ description: "The principal ID of the resident's apartment" }),
  amountOwed: Naira('owed, more than 0'),
  debAmount: Naira('as amountOwed'),
  credAmount: Naira('0'),
  payStatus: PayStatusSchema,
  createdDate: Type.String({ description: "The oldest unpaid charge's date (YYYY-MM-DD)" }),
});
export type DebtorRecord = Static<typeof DebtorRecordSchema>;

export const DebtHistoryLineSchema = Type.Object({
  id: Type.Integer({ description: 'The ledger entry' }),
  date: Type.String({ description: 'YYYY-MM-DD' }),
  narration: Type.String(),
  transactionId: Type.String(),
  amount: Naira('signed: + raises what is owed (charge, fee), - lowers it (payment)'),
});
export type DebtHistoryLine = Static<typeof DebtHistoryLineSchema>;

/** `GET /api/Residents/{communityId}/debtors/{residentId}` */
export const DebtorProfileSchema = Type.Object({
  residentId: Type.Integer(),
  fullName: Type.String(),
  email: Nullable(Type.String()),
  mobileNumber: Nullable(Type.String()),
  address: Type.String(),
  apartmentName: Type.String(),
  principalId: Type.String(),
  imagePath: Nullable(Type.String({ description: '`/api/Files/{fileId}`' })),
  amountOwed: Naira('what the resident owes; 0 or negative when paid up or ahead'),
  history: PagedSchema(DebtHistoryLineSchema),
});
export type DebtorProfile = Static<typeof DebtorProfileSchema>;

/** `GET /api/Wallets/MonthlySeries` */
export const MonthlySeriesSchema = Type.Object({
  months: Type.Array(
    Type.Object({
      month: Type.String({ description: 'YYYY-MM' }),
      label: Type.String({ description: 'Jan..Dec' }),
      income: Naira("income rows' credit - debit dated in the month"),
      expenses: Naira("expense rows' debit - credit dated in the month"),
    }),
    { description: 'The 12 months ending with the current Lagos month, oldest first' },
  ),
});
export type MonthlySeries = Static<typeof MonthlySeriesSchema>;

/** `?communityId` (Super admin: one community; without it every community). */
export const CommunityQuerySchema = Type.Object({ communityId: Type.Optional(IdSchema) });

/** `?SearchText&communityId` of an export without `{communityId}` in its path. */
export const FinanceExportQuerySchema = Type.Object({
  SearchText: PAGE_QUERY_PROPERTIES.SearchText,
  communityId: Type.Optional(IdSchema),
});

/** `?SearchText` of an export with `{communityId}` in its path. */
export const SearchQuerySchema = Type.Object({ SearchText: PAGE_QUERY_PROPERTIES.SearchText });

/** `?PageSize&PageNumber` of a debtor's history. */
export const HistoryQuerySchema = Type.Object({
  PageSize: PAGE_QUERY_PROPERTIES.PageSize,
  PageNumber: PAGE_QUERY_PROPERTIES.PageNumber,
});

export const DebtorParamsSchema = Type.Object({ communityId: IdSchema, residentId: IdSchema });

/** An export's 200 answer (documentation only: the CSV is streamed, not serialized). */
export const FinanceCsvSchema = Type.Unsafe<unknown>({
  description: 'The CSV file',
  content: {
    'text/csv': {
      schema: {
        type: 'string',
        description: 'RFC 4180: the header line, then one line per matching row; CRLF line ends',
      },
    },
  },
});
