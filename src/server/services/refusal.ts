/**
 * A rule's "no": the one error services, repositories' callers and tenancy checks throw when a
 * request cannot be done as asked. It names the reason in the domain's words; the errors plugin
 * (plugins/app/errors.ts) maps each reason to an HTTP status, once, and answers `{ message }`
 * (with `errors: { <field>: message }` when the refusal names its field).
 */

/** Why a request is refused; the errors plugin maps each to its status. */
export type RefusalReason =
  /** The input breaks a rule (400). */
  | 'invalid'
  /** The caller may not do this (403). */
  | 'forbidden'
  /** No such record, or one the caller may not see (404). */
  | 'not-found'
  /** The record's state or a unique value stands in the way (409). */
  | 'conflict'
  /** Well-formed, but cannot be carried out (422), e.g. a total too large to add exactly. */
  | 'unprocessable';

export class Refusal extends Error {
  /**
   * @param field the request field at fault, by the name the request sends it under (e.g.
   *   `bankAccountNumber`), when the refusal is about one: the answer names it in `errors`.
   */
  constructor(
    readonly reason: RefusalReason,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}
