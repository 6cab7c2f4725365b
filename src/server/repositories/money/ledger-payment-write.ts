/**
 * A payment's write (issues 5 and 14): the entry, its Idempotency-Key row and its audit row, all
 * or nothing. The entry is inserted from a read of the resident (and the project it is toward)
 * in the actor's community, so the check and the write are one statement and the description
 * takes the names as stored. On PostgreSQL the three inserts are one statement (data-modifying
 * CTEs): one round trip and no BEGIN/COMMIT, where reading, inserting and auditing one by one in
 * a transaction cost seven and held a pool connection for all of them. SQLite, which has no
 * such CTEs and no round trips to save, runs the same inserts in a transaction.
 */
import { PostgresAdapter, sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import { prepared, slot, type SlotValues } from '../prepared.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Database, LedgerEntryRow } from '../../db/schema.js';
import type { NewAuditRow } from '../audit/audit-repository.js';
import type { NewLedgerEntry } from './ledger-repository.js';
import { searchTextOf, withSearchText } from '../../db/search-text.js';

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
const isKeyTaken = (error: unknown) =>
  isUniqueViolation(error, 'payment_idempotency_keys', ['community_id', 'idempotency_key']);

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
 * How a value enters the statement: as a slot of a statement compiled once (PostgreSQL: building
 * this statement anew cost more CPU than the rest of the request) or as itself (SQLite).
 */
type Put = (name: string, value: unknown) => RawBuilder<unknown>;
const asSlot: Put = (name) => slot(name);
const asValue: Put = (_name, value) => sql`${value}`;

/** The write's values by slot name (prepared.ts), for `asSlot`. */
function slotValues({ entry, by, key, audit }: PaymentWrite): SlotValues {
  const values: SlotValues = { by, bySearch: searchTextOf(by), ...key };
  for (const [column, value] of Object.entries(entry)) values[`entry.${column}`] = value;
  for (const [column, value] of Object.entries(audit ?? {})) values[`audit.${column}`] = value;
  return values;
}

/**
 * The entry's insert: a row only when the resident (and the project, if named) is the
 * community's. A used key is not looked up here: its row's insert fails on the key's primary
 * key and takes the entry with it. (A lookup planned once, while the keys table was still
 * empty, scanned the whole table at every payment as it grew.)
 */
function insertEntry(db: Kysely<Database>, put: Put, { entry, by }: PaymentWrite) {
  const columns = Object.keys(entry) as (keyof typeof entry)[];
  const value = (column: keyof typeof entry) => put(`entry.${column}`, entry[column]);
  const toward = entry.projectId == null ? sql`''` : sql`' toward ' || p.project_name`;
  // The description's search text (db/search-text.ts) from the names' own: the same text, as
  // the search form of a concatenation is the concatenation of the parts' search forms.
  const towardSearch = entry.projectId == null ? sql`''` : sql`' toward ' || p.project_name_search`;
  return db
    .insertInto('ledgerEntries')
    .columns([...columns, 'description', 'descriptionSearch'])
    .expression(
      db
        .selectFrom('residents as r')
        .$if(entry.projectId != null, (query) =>
          query.innerJoin('projects as p', (join) =>
            join
              .on('p.id', '=', value('projectId') as Expression<number>)
              .on('p.communityId', '=', value('communityId') as Expression<number>),
          ),
        )
        .select([
          ...columns.map((column) => value(column).as(column)),
          sql<string>`'Payment from ' || r.full_name || ${put('by', by)} || ${toward}`.as(
            'description',
          ),
          sql<string>`'payment from ' || r.full_name_search || ${put('bySearch', searchTextOf(by))} || ${towardSearch}`.as(
            'descriptionSearch',
          ),
        ])
        .where('r.id', '=', value('residentId') as Expression<number>)
        .where('r.communityId', '=', value('communityId') as Expression<number>),
    );
}

/** PostgreSQL: the entry, its key and its audit row in one statement. */
function oneStatement(db: Kysely<Database>, put: Put, write: PaymentWrite) {
  const { key, audit } = write;
  return db
    .with('entry', () => insertEntry(db, put, write).returningAll())
    .with('keyed', (qb) =>
      qb
        .insertInto('paymentIdempotencyKeys')
        .columns(['communityId', 'idempotencyKey', 'requestHash', 'entryId', 'createdAt'])
        .expression((eb) =>
          eb
            .selectFrom('entry')
            .select([
              'communityId',
              put('idempotencyKey', key?.idempotencyKey).as('idempotencyKey'),
              put('requestHash', key?.requestHash).as('requestHash'),
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
            .select(
              Object.entries(audit ?? { action: '' }).map(([column, value]) =>
                put(`audit.${column}`, value).as(column),
              ),
            )
            .where(sql.lit(audit !== null)),
        )
        .returning('id'),
    )
    .selectFrom('entry')
    .selectAll();
}

/** SQLite: the same inserts, one by one in a transaction. */
function inTransaction(db: Kysely<Database>, write: PaymentWrite) {
  const work = async (trx: Kysely<Database>) => {
    const row = await insertEntry(trx, asValue, write).returningAll().executeTakeFirst();
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

type OneStatement = (values: SlotValues) => Promise<LedgerEntryRow[]>;

export function ledgerPaymentWrite(db: Kysely<Database>) {
  // One compiled statement per shape: with or without a project, a key, an audit row.
  const statements = new Map<string, OneStatement>();
  const inOneStatement = async (write: PaymentWrite) => {
    const shape = [write.entry.projectId != null, write.key !== null, write.audit !== null].join();
    let statement = statements.get(shape);
    if (!statement) {
      statement = prepared(db, () => oneStatement(db, asSlot, write)) as OneStatement;
      statements.set(shape, statement);
    }
    const [row] = await statement(slotValues(write));
    return row ?? null;
  };
  return {
    /**
     * Writes the payment; null (nothing written) when its resident or project is not the
     * community's or its key is already used (earlier, or by a request racing this one).
     */
    async insertPayment(payment: PaymentWrite): Promise<LedgerEntryRow | null> {
      // The audit row is inserted from a select on PostgreSQL: its search text goes with it.
      const write = {
        ...payment,
        audit: payment.audit && withSearchText('auditLog', payment.audit),
      };
      try {
        const row =
          db.getExecutor().adapter instanceof PostgresAdapter
            ? await inOneStatement(write)
            : await inTransaction(db, write);
        return row ? withNumbers(row as LedgerEntryRow) : null;
      } catch (error) {
        if (isKeyTaken(error)) return null;
        throw error;
      }
    },
  };
}
