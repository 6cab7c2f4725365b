/**
 * The ledger's writes (issue 5): append-only entries in integer kobo (never UPDATE or DELETE; the
 * database refuses both), the payments' idempotency keys and what billing and the write rules
 * need to read (ledger-references.ts). The finance reports (lists, totals, debtors) live in
 * their own repository.
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  Database,
  LedgerEntriesTable,
  LedgerEntryRow,
  PaymentIdempotencyKeysTable,
} from '../../db/schema.js';
import { ledgerImportReads } from './ledger-import-reads.js';
import { ledgerReferences } from './ledger-references.js';
import { ledgerPaymentWrite, withNumbers } from './ledger-payment-write.js';
import { ledgerReceipts } from './ledger-receipts.js';
import { ledgerStatements } from './ledger-statements.js';

export type { ResidentToBill } from './ledger-references.js';
export type { PayerIdentity, ReferencedPayment } from './ledger-import-reads.js';
export type { ReceiptRecord } from './ledger-receipts.js';
export type { StatementEntry, StatementResident } from './ledger-statements.js';

export type NewLedgerEntry = Insertable<LedgerEntriesTable>;
export type IdempotencyKeyRow = Selectable<PaymentIdempotencyKeysTable>;

/** Rows per multi-row insert (well under both databases' bound-parameter limits). */
const BATCH = 500;

export function ledgerRepository(db: Kysely<Database>) {
  return {
    /** Appends one entry and returns it as stored. */
    async insertEntry(entry: NewLedgerEntry): Promise<LedgerEntryRow> {
      const row = await db
        .insertInto('ledgerEntries')
        .values(entry)
        .returningAll()
        .executeTakeFirstOrThrow();
      return withNumbers(row);
    },

    /**
     * Appends dues charges; a resident already charged for the month is skipped (`on conflict
     * (resident_id, billing_month) do nothing`). Returns the entries actually inserted.
     */
    async insertCharges(
      entries: NewLedgerEntry[],
    ): Promise<{ id: number; residentId: number | null }[]> {
      const inserted: { id: number; residentId: number | null }[] = [];
      for (let start = 0; start < entries.length; start += BATCH) {
        const rows = await db
          .insertInto('ledgerEntries')
          .values(entries.slice(start, start + BATCH))
          .onConflict((conflict) => conflict.columns(['residentId', 'billingMonth']).doNothing())
          .returning(['id', 'residentId'])
          .execute();
        inserted.push(...rows);
      }
      return inserted;
    },

    /** The entry, if it belongs to `communityId` (null = any community). */
    async findEntry(id: number, communityId: number | null): Promise<LedgerEntryRow | null> {
      let query = db.selectFrom('ledgerEntries').selectAll().where('id', '=', id);
      if (communityId !== null) query = query.where('communityId', '=', communityId);
      const row = await query.executeTakeFirst();
      return row ? withNumbers(row) : null;
    },

    /** The reversal of an entry, if it has been reversed. */
    async findReversalOf(entryId: number): Promise<LedgerEntryRow | null> {
      const row = await db
        .selectFrom('ledgerEntries')
        .selectAll()
        .where('reversesEntryId', '=', entryId)
        .executeTakeFirst();
      return row ? withNumbers(row) : null;
    },

    /** A payment's receipt number (allocated with it by the ledger's trigger); null for others. */
    async receiptNumberOf(entryId: number): Promise<string | null> {
      const row = await db
        .selectFrom('receipts')
        .select('number')
        .where('entryId', '=', entryId)
        .executeTakeFirst();
      return row?.number ?? null;
    },

    async findIdempotencyKey(communityId: number, key: string): Promise<IdempotencyKeyRow | null> {
      const row = await db
        .selectFrom('paymentIdempotencyKeys')
        .selectAll()
        .where('communityId', '=', communityId)
        .where('idempotencyKey', '=', key)
        .executeTakeFirst();
      return row ?? null;
    },

    ...ledgerReferences(db),
    ...ledgerImportReads(db),
    ...ledgerPaymentWrite(db),
    ...ledgerReceipts(db),
    ...ledgerStatements(db),
  };
}

export type LedgerRepository = ReturnType<typeof ledgerRepository>;
