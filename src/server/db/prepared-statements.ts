/**
 * Named prepared statements for PostgreSQL (issue 14). Kysely sends every query unnamed, so
 * PostgreSQL parses and plans it anew each time: for a read of thirty columns over six joins the
 * planning alone cost more than a millisecond of the database's CPU, several times the reading.
 * This client names each parameterised statement after its text, so each pool connection parses
 * it once and PostgreSQL may keep its plan (plan_cache_mode decides, as for any prepared
 * statement), as the plain server in the benchmark does.
 *
 * Names are given to at most MAX_NAMED distinct texts per process (a statement whose text varies,
 * such as an IN list of a varying length, cannot fill the connections' memory); past that,
 * statements run unnamed as before.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { STATEMENT_NAMES_PER_PROCESS } from '../../shared/limits/numbers.js';

export const MAX_NAMED = STATEMENT_NAMES_PER_PROCESS;

/** Names for statement texts: the same for the same text in every process, at most `cap`. */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly cap = MAX_NAMED) {}

  /** The text's name, or undefined once `cap` other texts have names. */
  of(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined || this.names.size >= this.cap) return known;
    const name = `n_${createHash('md5').update(text).digest('base64url')}`;
    this.names.set(text, name);
    return name;
  }
}

const names = new StatementNames();

/** pg's client, naming the statements Kysely sends as `query(text, values)`. */
export class PreparingClient extends pg.Client {
  // pg's overloads cannot be restated one by one; the arguments pass through unchanged.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const [text, values, callback] = args as [unknown, unknown, unknown];
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0 && !callback) {
      const name = names.of(text);
      if (name !== undefined) return super.query({ name, text, values });
    }
    return (super.query as (...a: unknown[]) => unknown).apply(this, args);
  }
}
