/** Adverts and their priced sections (conventions: ../schema.ts). */
import type { Generated } from 'kysely';
import type { SearchText } from './search-text.js';

/** A community's priced advert section (issue 6); name unique in the community. */
export interface AdvertSectionsTable {
  id: Generated<number>;
  communityId: number;
  name: string;
  /** `name` as searches compare it. */
  nameSearch: SearchText;
  pricePerDayKobo: number;
  createdAt: string;
}

/**
 * An advert (issue 6). Its fee is the ledger entry `feeEntryId` (advert_fee), its payment
 * `paymentEntryId` (set once). The status is derived on read, never stored.
 */
export interface AdvertsTable {
  id: Generated<number>;
  communityId: number;
  /** The advertiser, who owes the fee. */
  residentId: number;
  sectionId: number;
  name: string;
  /** `name` as searches compare it. */
  nameSearch: SearchText;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD, inclusive: startDate + numberOfDays - 1. */
  endDate: string;
  numberOfDays: number;
  amountKobo: number;
  graphicsFileId: string;
  logoFileId: string;
  feeEntryId: number;
  paymentEntryId: number | null;
  createdAt: string;
  createdBy: number | null;
}
