/**
 * Refused inputs name their fields (issue 15): `{ message, errors: { <field>: <text> } }`. Helpers
 * for tests that refuse one field at a time.
 */
import { expect } from 'vitest';
import { fieldLabel } from '../../../src/shared/messages.js';

/** The answer to a form missing `field`: the form's `message`, the field named by its label. */
export function missingField(message: string, field: string) {
  return { message, errors: { [field]: `${fieldLabel(field)} is required` } };
}

/** Expects `message` and `errors` naming exactly `fields` (whatever their texts). */
export function expectFieldsNamed(body: unknown, message: string, fields: readonly string[]) {
  const answer = body as { message?: unknown; errors?: Record<string, unknown> };
  expect(answer.message).toBe(message);
  expect(Object.keys(answer.errors ?? {}).sort(), JSON.stringify(body)).toEqual([...fields].sort());
}

/** The fields `body` leaves out of `valid` or sends with another value: the ones it breaks. */
export function brokenFields(body: Record<string, unknown>, valid: Record<string, unknown>) {
  const names = new Set([...Object.keys(valid), ...Object.keys(body)]);
  return [...names].filter(
    (name) => !(name in body) || JSON.stringify(body[name]) !== JSON.stringify(valid[name]),
  );
}
