/**
 * `pick(data, fields)` for create/update `transform`s: the API's TypeBox schemas refuse unknown
 * fields, and an edit form holds the whole record (createdDate, streetName, ...). Strings are
 * trimmed, as the spec's "non-empty after trimming" rule reads them.
 */
export function pick<T extends string>(
  data: Record<string, unknown>,
  fields: readonly T[],
): Record<T, unknown> {
  const picked = {} as Record<T, unknown>;
  for (const field of fields) {
    const value = data[field];
    picked[field] = typeof value === 'string' ? value.trim() : value;
  }
  return picked;
}
