/**
 * Phone numbers in one form (issue 16, point 10). New numbers are Nigerian and stored as `0` and
 * 10 digits (shared/phone.ts); accounts' and communities' were already stored without spaces, but
 * landlords' and apartments' phones as typed (`+234 803 123 4567`, `0803-123-4567`). Every stored
 * number that is a Nigerian one once its spaces, dashes, dots and brackets are gone is rewritten
 * in the stored form, so lists show and search them alike. Anything else (a foreign number, a
 * typo) stays as it is: the forms keep it until someone changes it. An account's number that
 * another account already holds in the stored form is left too (the unique index; sign-in finds
 * neither twice). The rule is written out here, not imported, so this migration does the same
 * thing whatever the shared code becomes.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The stored form of a Nigerian number, or null for anything else. */
export function storedForm(phone: string | null): string | null {
  if (phone === null) return null;
  const compact = phone.trim().replace(/[\s\-.()]/g, '');
  const nigerian = /^(?:\+?234|0)(\d{10})$/.exec(compact);
  return nigerian ? `0${nigerian[1]}` : null;
}

/** The columns that hold a phone number, by table. */
const PHONE_COLUMNS: readonly [table: string, column: string][] = [
  ['users', 'mobile_number'],
  ['communities', 'mobile_number'],
  ['landlords', 'mobile_no'],
  ['apartments', 'principal_phone_number'],
  ['apartments', 'landlord_phone_number'],
  ['dependants', 'phone'],
];

async function normaliseColumn(db: AnyDb, table: string, column: string): Promise<void> {
  const rows = (await db
    .selectFrom(table)
    .select(['id', `${column} as phone`])
    .where(column, 'is not', null)
    .orderBy('id')
    .execute()) as { id: number; phone: string }[];
  // Accounts' numbers are unique: one already stored in the new form keeps it.
  const held = new Set(rows.map((row) => row.phone));
  for (const { id, phone } of rows) {
    const stored = storedForm(phone);
    if (stored === null || stored === phone) continue;
    if (table === 'users') {
      if (held.has(stored)) continue;
      held.add(stored);
    }
    await db
      .updateTable(table)
      .set({ [column]: stored })
      .where('id', '=', id)
      .execute();
  }
}

export async function up(db: AnyDb): Promise<void> {
  for (const [table, column] of PHONE_COLUMNS) await normaliseColumn(db, table, column);
}

/** Nothing to undo: the numbers are the same numbers, in the form they are now read in. */
export async function down(): Promise<void> {}
