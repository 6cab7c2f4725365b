/**
 * Hot reads built once (issue 14). Building and compiling a Kysely query of thirty columns and six
 * joins costs more JavaScript than the rest of a request's own work; the SQL text of such a read
 * never changes, only its values. So the query is built and compiled on its first use, with
 * named slots where the values go, and every call after that only puts its values in the slots:
 *
 * ```ts
 * const byId = prepared(db, () =>
 *   db.selectFrom('streets').selectAll().where('id', '=', slot<number>('id')));
 * const rows = await byId({ id: 7 });
 * ```
 *
 * The compiled query runs through the same Kysely instance (its plugins map the rows as usual),
 * and what it writes is announced to db/write-watch.ts as any other write is.
 */
import { sql, type CompiledQuery, type Compilable, type Kysely, type RawBuilder } from 'kysely';
import { WriteWatch } from '../db/write-watch.js';

/** A slot's parameter while the query is compiled: text no caller ever sends (a NUL prefix). */
const MARK = '\u0000slot:';

/** Where the value named `name` goes (a parameter of the compiled query). */
export function slot<T>(name: string): RawBuilder<T> {
  return sql<T>`${MARK + name}`;
}

/** The values of a prepared query's slots, by name. */
export type SlotValues = Record<string, unknown>;

/** Runs the query `build` makes, compiled once, with the values of its slots. */
export function prepared<DB, Row>(
  db: Kysely<DB>,
  build: () => Compilable<Row>,
): (values: SlotValues) => Promise<Row[]> {
  let template: CompiledQuery<Row> | undefined;
  // Per parameter of the template: the slot's name, or null for a value fixed in the query.
  let names: (string | null)[] = [];
  return async (values) => {
    if (template === undefined) {
      template = build().compile();
      names = template.parameters.map((value) =>
        typeof value === 'string' && value.startsWith(MARK) ? value.slice(MARK.length) : null,
      );
    }
    const fixed = template.parameters;
    const parameters = names.map((name, i) => (name === null ? fixed[i] : values[name]));
    const result = await db.executeQuery<Row>({ ...template, parameters });
    WriteWatch.of(db)?.announce(template.query);
    return result.rows;
  };
}
