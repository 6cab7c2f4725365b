/**
 * What an import of payments reads (issue 17), in a few batched statements whatever the number
 * of rows: the community's residents as a sheet names them (member ID, e-mail, phone), the
 * import keys already used and the payments already carrying a reference. Part of the `ledger`
 * repository.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Values per `in (...)` list (well under both databases' bound-parameter limits). */
const BATCH = 500;

/** A resident as an imported payment names them. */
export interface PayerIdentity {
  residentId: number;
  fullName: string;
  memberId: string;
  /** The account's, lower-cased; null when it has none. */
  email: string | null;
  /** The account's, normalised (08031234567); null when it has none. */
  mobileNumber: string | null;
}

/** A payment of the community, not reversed, that carries a reference. */
export interface ReferencedPayment {
  residentId: number | null;
  creditKobo: number;
  entryDate: string;
  reference: string;
}

async function inBatches<T>(values: readonly string[], read: (batch: string[]) => Promise<T[]>) {
  const rows: T[] = [];
  for (let start = 0; start < values.length; start += BATCH) {
    rows.push(...(await read(values.slice(start, start + BATCH))));
  }
  return rows;
}

export function ledgerImportReads(db: Kysely<Database>) {
  return {
    /** Every resident of the community with their account's e-mail and phone. */
    async payerIdentities(communityId: number): Promise<PayerIdentity[]> {
      return db
        .selectFrom('residents')
        .innerJoin('users', 'users.id', 'residents.userId')
        .select([
          'residents.id as residentId',
          'residents.fullName',
          'residents.memberId',
          'users.email',
          'users.mobileNumber',
        ])
        .where('residents.communityId', '=', communityId)
        .execute();
    },

    /** The request hash of each of `keys` the community already used, by key. */
    async usedIdempotencyKeys(
      communityId: number,
      keys: readonly string[],
    ): Promise<Map<string, string>> {
      const rows = await inBatches(keys, (batch) =>
        db
          .selectFrom('paymentIdempotencyKeys')
          .select(['idempotencyKey', 'requestHash'])
          .where('communityId', '=', communityId)
          .where('idempotencyKey', 'in', batch)
          .execute(),
      );
      return new Map(rows.map((row) => [row.idempotencyKey, row.requestHash]));
    },

    /** The community's payments, not reversed, whose reference is one of `references`. */
    async paymentsWithReferences(
      communityId: number,
      references: readonly string[],
    ): Promise<ReferencedPayment[]> {
      const rows = await inBatches(references, (batch) =>
        db
          .selectFrom('ledgerEntries as payment')
          .select([
            'payment.residentId',
            'payment.creditKobo',
            'payment.entryDate',
            'payment.reference',
          ])
          .where('payment.communityId', '=', communityId)
          .where('payment.kind', '=', 'payment')
          .where('payment.reference', 'in', batch)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('ledgerEntries as reversal')
                  .select('reversal.id')
                  .whereRef('reversal.reversesEntryId', '=', 'payment.id'),
              ),
            ),
          )
          .execute(),
      );
      // bigint columns may come back as text from a driver.
      return rows.map((row) => ({ ...row, creditKobo: Number(row.creditKobo) }));
    },
  };
}
