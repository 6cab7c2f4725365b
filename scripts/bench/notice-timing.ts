/**
 * Notices (issue 19): the server in-process on a database of its own (a new DATA_DIR on SQLite,
 * neighbourly_bench_notices on PostgreSQL, emptied first), one community with BENCH_NOTICES
 * (10,000) residents, each with an e-mail and a Nigerian mobile number, written in bulk. Its Admin
 * posts one notice to everyone by e-mail and SMS (POST /api/Notices): 2 messages a resident go
 * to the outboxes (DATA_DIR/outbox, .eml and sms/*.json: the fakes, no provider). Measured: the
 * post's answer (the rows written and the batches queued), the time until no delivery is queued,
 * and the process's peak RSS, sampled every 100 ms. Every delivery must end sent, so a broken
 * sender cannot pass as a fast one.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { MEMBER } from '../../src/shared/roles.js';
import { roleIdNamed } from '../../tests/server/support/world/people.js';
import { community } from '../../tests/server/support/world/community.js';
import type { BenchOptions, DatabaseKind } from './options.js';
import { resetTarget, type Target } from './targets.js';

export interface NoticeBench {
  kind: DatabaseKind;
  recipients: number;
  messages: number;
  /** The POST's answer: notice, recipients and deliveries written, batches queued. */
  queueSeconds: number;
  /** From the post until no delivery is queued. */
  sentSeconds: number;
  messagesPerSecond: number;
  baselineRssBytes: number;
  peakRssBytes: number;
}

const ROWS_PER_INSERT = 500;

function noticeTarget(options: BenchOptions, kind: DatabaseKind): Target {
  const dataDir = path.join(options.dataDir, `${kind}-notices`);
  let databaseUrl: string | null = null;
  if (kind === 'postgres') {
    const url = new URL(options.postgresUrl);
    url.pathname = '/neighbourly_bench_notices';
    databaseUrl = url.href;
  }
  return { kind, scale: 'community', label: `${kind}/notices`, dataDir, databaseUrl };
}

type App = Awaited<ReturnType<typeof buildApp>>;

/** `count` residents of the community at one home, their accounts with e-mail and phone. */
async function residentsInBulk(
  app: App,
  communityId: number,
  home: { addressId: number; apartmentId: number; apartmentTypeId: number },
  count: number,
) {
  const roleId = await roleIdNamed(app, MEMBER);
  const createdAt = new Date().toISOString();
  for (let start = 0; start < count; start += ROWS_PER_INSERT) {
    const n = Math.min(ROWS_PER_INSERT, count - start);
    const users = await app.db
      .insertInto('users')
      .values(
        Array.from({ length: n }, (_, i) => ({
          communityId,
          roleId,
          fullName: `Bench Resident ${start + i}`,
          title: 'Mr',
          email: `bench-notice-${start + i}@example.ng`,
          mobileNumber: `070${String(start + i).padStart(8, '0')}`,
          passwordHash: null,
          createdAt,
        })),
      )
      .returning('id')
      .execute();
    await app.db
      .insertInto('residents')
      .values(
        users.map((user, i) => ({
          communityId,
          userId: user.id,
          title: 'Mr',
          fullName: `Bench Resident ${start + i}`,
          gender: 'Male',
          maritalStatus: 'Married',
          nationality: 'Nigerian',
          occupation: 'Engineer',
          state: 'Lagos',
          status: '',
          memberId: `NBN-${start + i}`,
          idNumber: '',
          idNumberType: '',
          referralId: '',
          dob: '1980-05-17',
          expiryDate: '',
          imageFileId: null,
          idNumberFileId: null,
          addressId: home.addressId,
          apartmentId: home.apartmentId,
          apartmentTypeId: home.apartmentTypeId,
          createdAt,
        })),
      )
      .execute();
  }
}

export async function benchNotices(
  options: BenchOptions,
  kind: DatabaseKind,
  log: (line: string) => void,
): Promise<NoticeBench> {
  const recipients = Number(process.env.BENCH_NOTICES ?? 10_000);
  const target = noticeTarget(options, kind);
  await resetTarget(options, target);
  mkdirSync(target.dataDir, { recursive: true });
  const app = await buildApp({
    ...loadConfig({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? undefined }),
    logger: false,
    clientDir: null,
    jobPollMs: 500,
  });
  let peakRssBytes = 0;
  const sampler = setInterval(() => {
    peakRssBytes = Math.max(peakRssBytes, process.memoryUsage().rss);
  }, 100);
  try {
    await app.ready();
    const estate = await community(app);
    await residentsInBulk(app, estate.id, await estate.home(), recipients);
    const baselineRssBytes = process.memoryUsage().rss;
    peakRssBytes = baselineRssBytes;
    const started = performance.now();
    const posted = await estate.admin.post('/api/Notices', {
      title: 'Water supply',
      body: 'The water will be off on **Saturday** from 8am to noon. Please store some.',
      audience: 'everyone',
      channels: ['email', 'sms'],
    });
    if (posted.statusCode !== 201)
      throw new Error(`Notice: HTTP ${posted.statusCode} ${posted.body}`);
    const queueSeconds = (performance.now() - started) / 1000;
    const noticeId = posted.json<{ id: number }>().id;
    const statuses = async () =>
      app.db
        .selectFrom('noticeDeliveries')
        .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
        .where('noticeId', '=', noticeId)
        .groupBy('status')
        .execute();
    const deadline = Date.now() + 30 * 60_000;
    for (;;) {
      const queued = (await statuses()).find((row) => row.status === 'queued');
      if (!queued || Number(queued.count) === 0) break;
      if (Date.now() > deadline) throw new Error(`Notices: ${queued.count} still queued`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const sentSeconds = (performance.now() - started) / 1000;
    const sent = Number((await statuses()).find((row) => row.status === 'sent')?.count ?? 0);
    // The app's own delivery and the two messages, each sent.
    if (sent !== recipients * 3) throw new Error(`Notices: ${sent} of ${recipients * 3} sent`);
    const messages = recipients * 2;
    const result: NoticeBench = {
      kind,
      recipients,
      messages,
      queueSeconds,
      sentSeconds,
      messagesPerSecond: messages / sentSeconds,
      baselineRssBytes,
      peakRssBytes,
    };
    log(
      `[notices] ${kind}: ${recipients} recipients queued in ${queueSeconds.toFixed(2)} s, ` +
        `${messages} messages sent after ${sentSeconds.toFixed(1)} s, ` +
        `peak RSS ${(peakRssBytes / 2 ** 20).toFixed(0)} MB`,
    );
    return result;
  } finally {
    clearInterval(sampler);
    await app.close();
  }
}

/** The section of the report. */
export function noticeMarkdown(
  benches: NoticeBench[] | undefined,
  table: (head: string[], rows: (string | number)[][]) => string,
): string[] {
  if (!benches || benches.length === 0) return [];
  const MB = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
  return [
    '',
    '## A notice to every resident by e-mail and SMS (to the outboxes)',
    '',
    table(
      [
        'Database',
        'Recipients',
        'Messages',
        'Queued in (s)',
        'All sent after (s)',
        'Messages/s',
        'RSS before (MB)',
        'Peak RSS (MB)',
      ],
      benches.map((b) => [
        b.kind,
        b.recipients,
        b.messages,
        b.queueSeconds.toFixed(2),
        b.sentSeconds.toFixed(1),
        b.messagesPerSecond.toFixed(0),
        MB(b.baselineRssBytes),
        MB(b.peakRssBytes),
      ]),
    ),
  ];
}
