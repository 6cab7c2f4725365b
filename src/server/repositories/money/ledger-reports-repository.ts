/**
 * The ledger's reads (issue 5 contract, "Reads"): the finance lists (wallet, income, expenses) paged
 * and searched, their keyset batches for the exports, the dashboard's figures and the monthly
 * series. Every figure is summed in SQL; kobo in, kobo out. With the debtors (ledger-debtors.ts), a
 * debtor's profile (ledger-debtor-profile.ts) and the amounts other records show (ledger-amounts.ts)
 * it makes the `ledgerReports` repository.
 */
import { sql, type Kysely } from 'kysely';
import type { PagedList } from '../../../shared/contract/paging.js';
import type { Database, LedgerEntryRow } from '../../db/schema.js';
import type { Page } from '../../../shared/contract/paging.js';
import { amountReads } from './ledger-amounts.js';
import { debtorProfileReads } from './ledger-debtor-profile.js';
import { debtorReads, owedByResident } from './ledger-debtors.js';
import { owedEntryReads } from './ledger-owed-entries.js';
import {
  cashIn,
  cashOut,
  exactKobo,
  inList,
  isExpense,
  isIncome,
  isWalletRow,
  ofCommunity,
  olderThan,
  total,
  type EntryKey,
  type FinanceList,
} from './ledger-sql.js';
import { fetchPage } from '../search.js';
import { financeSearch, type HiddenNames } from './ledger-hidden-names.js';

/**
 * A ledger entry with the id of the entry reversing it (null while it is not reversed) and its
 * receipt number (payments only).
 */
export type FinanceRow = LedgerEntryRow & {
  reversedById: number | null;
  receiptNumber: string | null;
};

/** The dashboard's figures in kobo. */
export interface LedgerStatistic {
  incomeKobo: bigint;
  expensesKobo: bigint;
  /** The sum of every positive outstanding balance. */
  owingKobo: bigint;
}

/** One month of the series (YYYY-MM), in kobo. */
export interface MonthTotals {
  month: string;
  incomeKobo: bigint;
  expensesKobo: bigint;
}

const numeric = (row: FinanceRow): FinanceRow => ({
  ...row,
  debitKobo: Number(row.debitKobo),
  creditKobo: Number(row.creditKobo),
  owedKobo: Number(row.owedKobo),
});

export function ledgerReportsRepository(db: Kysely<Database>) {
  const matching = (
    list: FinanceList,
    communityId: number | null,
    searchText: string | undefined,
    hidden: HiddenNames,
  ) =>
    db
      .selectFrom('ledgerEntries')
      .where(ofCommunity(communityId))
      .where(inList(list))
      .where(financeSearch(searchText, hidden));

  const withReversal = (query: ReturnType<typeof matching>) =>
    query
      .leftJoin('ledgerEntries as reversal', 'reversal.reversesEntryId', 'ledgerEntries.id')
      .leftJoin('receipts', 'receipts.entryId', 'ledgerEntries.id')
      .selectAll('ledgerEntries')
      .select(['reversal.id as reversedById', 'receipts.number as receiptNumber'])
      .orderBy('ledgerEntries.entryDate', 'desc')
      .orderBy('ledgerEntries.id', 'desc');

  return {
    /**
     * A finance list, newest first; `communityId` null = every community. `hidden`: the reader
     * may not see other residents' names, so their rows' descriptions are not searched.
     */
    async financePage(
      list: FinanceList,
      communityId: number | null,
      page: Page,
      searchText?: string,
      hidden: HiddenNames = null,
    ): Promise<PagedList<FinanceRow>> {
      const base = matching(list, communityId, searchText, hidden);
      const found = await fetchPage(
        base.select((eb) => eb.fn.countAll<number>().as('count')),
        withReversal(base),
        page,
      );
      return { ...found, records: found.records.map(numeric) };
    },

    /** Up to `size` rows of a finance list after `after` (newest first), for the exports. */
    async financeBatch(
      list: FinanceList,
      communityId: number | null,
      searchText: string | undefined,
      after: EntryKey | null,
      size: number,
      hidden: HiddenNames = null,
    ): Promise<FinanceRow[]> {
      const rows = await withReversal(
        matching(list, communityId, searchText, hidden).where(olderThan(after)),
      )
        .limit(size)
        .execute();
      return rows.map(numeric);
    },

    /**
     * Income, expenses and what residents owe, of one community, in one statement (two one-row
     * sums side by side). Both sums read only the community's part of an index (cash rows;
     * entries that changed what someone owes), never the ledger's table.
     */
    async statistic(communityId: number): Promise<LedgerStatistic> {
      const cash = db
        .selectFrom('ledgerEntries')
        .select([
          total(cashIn, isIncome).as('incomeKobo'),
          total(cashOut, isExpense).as('expensesKobo'),
        ])
        .where('ledgerEntries.communityId', '=', communityId)
        .where(isWalletRow);
      const owing = db
        .selectFrom(owedByResident(db, communityId).as('debts'))
        .select(total(sql.ref('debts.owedKobo')).as('owingKobo'));
      const figures = await db
        .selectFrom([cash.as('cash'), owing.as('owing')])
        .select(['cash.incomeKobo', 'cash.expensesKobo', 'owing.owingKobo'])
        .executeTakeFirstOrThrow();
      return {
        incomeKobo: exactKobo(figures.incomeKobo),
        expensesKobo: exactKobo(figures.expensesKobo),
        owingKobo: exactKobo(figures.owingKobo),
      };
    },

    /**
     * Income and expenses per month (YYYY-MM) of the entries dated from `fromDate` up to (not
     * including) `untilDate`; months without entries are left out.
     */
    async monthTotals(
      communityId: number | null,
      fromDate: string,
      untilDate: string,
    ): Promise<MonthTotals[]> {
      const month = sql<string>`substr(${sql.ref('ledgerEntries.entryDate')}, 1, 7)`;
      const rows = await db
        .selectFrom('ledgerEntries')
        .select([
          month.as('month'),
          total(cashIn, isIncome).as('incomeKobo'),
          total(cashOut, isExpense).as('expensesKobo'),
        ])
        .where(ofCommunity(communityId))
        // Only cash rows count (an index of them per community and date, migration 008).
        .where(isWalletRow)
        .where('ledgerEntries.entryDate', '>=', fromDate)
        .where('ledgerEntries.entryDate', '<', untilDate)
        .groupBy(month)
        .execute();
      return rows.map((row) => ({
        month: row.month,
        incomeKobo: exactKobo(row.incomeKobo),
        expensesKobo: exactKobo(row.expensesKobo),
      }));
    },

    ...debtorReads(db),
    ...owedEntryReads(db),
    ...debtorProfileReads(db),
    ...amountReads(db),
  };
}

export type LedgerReportsRepository = ReturnType<typeof ledgerReportsRepository>;
