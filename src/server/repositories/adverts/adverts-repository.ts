/**
 * Adverts (issue 6). Each advert row names its section, its advertiser (a resident), its two
 * image files, its fee (an `advert_fee` ledger entry) and, once recorded, its payment. Reads join
 * the section's name, the advertiser's name, the fee's transaction id and whether the payment was
 * reversed, so the status can be derived (src/server/services/adverts/adverts.ts); the Active-only list
 * derives it in SQL. The sections live in advert-sections-repository.ts.
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { PagedList } from '../../../shared/contract/paging.js';
import type {
  AdvertSectionsTable,
  AdvertsTable,
  Database,
  LedgerEntriesTable,
  ResidentsTable,
} from '../../db/schema.js';
import type { Page } from '../../../shared/contract/paging.js';
import { fetchPage, searchCondition } from '../search.js';

export type NewAdvert = Insertable<AdvertsTable>;

/** An advert with what its API shape shows from other tables. Kobo. */
export type AdvertRecord = Omit<Selectable<AdvertsTable>, 'createdBy'> & {
  /** The section's name. */
  section: Selectable<AdvertSectionsTable>['name'];
  /** The advertiser's full name. */
  advertiser: Selectable<ResidentsTable>['fullName'];
  /** The fee entry's transaction id. */
  feeTransactionId: Selectable<LedgerEntriesTable>['transactionId'];
  /** True when the payment is recorded and not reversed. */
  paid: boolean;
};

const COLUMNS = [
  'adverts.id',
  'adverts.communityId',
  'adverts.residentId',
  'adverts.sectionId',
  'adverts.name',
  'adverts.startDate',
  'adverts.endDate',
  'adverts.numberOfDays',
  'adverts.amountKobo',
  'adverts.graphicsFileId',
  'adverts.logoFileId',
  'adverts.feeEntryId',
  'adverts.paymentEntryId',
  'adverts.createdAt',
  'advertSections.name as section',
  'residents.fullName as advertiser',
  'fee.transactionId as feeTransactionId',
  'paymentReversal.id as paymentReversalId',
] as const;

/** The list's search: the advert's name and its section's name. */
const SEARCHED = ['adverts.name', 'advertSections.name'];

type Row = Omit<AdvertRecord, 'paid'> & { paymentReversalId: number | null };

/** bigint columns may come back as text or bigint from a driver. */
function toRecord({ paymentReversalId, ...row }: Row): AdvertRecord {
  return {
    ...row,
    amountKobo: Number(row.amountKobo),
    paid: row.paymentEntryId !== null && paymentReversalId === null,
  };
}

export function advertsRepository(db: Kysely<Database>) {
  const withNames = () =>
    db
      .selectFrom('adverts')
      .innerJoin('advertSections', 'advertSections.id', 'adverts.sectionId')
      .innerJoin('residents', 'residents.id', 'adverts.residentId')
      .innerJoin('ledgerEntries as fee', 'fee.id', 'adverts.feeEntryId')
      // A reversal names what it reverses (at most one: reverses_entry_id is unique).
      .leftJoin(
        'ledgerEntries as paymentReversal',
        'paymentReversal.reversesEntryId',
        'adverts.paymentEntryId',
      );

  async function page(
    base: ReturnType<typeof withNames>,
    pageOf: Page | null,
  ): Promise<PagedList<AdvertRecord>> {
    const found = await fetchPage(
      base.select((eb) => eb.fn.countAll<number>().as('count')),
      base.select(COLUMNS).orderBy('adverts.id', 'desc'),
      pageOf,
    );
    return { ...found, records: found.records.map(toRecord) };
  }

  return {
    /** Newest first; `communityId` null = every community; searched before paging. */
    async list(
      communityId: number | null,
      pageOf: Page | null,
      searchText?: string,
    ): Promise<PagedList<AdvertRecord>> {
      let base = withNames().where(searchCondition(SEARCHED, searchText));
      if (communityId !== null) base = base.where('adverts.communityId', '=', communityId);
      return page(base, pageOf);
    },

    /**
     * The community's Active adverts on `today` (YYYY-MM-DD), newest first: paid (payment not
     * reversed) and today within start and end date.
     */
    async listActive(
      communityId: number,
      today: string,
      pageOf: Page | null,
    ): Promise<PagedList<AdvertRecord>> {
      const base = withNames()
        .where('adverts.communityId', '=', communityId)
        .where('adverts.paymentEntryId', 'is not', null)
        .where('paymentReversal.id', 'is', null)
        .where('adverts.startDate', '<=', today)
        .where('adverts.endDate', '>=', today);
      return page(base, pageOf);
    },

    /** The advert, if it belongs to `communityId` (null = any community). */
    async findById(id: number, communityId: number | null): Promise<AdvertRecord | null> {
      let query = withNames().select(COLUMNS).where('adverts.id', '=', id);
      if (communityId !== null) query = query.where('adverts.communityId', '=', communityId);
      const row = await query.executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    /** Inserts an advert and returns its id. */
    async create(advert: NewAdvert): Promise<number> {
      const { id } = await db
        .insertInto('adverts')
        .values(advert)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /**
     * Records the advert's payment entry, only while it has none: false when another payment was
     * recorded first (the caller rolls back). On PostgreSQL a concurrent update waits for the
     * first to commit and then finds the column set.
     */
    /**
     * Compare-and-set: records `paymentEntryId` only while the advert still holds `previous` (null,
     * or a payment since reversed), so of two concurrent payments one wins.
     */
    async setPayment(
      id: number,
      paymentEntryId: number,
      previous: number | null,
    ): Promise<boolean> {
      const result = await db
        .updateTable('adverts')
        .set({ paymentEntryId })
        .where('id', '=', id)
        .where('paymentEntryId', previous === null ? 'is' : '=', previous)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type AdvertsRepository = ReturnType<typeof advertsRepository>;
