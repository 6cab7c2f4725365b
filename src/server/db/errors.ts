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

/** True when `error` is a unique violation on `table.column`. */
export function isUniqueViolation(error: unknown, table: string, column: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, detail, table: errorTable } = error as DriverError;
  // SQLite: "UNIQUE constraint failed: users.email"
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof message === 'string') {
    return message.includes(`${table}.${column}`);
  }
  // PostgreSQL: code 23505, detail "Key (email)=(...) already exists."
  if (code === '23505' && errorTable === table && typeof detail === 'string') {
    return detail.startsWith(`Key (${column})=`);
  }
  return false;
}
