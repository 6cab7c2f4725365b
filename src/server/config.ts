/**
 * Configuration, read once from the environment and validated, so a bad variable stops the server
 * at start with a message naming it instead of failing later on the first request.
 */
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import {
  APP_SECRET_MIN_LENGTH,
  BANK_ACCOUNT_NUMBER_PATTERN,
  REMINDER_TICK_MS,
  REMINDER_TICK_RANGE_MS,
  SHUTDOWN_GRACE_MS,
  SHUTDOWN_GRACE_RANGE_MS,
} from '../shared/limits/index.js';
import { fail, parseUrl, read, readMilliseconds, type Env } from './config-env.js';
import {
  readMetricsToken,
  readSmsConfig,
  readStorageConfig,
  type SmsConfig,
  type StorageConfig,
} from './config-services.js';
import { packageRoot } from './paths.js';

export { TERMII_API_URL, type SmsConfig, type StorageConfig } from './config-services.js';

/** Paystack's API, where PAYSTACK_BASE_URL points unless set. */
export const PAYSTACK_API_URL = 'https://api.paystack.co';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Failed sign-ins (and wrong current passwords) tolerated within the window: per account from one
 * client address, per account across all addresses (far higher, so nobody locks another person
 * out from a few addresses), and per client address across all accounts.
 */
export interface LoginThrottleConfig {
  maxFailuresPerPair: number;
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  windowMs: number;
}

/**
 * Password reset requests tolerated per account and per client address within the window: codes
 * asked for (ForgotPassword, every request counts) and wrong codes (ResetPassword).
 */
export interface ResetThrottleConfig {
  maxCodeRequestsPerAccount: number;
  maxCodeRequestsPerAddress: number;
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  windowMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path; holds the SQLite file and the mail outbox. */
  dataDir: string;
  /** null = SQLite at `${dataDir}/neighbourly.sqlite`. */
  databaseUrl: string | null;
  /** Without a trailing slash. */
  publicUrl: string;
  /** null = write mail to `${dataDir}/outbox` instead of sending it. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Defaults for the bank details of newly registered communities ('' = none yet). */
  bankName: string;
  bankAccountNumber: string;
  /**
   * Whom to believe about the client's address and protocol (X-Forwarded-For, -Proto), for the
   * sign-in and reset limits and HSTS behind a reverse proxy: false (default), true (any peer), or
   * a comma-separated list of proxy addresses, CIDR ranges or proxy-addr's named ranges.
   */
  trustProxy?: boolean | string;
  /** A level, true (= info) or false (no logging, for tests). */
  logger: LogLevel | boolean;
  /** Built client to serve; null or missing = API only. */
  clientDir?: string | null;
  loginThrottle?: LoginThrottleConfig;
  resetThrottle?: ResetThrottleConfig;
  /** The time the server goes by for reset codes; the system clock unless a test sets one. */
  clock?: () => Date;
  /**
   * Encrypts each community's payment secret key at rest (issue 18); at least 32 characters.
   * null: a key generated once into `${dataDir}/app-secret` (one server; set APP_SECRET on all
   * servers that share a database).
   */
  appSecret: string | null;
  /** Paystack's API, without a trailing slash; tests and trials point it at the fake. */
  paystackBaseUrl: string;
  /** A call to the provider that takes longer fails (and is retried); tests shorten it. */
  providerTimeoutMs?: number;
  /** The first wait before a failed verify is tried again (then doubling); tests shorten it. */
  verifyRetryFirstDelayMs?: number;
  /** How often the job queue looks for due jobs (pg-boss's least is 500); tests shorten it. */
  jobPollMs?: number;
  /** PostgreSQL: a job running longer is taken as lost (its server gone) and retried. */
  jobExpireSeconds?: number;
  /** SMS for notices and reminders (issue 19). */
  sms: SmsConfig;
  /** How often each server looks for reminders and billing due today (issue 19): REMINDER_TICK_MS. */
  reminderTickMs?: number;
  /** Uploaded files: DATA_DIR/uploads, or an S3-compatible bucket (issue 20). */
  storage: StorageConfig;
  /** The bearer token GET /metrics asks for; null: no /metrics (issue 20). */
  metricsToken: string | null;
  /** How long a stopping server lets requests in flight finish (issue 20): SHUTDOWN_GRACE_MS. */
  shutdownGraceMs?: number;
  /** Where log lines go; standard output unless a test captures them. */
  logStream?: { write(line: string): void };
}

/** Now, by the configured clock (tests move it forward) or the system clock. */
export function nowOf(config: Pick<AppConfig, 'clock'>): Date {
  return config.clock?.() ?? new Date();
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleConfig = {
  maxFailuresPerPair: 10,
  // NIST SP 800-63B: at most 100 failures on one account. With 10 per address, it takes ten
  // addresses failing within 15 minutes to lock an account, and then only for 15 minutes.
  maxFailuresPerAccount: 100,
  maxFailuresPerAddress: 50,
  windowMs: 15 * 60 * 1000,
};

export const DEFAULT_RESET_THROTTLE: ResetThrottleConfig = {
  maxCodeRequestsPerAccount: 5,
  maxCodeRequestsPerAddress: 20,
  maxFailuresPerAccount: 10,
  maxFailuresPerAddress: 20,
  windowMs: 60 * 60 * 1000,
};

function parsePort(raw: string): number {
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    fail('PORT', `must be an integer from 1 to 65535 (got "${raw}")`);
  }
  return port;
}

/** The built client (dist/client at the package root), when it has been built. */
export function defaultClientDir(): string | null {
  const dir = path.join(packageRoot(), 'dist', 'client');
  return existsSync(path.join(dir, 'index.html')) ? dir : null;
}

/** proxy-addr's names for ranges of proxy addresses. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IP address, an address with a CIDR prefix, or one of proxy-addr's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function parseTrustProxy(raw: string): boolean | string {
  if (raw === 'false') return false;
  if (raw === 'true') return true;
  const entries = raw.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries.join(',');
  return fail(
    'TRUST_PROXY',
    'must be true, false or a comma-separated list of proxy addresses (CIDR ranges allowed)',
  );
}

/** Reads and validates the configuration; throws an Error naming the first bad variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const port = parsePort(read(env, 'PORT', '3000'));
  const host = read(env, 'HOST', '0.0.0.0');
  const dataDir = path.resolve(read(env, 'DATA_DIR', './data'));

  const rawDatabaseUrl = read(env, 'DATABASE_URL', '');
  if (rawDatabaseUrl !== '') parseUrl('DATABASE_URL', rawDatabaseUrl, ['postgres:', 'postgresql:']);

  const publicUrl = parseUrl('PUBLIC_URL', read(env, 'PUBLIC_URL', 'http://localhost:3000'), [
    'http:',
    'https:',
  ]);

  const rawSmtpUrl = read(env, 'SMTP_URL', '');
  if (rawSmtpUrl !== '') parseUrl('SMTP_URL', rawSmtpUrl, ['smtp:', 'smtps:']);

  const bankAccountNumber = read(env, 'BANK_ACCOUNT_NUMBER', '');
  if (!BANK_ACCOUNT_NUMBER_PATTERN.test(bankAccountNumber)) {
    fail('BANK_ACCOUNT_NUMBER', 'must be a NUBAN account number of 10 digits, or empty');
  }

  const appSecret = read(env, 'APP_SECRET', '');
  if (appSecret !== '' && appSecret.length < APP_SECRET_MIN_LENGTH) {
    fail('APP_SECRET', `must be at least ${APP_SECRET_MIN_LENGTH} characters long`);
  }
  const paystackBaseUrl = parseUrl(
    'PAYSTACK_BASE_URL',
    read(env, 'PAYSTACK_BASE_URL', PAYSTACK_API_URL),
    ['http:', 'https:'],
  );

  const sms = readSmsConfig(env);
  const storage = readStorageConfig(env);
  const metricsToken = readMetricsToken(env);

  const logLevel = read(env, 'LOG_LEVEL', 'info');
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    fail('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }

  return {
    port,
    host,
    dataDir,
    databaseUrl: rawDatabaseUrl === '' ? null : rawDatabaseUrl,
    publicUrl: publicUrl.href.replace(/\/+$/, ''),
    smtpUrl: rawSmtpUrl === '' ? null : rawSmtpUrl,
    mailFrom: read(env, 'MAIL_FROM', 'Neighbourly <no-reply@neighbourly.local>'),
    bankName: read(env, 'BANK_NAME', ''),
    bankAccountNumber,
    appSecret: appSecret === '' ? null : appSecret,
    paystackBaseUrl: paystackBaseUrl.href.replace(/\/+$/, ''),
    sms,
    storage,
    metricsToken,
    reminderTickMs: readMilliseconds(
      env,
      'REMINDER_TICK_MS',
      REMINDER_TICK_MS,
      REMINDER_TICK_RANGE_MS,
    ),
    shutdownGraceMs: readMilliseconds(
      env,
      'SHUTDOWN_GRACE_MS',
      SHUTDOWN_GRACE_MS,
      SHUTDOWN_GRACE_RANGE_MS,
    ),
    trustProxy: parseTrustProxy(read(env, 'TRUST_PROXY', 'false')),
    logger: logLevel as LogLevel,
    clientDir: defaultClientDir(),
    loginThrottle: DEFAULT_LOGIN_THROTTLE,
    resetThrottle: DEFAULT_RESET_THROTTLE,
  };
}
