/**
 * Debtors with what each debt is made of (issue 16, point 7): the repository's page or export
 * batch of debtors, then one more query over only those residents' owed entries, allocated by
 * unpaid-items.ts. Two queries a page whatever its size: no query per row.
 */
import type { PagedList, Page } from '../../../shared/contract/paging.js';
import type { Repositories } from '../../repositories/index.js';
import type {
  DebtorFilter,
  DebtorKey,
  DebtorRow,
} from '../../repositories/money/ledger-debtors.js';
import { debtDescription, unpaidItems } from './unpaid-items.js';

/** A debtor with their unpaid items described and the date of the oldest one. */
export type DescribedDebtor = DebtorRow & {
  /** e.g. `Dues Oct-2026, Nov-2026; Advert fee Nov-2026`. */
  description: string;
  /** The oldest unpaid charge's date (YYYY-MM-DD): owing since. */
  owingSince: string;
};

type Reports = Repositories['ledgerReports'];

/** The debtors, each described from their owed entries (read in one query for all of them). */
export async function describeDebtors(
  reports: Pick<Reports, 'owedEntriesOf'>,
  rows: readonly DebtorRow[],
): Promise<DescribedDebtor[]> {
  const entries = await reports.owedEntriesOf(rows.map((row) => row.residentId));
  return rows.map((row) => {
    const items = unpaidItems(entries.get(row.residentId) ?? []);
    return { ...row, description: debtDescription(items), owingSince: items[0]?.entryDate ?? '' };
  });
}

/** A page of the community's debtors, described. */
export async function describedDebtorsPage(
  reports: Reports,
  communityId: number,
  page: Page,
  filter: DebtorFilter,
): Promise<PagedList<DescribedDebtor>> {
  const found = await reports.debtorsPage(communityId, page, filter);
  return { ...found, records: await describeDebtors(reports, found.records) };
}

/** Up to `size` debtors after `after` in the list's order, described (the export's batches). */
export async function describedDebtorsBatch(
  reports: Reports,
  communityId: number,
  filter: DebtorFilter,
  after: DebtorKey | null,
  size: number,
): Promise<DescribedDebtor[]> {
  return describeDebtors(reports, await reports.debtorsBatch(communityId, filter, after, size));
}
