/** Online payments (issue 18): keys, references, fees and the webhook's body. */

/** A Paystack key: `pk_test_…`, `pk_live_…`, `sk_test_…`, `sk_live_…` (letters and digits). */
export const PAYSTACK_PUBLIC_KEY_PATTERN = '^pk_(test|live)_[A-Za-z0-9]+$';
export const PAYSTACK_SECRET_KEY_PATTERN = '^sk_(test|live)_[A-Za-z0-9]+$';
export const PAYSTACK_KEY_MAX_LENGTH = 100;

/** Our online payment reference: `NBP-` and 16 characters (services/payments/references.ts). */
export const ONLINE_REFERENCE_MAX_LENGTH = 40;
// Starts with a letter or digit: a path segment of dots alone is no reference (URLs fold it).
export const ONLINE_REFERENCE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._=-]*$';

/** Paystack's local fee: 1.5% (in basis points), ₦100 flat from ₦2,500, at most ₦2,000. */
export const PAYSTACK_FEE_PERCENT_BASIS_POINTS = 150;
export const PAYSTACK_FEE_FLAT_KOBO = 10_000;
export const PAYSTACK_FEE_FLAT_FROM_KOBO = 250_000;
export const PAYSTACK_FEE_CAP_KOBO = 200_000;

/** A webhook body larger than this is refused (Paystack's events are a few kilobytes). */
export const WEBHOOK_BODY_MAX_BYTES = 256 * 1024;

/** How long a call to the provider may take before it counts as failed (and is retried). */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** A verify that failed is tried again after 30 s, doubling, at most 8 times over about 2 hours. */
export const VERIFY_RETRY_FIRST_DELAY_MS = 30_000;
export const VERIFY_RETRY_MAX_ATTEMPTS = 8;

/** A reconciliation covers at most this many days; the provider's list is read 100 at a time. */
export const RECONCILIATION_MAX_DAYS = 92;
export const PROVIDER_PAGE_SIZE = 100;

/** APP_SECRET, which encrypts the payment secret keys at rest, is at least this long. */
export const APP_SECRET_MIN_LENGTH = 32;
