/**
 * Recognises foreign-key violations on both databases, so deleting a row that is still referenced
 * (a race past the route's own check) answers 409 rather than 500.
 */
interface DriverError {
  code?: unknown;
}

/** True when `error` is a foreign-key violation (SQLite or PostgreSQL). */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as DriverError;
  // SQLite: SQLITE_CONSTRAINT_FOREIGNKEY; PostgreSQL: 23503 foreign_key_violation.
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}
