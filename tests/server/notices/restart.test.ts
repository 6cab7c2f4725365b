/**
 * Notices survive a crash (issue 19, point 4): a server posts a notice by e-mail to 250
 * residents (two batches), sends some, hangs in the middle of the first batch and is killed
 * (SIGKILL); a new server on the same storage sends the rest, and every resident has exactly
 * one e-mail in the outbox, with every delivery marked sent. On SQLite the cut-off batch is given
 * back at the next start; on PostgreSQL when its expiry (2 s here) has passed.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build, createTestTarget, type TestTarget } from '../support/helper.js';
import { kill, startWorkerScript, type Child } from '../support/server-process.js';
import { outboxMails } from '../support/notices-fixtures.js';
import { community } from '../support/world/community.js';
import { waitFor } from '../jobs/wait.js';

const RESIDENTS = 250;
const BEFORE_KILL = 60;
const entry = path.join(import.meta.dirname, 'support', 'notice-worker.ts');

let target: TestTarget;
const emails: string[] = [];
let communityId = 0;
const children: Child[] = [];

beforeAll(async () => {
  target = await createTestTarget();
  // The residents, written by an app that is then closed: the workers own the storage after.
  const app = await build({ target });
  const estate = await community(app);
  const home = await estate.home();
  for (let n = 0; n < RESIDENTS; n += 1) {
    emails.push((await estate.resident(home, { fullName: `Resident ${n}` })).email);
  }
  communityId = estate.id;
  await app.close();
  await app.db.destroy();
}, 120_000);

afterAll(async () => {
  for (const child of children) await kill(child);
  await target?.dispose();
});

async function startWorker(extra: Record<string, string>): Promise<Child> {
  const worker = await startWorkerScript(entry, 'notice worker ready', target, {
    HANG_FILE: path.join(target.dataDir, 'hung.txt'),
    ...extra,
  });
  children.push(worker);
  return worker;
}

/** How many e-mails of the notice each address has in the outbox. */
async function mailsPerAddress(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const mail of await outboxMails(target.dataDir)) {
    if (!mail.includes('Restart notice')) continue;
    const to = /^To: (.+)$/im.exec(mail)?.[1]?.trim().toLowerCase() ?? '';
    counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

const total = async () => [...(await mailsPerAddress()).values()].reduce((a, b) => a + b, 0);

it('sends every e-mail exactly once across a killed server and its restart', async () => {
  const first = await startWorker({
    NOTICE_COMMUNITY: String(communityId),
    MAIL_HANG_AFTER: String(BEFORE_KILL),
  });
  await waitFor(() => existsSync(path.join(target.dataDir, 'hung.txt')), 'the hang', 60_000);
  expect(await total()).toBe(BEFORE_KILL);
  await kill(first);

  const second = await startWorker({});
  await waitFor(async () => (await total()) >= RESIDENTS, 'every e-mail', 90_000);
  // Time for an e-mail sent twice to show up.
  await new Promise((resolve) => setTimeout(resolve, 2500));

  const counts = await mailsPerAddress();
  expect([...counts.keys()].sort()).toEqual(emails.map((e) => e.toLowerCase()).sort());
  expect([...counts.values()].every((n) => n === 1)).toBe(true);

  // And the record says so: every e-mail delivery sent, after one attempt each.
  await kill(second);
  const app = await build({ target });
  try {
    const rows = await app.db
      .selectFrom('noticeDeliveries')
      .select(['status', 'attempts'])
      .where('channel', '=', 'email')
      .execute();
    expect(rows).toHaveLength(RESIDENTS);
    expect(rows.every((row) => row.status === 'sent' && Number(row.attempts) === 1)).toBe(true);
  } finally {
    await app.close();
  }
}, 180_000);
