/**
 * What pino blanks out of a log line before it is written (issue 20: JSON logs with no secrets).
 * Fastify's request lines hold the method, URL and addresses, not headers or bodies, and the
 * product's own log calls name ids rather than values; these paths are the second line of
 * defence, for the day a line logs a request's headers, a reply's, a body or a configuration:
 * the session (Authorization, Cookie, Set-Cookie), Paystack's webhook signature, the /metrics
 * bearer token, passwords, reset codes and the Paystack, S3, SMS and SMTP secrets.
 * tests/server/log-secrets.test.ts looks for each secret in a captured log.
 */
const HEADERS = ['authorization', 'cookie', '"set-cookie"', '"x-paystack-signature"'];

/** Secret fields, wherever an object holding them is logged (top level or one level down). */
const FIELDS = [
  'password',
  'PassWord',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'otp',
  'token',
  'authToken',
  'secretKey',
  'apiKey',
  'metricsToken',
  'appSecret',
  'smtpUrl',
  'databaseUrl',
  'secretAccessKey',
];

export const REDACTED_LOG_PATHS: string[] = [
  ...['req.headers', 'res.headers', 'headers'].flatMap((where) =>
    HEADERS.map((name) => `${where}[${name.startsWith('"') ? name : `"${name}"`}]`),
  ),
  ...FIELDS.flatMap((field) => [field, `*.${field}`]),
];
