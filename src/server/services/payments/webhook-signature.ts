/**
 * Paystack's webhook signature (issue 18, point 3): `x-paystack-signature` is the hex HMAC-SHA512
 * of the raw request body under the integration's secret key. That is the only form Paystack
 * documents (its webhook guide, and the verifying samples of its doc-code-snippets repository).
 * A timestamped `t=…,v1=…` header (another provider's scheme) is not part of Paystack's
 * documentation, so it is refused like any other bad signature: it is not 128 hex characters.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX_SHA512 = /^[0-9a-f]{128}$/i;

/** True when `header` is the hex HMAC-SHA512 of `rawBody` under `secretKey` (constant time). */
export function paystackSignatureHolds(
  rawBody: Buffer,
  header: string | string[] | undefined,
  secretKey: string,
): boolean {
  if (typeof header !== 'string' || !HEX_SHA512.test(header)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  const given = Buffer.from(header, 'hex');
  // Both are 64 bytes here (the pattern), as timingSafeEqual requires.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
