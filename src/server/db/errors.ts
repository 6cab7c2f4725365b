/**
 * Recognises unique-constraint violations on both databases, so a check-then-insert race ends in
 * a clear 409 rather than a 500.
 */
interface DriverError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  table?: unknown;
}

/** True when `error` is a unique (or primary-key) violation on `table` and these columns. */
export function isUniqueViolation(
  error: unknown,
  table: string,
  column: string | readonly string[],
): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const columns = typeof column === 'string' ? [column] : column;
  const { code, message, detail, table: errorTable } = error as DriverError;
  // SQLite: "UNIQUE constraint failed: users.email" (a primary key's too, with its own code)
  if (
    (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') &&
    typeof message === 'string'
  ) {
    return columns.every((name) => message.includes(`${table}.${name}`));
  }
  // PostgreSQL: code 23505, detail "Key (email)=(...) already exists."
  if (code === '23505' && errorTable === table && typeof detail === 'string') {
    return detail.startsWith(`Key (${columns.join(', ')})=`);
  }
  return false;
}

/**
 * True for any unique (or primary-key) violation: a write that lost a race against another
 * request writing the same value, on either database.
 */
export function isAnyUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as DriverError;
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === '23505'
  );
}
