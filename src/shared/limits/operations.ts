/**
 * Running several servers (issue 20): how long a stopping server lets requests in flight finish,
 * and the shortest bearer token /metrics accepts.
 */
export const SHUTDOWN_GRACE_MS = 10_000;
/** SHUTDOWN_GRACE_MS (the variable) may match an orchestrator's own grace, up to two minutes. */
export const SHUTDOWN_GRACE_RANGE_MS = [0, 120_000] as const;
/** REMINDER_TICK_MS (the variable): from a tenth of a second (trials, tests) to an hour. */
export const REMINDER_TICK_RANGE_MS = [100, 3_600_000] as const;
export const METRICS_TOKEN_MIN_LENGTH = 16;
/** The S3 region when S3_REGION (or AWS_REGION) is not set; MinIO and R2 accept any. */
export const DEFAULT_S3_REGION = 'us-east-1';
/** An S3 bucket name: 3 to 63 lower-case letters, digits, dots or dashes. */
export const S3_BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/**
 * A request id a trusted proxy may hand on in X-Request-Id (issue 20): up to 128 letters, digits
 * and `.`, `_`, `:`, `-` (a UUID, a trace id); anything else is replaced by the server's own.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;
