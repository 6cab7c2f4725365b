/**
 * Two real server processes on one PostgreSQL database (issue 20), for the several-processes
 * suite: A and B each with its own DATA_DIR, the same APP_SECRET, one fake S3 for uploads and one
 * fake Paystack, and an in-process app (`home`) on the same database that sets the scenes up and
 * reads what the servers did. `home` migrates the database first, so the servers start on it
 * ready; its own reminder scheduler never ticks, so scheduled work is the servers' alone.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { App } from '../../../src/server/app.js';
import { startFakePaystack, type FakePaystack } from '../../../scripts/fake-paystack/server.js';
import { build, createTestTarget, type TestTarget } from '../support/helper.js';
import { startFakeS3, type FakeS3 } from '../support/s3-fixtures.js';
import { kill, serverCommand, startServer, type Child } from '../support/server-process.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TwoServers {
  home: App;
  a: Child;
  b: Child;
  fake: FakePaystack;
  s3: FakeS3;
  /** Each server's DATA_DIR. */
  dataDirs: { a: string; b: string };
  close(): Promise<void>;
}

/**
 * Starts the fakes, `home` and then the two servers; `prepare` runs on `home` before the servers
 * start (e.g. a schedule they should find at their first tick).
 */
/** How often the two servers look for due billing and reminders. */
export const TICK_MS = 1_000;

export async function startTwoServers(
  prepare: (home: App) => Promise<void> = async () => {},
): Promise<TwoServers> {
  const appSecret = randomBytes(24).toString('hex');
  const target: TestTarget = await createTestTarget();
  const fake = await startFakePaystack();
  const s3 = await startFakeS3();
  const home = await build({
    target,
    config: { appSecret, paystackBaseUrl: fake.url, reminderTickMs: DAY_MS },
  });
  await prepare(home);
  const dataDirs = {
    a: await mkdtemp(path.join(os.tmpdir(), 'neighbourly-a-')),
    b: await mkdtemp(path.join(os.tmpdir(), 'neighbourly-b-')),
  };
  const env = {
    DATABASE_URL: target.databaseUrl!,
    APP_SECRET: appSecret,
    PAYSTACK_BASE_URL: fake.url,
    // Both servers look for due billing every second, so each has looked many times meanwhile.
    REMINDER_TICK_MS: String(TICK_MS),
    ...s3.env,
  };
  const command = serverCommand();
  const started = await Promise.allSettled([
    startServer(command, dataDirs.a, env),
    startServer(command, dataDirs.b, env),
  ]);
  const children = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  async function close() {
    for (const child of children) await kill(child);
    await home.close();
    await fake.close();
    await s3.close();
    await target.dispose();
    for (const dir of Object.values(dataDirs)) await rm(dir, { recursive: true, force: true });
  }
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await close();
    throw failed.reason;
  }
  return { home, a: children[0]!, b: children[1]!, fake, s3, dataDirs, close };
}

/** A request to a server process; JSON bodies are sent as JSON. */
export async function call(
  server: Child,
  method: string,
  url: string,
  options: { headers?: Record<string, string>; json?: unknown; body?: Buffer } = {},
) {
  const headers = { ...options.headers };
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.body) {
    body = new Uint8Array(options.body);
  }
  const response = await fetch(`${server.url}${url}`, { method, headers, body });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), response };
}

/** The parsed JSON of an answer's bytes. */
export const jsonOf = <T>(answer: { bytes: Buffer }) => JSON.parse(answer.bytes.toString()) as T;
