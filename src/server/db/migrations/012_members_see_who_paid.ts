/**
 * What Members see of the money (issue 16, point 9): a community chooses whether its Members see
 * who paid (other residents' names and payment references on the wallet, income and
 * transactions and their exports). Off (0) by default, and for every community that exists:
 * Members then see totals, charts and their own payments only. An integer 0/1, not a boolean:
 * SQLite has none, and both databases then give the repositories the same value.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('communities')
    .addColumn('members_see_who_paid', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`members_see_who_paid in (0, 1)`),
    )
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('communities').dropColumn('members_see_who_paid').execute();
}
