/**
 * Adverts (issue 6): each community's priced advert sections and the adverts placed in them.
 *
 * An advert's fee is a ledger entry (`advert_fee`, written with the advert in one transaction) and
 * its payment another (`payment`); the advert points at both. `payment_entry_id` is set once, by
 * an update that only matches while it is null, so an advert is never paid twice. The status
 * (Pending, Scheduled, Active, Expired) is derived on read from the payment and the dates, never
 * stored; `end_date` (start + days - 1, inclusive) is written with the row so both databases can
 * compare dates as text without date arithmetic.
 *
 * Every existing community gets the default sections here; new ones get them at registration
 * (src/server/services/communities/community-registration.ts). This list is the migration's own copy: what
 * later code considers the defaults may change, what this migration wrote does not.
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.js';
import { withIdColumn } from './helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const DEFAULT_SECTIONS = [
  { name: 'Dashboard banner', pricePerDayKobo: 200_000 },
  { name: 'Sidebar', pricePerDayKobo: 100_000 },
  { name: 'Newsletter', pricePerDayKobo: 50_000 },
] as const;

/** Communities per multi-row insert (3 rows × 4 values each: far below both parameter limits). */
const BATCH = 500;

async function addDefaultSections(db: AnyDb): Promise<void> {
  const communities: { id: number }[] = await db
    .selectFrom('communities')
    .select('id')
    .orderBy('id')
    .execute();
  const createdAt = new Date().toISOString();
  for (let start = 0; start < communities.length; start += BATCH) {
    const rows = communities.slice(start, start + BATCH).flatMap(({ id }) =>
      DEFAULT_SECTIONS.map((section) => ({
        community_id: id,
        name: section.name,
        price_per_day_kobo: section.pricePerDayKobo,
        created_at: createdAt,
      })),
    );
    await db.insertInto('advert_sections').values(rows).execute();
  }
}

export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('advert_sections'), dialect)
    // Sections are settings, not records: they go with their community.
    .addColumn('community_id', 'integer', (col) =>
      col.notNull().references('communities.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('price_per_day_kobo', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('advert_sections_community_name', ['community_id', 'name'])
    .addCheckConstraint('advert_sections_price', sql`price_per_day_kobo >= 0`)
    .execute();

  await withIdColumn(db.schema.createTable('adverts'), dialect)
    // No cascade: an advert has money history (its fee) and keeps its community and advertiser.
    .addColumn('community_id', 'integer', (col) => col.notNull().references('communities.id'))
    .addColumn('resident_id', 'integer', (col) => col.notNull().references('residents.id'))
    .addColumn('section_id', 'integer', (col) => col.notNull().references('advert_sections.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    // YYYY-MM-DD (Africa/Lagos); end_date = start_date + number_of_days - 1 (inclusive).
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('number_of_days', 'integer', (col) => col.notNull())
    .addColumn('amount_kobo', 'bigint', (col) => col.notNull())
    .addColumn('graphics_file_id', 'text', (col) => col.notNull().references('files.id'))
    .addColumn('logo_file_id', 'text', (col) => col.notNull().references('files.id'))
    // The advert_fee charge (what the advertiser owes) and, once recorded, its payment.
    .addColumn('fee_entry_id', 'integer', (col) =>
      col.notNull().unique().references('ledger_entries.id'),
    )
    .addColumn('payment_entry_id', 'integer', (col) => col.unique().references('ledger_entries.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addCheckConstraint('adverts_days', sql`number_of_days >= 1 and number_of_days <= 365`)
    .addCheckConstraint('adverts_amount', sql`amount_kobo > 0`)
    .execute();
  await db.schema
    .createIndex('adverts_community_id_index')
    .on('adverts')
    .columns(['community_id', 'id'])
    .execute();
  await db.schema
    .createIndex('adverts_resident_id_index')
    .on('adverts')
    .column('resident_id')
    .execute();
  await db.schema
    .createIndex('adverts_section_id_index')
    .on('adverts')
    .column('section_id')
    .execute();

  await addDefaultSections(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('adverts').execute();
  await db.schema.dropTable('advert_sections').execute();
}
