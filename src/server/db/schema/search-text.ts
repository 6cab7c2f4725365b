/** The type of a search text column (conventions: ../schema.ts). */
import type { ColumnType } from 'kysely';

/**
 * A searchable name's text as searches compare it (db/search-text.ts). Written by the app's
 * Kysely with every write of the name (db/search-text-plugin.ts), compared by searches through
 * `sql.ref`, never read into a record: `never` keeps it out of `Selectable` row types.
 */
export type SearchText = ColumnType<never, string | undefined, string | undefined>;
