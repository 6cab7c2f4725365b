/**
 * The configuration of the services a server talks to besides its database: SMS (issue 19),
 * object storage and metrics (issue 20). Read by loadConfig (config.ts).
 */
import {
  DEFAULT_S3_REGION,
  METRICS_TOKEN_MIN_LENGTH,
  S3_BUCKET_PATTERN,
  TERMII_SENDER_ID_PATTERN,
} from '../shared/limits/index.js';
import { fail, parseUrl, read, readSwitch, type Env } from './config-env.js';

/** Termii's API, where TERMII_BASE_URL points unless set (issue 19). */
export const TERMII_API_URL = 'https://api.ng.termii.com';

/**
 * Where SMS go (issue 19): Termii, or (SMS_PROVIDER unset) the outbox, DATA_DIR/outbox/sms, one
 * JSON file a message, as e-mail without SMTP_URL goes to DATA_DIR/outbox.
 */
export type SmsConfig =
  | { provider: 'outbox' }
  | { provider: 'termii'; apiKey: string; senderId: string; baseUrl: string };

/**
 * Where uploaded files live (issue 20): DATA_DIR/uploads on this machine's disk, or (S3_BUCKET
 * set) a bucket of any S3-compatible store that every server sees. Credentials come from the
 * standard AWS variables (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, or a role), read by the SDK.
 */
export type StorageConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      bucket: string;
      /** null: AWS S3 itself; else MinIO's, R2's or a test server's address. */
      endpoint: string | null;
      region: string;
      /** bucket in the path (MinIO, s3rver) instead of in the host name. */
      forcePathStyle: boolean;
    };

/** SMS_PROVIDER (empty: the outbox, or termii) and, for Termii, its key, sender id and address. */
export function readSmsConfig(env: Env): SmsConfig {
  const provider = read(env, 'SMS_PROVIDER', '');
  if (provider === '' || provider === 'outbox') return { provider: 'outbox' };
  if (provider !== 'termii') fail('SMS_PROVIDER', `must be termii or empty (got "${provider}")`);
  const apiKey = read(env, 'TERMII_API_KEY', '');
  if (apiKey === '') fail('TERMII_API_KEY', 'is required when SMS_PROVIDER is termii');
  const senderId = read(env, 'TERMII_SENDER_ID', '');
  if (!new RegExp(TERMII_SENDER_ID_PATTERN).test(senderId)) {
    fail('TERMII_SENDER_ID', 'must be the 3 to 11 letters or digits registered with Termii');
  }
  const baseUrl = parseUrl('TERMII_BASE_URL', read(env, 'TERMII_BASE_URL', TERMII_API_URL), [
    'http:',
    'https:',
  ]);
  return { provider: 'termii', apiKey, senderId, baseUrl: baseUrl.href.replace(/\/+$/, '') };
}

/** S3_BUCKET (empty: the disk), S3_ENDPOINT, S3_REGION (else AWS_REGION), S3_FORCE_PATH_STYLE. */
export function readStorageConfig(env: Env): StorageConfig {
  const bucket = read(env, 'S3_BUCKET', '');
  if (bucket === '') {
    if (read(env, 'S3_ENDPOINT', '') !== '')
      fail('S3_BUCKET', 'is required when S3_ENDPOINT is set');
    return { kind: 'disk' };
  }
  if (!S3_BUCKET_PATTERN.test(bucket)) {
    fail('S3_BUCKET', 'must be a bucket name: 3 to 63 lower-case letters, digits, dots or dashes');
  }
  const rawEndpoint = read(env, 'S3_ENDPOINT', '');
  const endpoint =
    rawEndpoint === ''
      ? null
      : parseUrl('S3_ENDPOINT', rawEndpoint, ['http:', 'https:']).href.replace(/\/+$/, '');
  return {
    kind: 's3',
    bucket,
    endpoint,
    region: read(env, 'S3_REGION', read(env, 'AWS_REGION', DEFAULT_S3_REGION)),
    forcePathStyle: readSwitch(env, 'S3_FORCE_PATH_STYLE', false),
  };
}

/** METRICS_TOKEN: empty turns /metrics off; else the bearer token it asks for. */
export function readMetricsToken(env: Env): string | null {
  const token = read(env, 'METRICS_TOKEN', '');
  if (token === '') return null;
  if (token.length < METRICS_TOKEN_MIN_LENGTH) {
    fail('METRICS_TOKEN', `must be at least ${METRICS_TOKEN_MIN_LENGTH} characters long`);
  }
  return token;
}
