/**
 * A payment's write (issues 5 and 14): the entry, its Idempotency-Key row and its audit row, all
 * or nothing. The entry is inserted from a read of the resident (and the project it is toward)
 * in the actor's community, so the check and the write are one statement and the description
 * takes the names as stored. On PostgreSQL the three inserts are one statement (data-modifying
 * CTEs): one round trip and no BEGIN/COMMIT, where reading, inserting and auditing one by one in
 * a transaction cost seven and held a pool connection for all of them. SQLite, which has no
 * such CTEs and no round trips to save, runs the same inserts in a transaction.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database, LedgerEntryRow } from '../../db/schema.js';
import type { NewAuditRow } from '../audit/audit-repository.js';
import type { NewLedgerEntry } from './ledger-repository.js';

export interface PaymentWrite {
  /** The entry but its description, which the insert completes with the names it reads. */
  entry: Omit<NewLedgerEntry, 'description'> & { residentId: number };
  /** What follows "Payment from <resident's full name>", e.g. " by Cash (ref 42)". */
  by: string;
  /** The Idempotency-Key to record with the entry, if the request sent one. */
  key: { idempotencyKey: string; requestHash: string } | null;
  audit: NewAuditRow | null;
}

/** The key's unique violation: a request racing this one recorded the same key first. */
function isKeyTaken(error: unknown): boolean {
  const { code, table, message } = (error ?? {}) as {
    code?: unknown;
    table?: unknown;
    message?: unknown;
  };
  if (code === '23505') return table === 'payment_idempotency_keys';
  return (
    (code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE') &&
    String(message).includes('payment_idempotency_keys.')
  );
}

/** bigint columns may come back as text or bigint from a driver. */
export function withNumbers(row: LedgerEntryRow): LedgerEntryRow {
  return {
    ...row,
    debitKobo: Number(row.debitKobo),
    creditKobo: Number(row.creditKobo),
    owedKobo: Number(row.owedKobo),
  };
}

/**
 * The entry's insert: a row only when the resident (and the project, if named) is the
 * community's and the key is not yet used.
 */
function insertEntry(db: Kysely<Database>, { entry, by, key }: PaymentWrite) {
  const { communityId, residentId, projectId } = entry;
  const columns = Object.keys(entry) as (keyof typeof entry)[];
  return db
    .insertInto('ledgerEntries')
    .columns([...columns, 'description'])
    .expression(
      db
        .selectFrom('residents as r')
        .$if(projectId != null, (query) =>
          query.innerJoin('projects as p', (join) =>
            join.on('p.id', '=', projectId!).on('p.communityId', '=', communityId),
          ),
        )
        .select((eb) => [
          ...columns.map((column) => eb.val(entry[column]).as(column)),
          projectId == null
            ? sql<string>`'Payment from ' || r.full_name || ${by}`.as('description')
            : sql<string>`'Payment from ' || r.full_name || ${by} || ' toward ' || p.project_name`.as(
                'description',
              ),
        ])
        .where('r.id', '=', residentId)
        .where('r.communityId', '=', communityId)
        .$if(key !== null, (query) =>
          query.where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('paymentIdempotencyKeys')
                  .select('entryId')
                  .where('communityId', '=', communityId)
                  .where('idempotencyKey', '=', key!.idempotencyKey),
              ),
            ),
          ),
        ),
    );
}

/** PostgreSQL: the entry, its key and its audit row in one statement. */
async function inOneStatement(db: Kysely<Database>, write: PaymentWrite) {
  const { key, audit } = write;
  const row = await db
    .with('entry', () => insertEntry(db, write).returningAll())
    .with('keyed', (qb) =>
      qb
        .insertInto('paymentIdempotencyKeys')
        .columns(['communityId', 'idempotencyKey', 'requestHash', 'entryId', 'createdAt'])
        .expression((eb) =>
          eb
            .selectFrom('entry')
            .select((s) => [
              'communityId',
              s.val(key?.idempotencyKey ?? null).as('idempotencyKey'),
              s.val(key?.requestHash ?? null).as('requestHash'),
              'id as entryId',
              'createdAt',
            ])
            .where(sql.lit(key !== null)),
        )
        .returning('entryId'),
    )
    .with('audited', (qb) =>
      qb
        .insertInto('auditLog')
        .columns(audit ? (Object.keys(audit) as (keyof NewAuditRow)[]) : ['action'])
        .expression((eb) =>
          eb
            .selectFrom('entry')
            .select((s) =>
              Object.entries(audit ?? { action: '' }).map(([column, value]) =>
                s.val(value).as(column),
              ),
            )
            .where(sql.lit(audit !== null)),
        )
        .returning('id'),
    )
    .selectFrom('entry')
    .selectAll()
    .executeTakeFirst();
  return row ?? null;
}

/** SQLite: the same inserts, one by one in a transaction. */
function inTransaction(db: Kysely<Database>, write: PaymentWrite) {
  const work = async (trx: Kysely<Database>) => {
    const row = await insertEntry(trx, write).returningAll().executeTakeFirst();
    if (!row) return null;
    if (write.key) {
      await trx
        .insertInto('paymentIdempotencyKeys')
        .values({
          ...write.key,
          communityId: row.communityId,
          entryId: row.id,
          createdAt: row.createdAt,
        })
        .execute();
    }
    if (write.audit) await trx.insertInto('auditLog').values(write.audit).execute();
    return row;
  };
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

export function ledgerPaymentWrite(db: Kysely<Database>) {
  return {
    /**
     * Writes the payment; null (nothing written) when its resident or project is not the
     * community's or its key is already used, even by a request racing this one.
     */
    async insertPayment(write: PaymentWrite): Promise<LedgerEntryRow | null> {
      try {
        const row =
          db.getExecutor().adapter instanceof PostgresAdapter
            ? await inOneStatement(db, write)
            : await inTransaction(db, write);
        return row ? withNumbers(row as LedgerEntryRow) : null;
      } catch (error) {
        if (isKeyTaken(error)) return null;
        throw error;
      }
    },
  };
}
