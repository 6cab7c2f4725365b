/**
 * Shapes the repositories build from the table types of db/schema.ts, so that a column is
 * declared once, there, and a repository's values follow it.
 */
import type { Insertable } from 'kysely';

/**
 * What a record's form saves: the table's insertable columns without the id the database
 * gives and the community and creation time the repository adds; `Others` names the columns a repository sets itself (a file id, an owner).
 */
export type FormValues<Table, Others extends string = never> = Omit<
  Insertable<Table>,
  'id' | 'communityId' | 'createdAt' | Others
>;

/** Columns `Keys` of a row with null ruled out: values the caller has checked are there. */
export type Present<Row, Keys extends keyof Row> = { [Key in Keys]: NonNullable<Row[Key]> };
