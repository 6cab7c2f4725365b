/**
 * Fixtures for the notices tests (issue 19): a community whose residents are everything an
 * audience tells apart (who owes, who paid, whose street, who is an exco, who has no e-mail or a
 * phone that is no Nigerian mobile number, who opted out of SMS), and readers of what was sent:
 * the mail outbox (DATA_DIR/outbox/*.eml) and the SMS outbox (DATA_DIR/outbox/sms/*.json).
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { App } from '../../../src/server/app.js';
import { outboxDir } from '../../../src/server/mail/mailer.js';
import type { Notice } from '../../../src/shared/contract/notices.js';
import { expectCreated, type Caller } from './world/requests.js';
import { community, type Community } from './world/community.js';
import { billDues, recordPayment } from './world/money.js';
import { sessionOfResident, type TestResident } from './world/people.js';
import { waitFor } from '../jobs/wait.js';
import { unique } from './helper.js';

export const NOTICES = '/api/Notices';
export const deliveriesUrl = (id: number) => `${NOTICES}/${id}/Deliveries`;
export const readUrl = (id: number) => `${NOTICES}/${id}/Read`;

/** Jobs are looked for every half second (pg-boss's least), so a test waits little. */
export const NOTICE_TEST_CONFIG = { jobPollMs: 500 };

export interface NoticeEstate {
  estate: Community;
  /** Owe this month's dues (street A). */
  debtor: TestResident;
  debtorNoEmail: TestResident;
  /** Billed and paid in full (street A). */
  payer: TestResident;
  /** On street B, with no dues: owes nothing. */
  neighbour: TestResident;
  /** A Chairman (street B), owing nothing. */
  chairman: TestResident;
  /** Owes, but their phone is no Nigerian mobile number; another owes and opted out of SMS. */
  debtorBadPhone: TestResident;
  debtorOptedOut: TestResident;
  streetA: number;
  streetB: number;
  member: Caller;
}

export async function noticeEstate(app: App): Promise<NoticeEstate> {
  const estate = await community(app);
  const owing = await estate.home({ feePerPerMonth: 5000 });
  const free = await estate.home({ feePerPerMonth: 0 });
  const resident = (refs: typeof owing, fullName: string, roleName?: string) =>
    estate.resident(refs, { fullName, roleName });
  const debtor = await resident(owing, 'Dayo Debtor');
  const debtorNoEmail = await resident(owing, 'Nkem Nomail');
  const payer = await resident(owing, 'Pat Payer');
  const debtorBadPhone = await resident(owing, 'Bola Badphone');
  const debtorOptedOut = await resident(owing, 'Ola Optout');
  const neighbour = await resident(free, 'Ngozi Neighbour');
  const chairman = await resident(free, 'Chidi Chairman', 'Chairman');
  await billDues(estate.admin);
  await recordPayment(app, estate.admin, payer.residentId, 5000);
  await app.db
    .updateTable('users')
    .set({ email: null })
    .where('id', '=', debtorNoEmail.userId)
    .execute();
  await app.db
    .updateTable('users')
    .set({ mobileNumber: `12-${unique()}` })
    .where('id', '=', debtorBadPhone.userId)
    .execute();
  await app.db
    .updateTable('residents')
    .set({ smsOptOut: 1 })
    .where('id', '=', debtorOptedOut.residentId)
    .execute();
  return {
    estate,
    debtor,
    debtorNoEmail,
    payer,
    neighbour,
    chairman,
    debtorBadPhone,
    debtorOptedOut,
    streetA: owing.streetId,
    streetB: free.streetId,
    member: await sessionOfResident(app, neighbour.residentId),
  };
}

export async function postNotice(as: Caller, body: Record<string, unknown>): Promise<Notice> {
  return expectCreated<Notice>(await as.post(NOTICES, body), 'post notice');
}

/** The deliveries of a notice, straight from the table: `<residentId>:<channel>` → status/reason. */
export async function deliveryTable(app: App, noticeId: number) {
  const rows = await app.db
    .selectFrom('noticeDeliveries')
    .select(['residentId', 'channel', 'status', 'reason', 'address'])
    .where('noticeId', '=', noticeId)
    .execute();
  return new Map(rows.map((row) => [`${row.residentId}:${row.channel}`, row]));
}

/** Waits until no delivery of the notice is queued any more. */
export async function allSent(app: App, noticeId: number, timeoutMs = 20_000) {
  await waitFor(
    async () => {
      const queued = await app.db
        .selectFrom('noticeDeliveries')
        .select('id')
        .where('noticeId', '=', noticeId)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      return queued === undefined;
    },
    `notice ${noticeId}'s deliveries to be sent`,
    timeoutMs,
  );
}

async function filesIn(dir: string, extension: string): Promise<string[]> {
  try {
    const names = (await readdir(dir)).filter((name) => name.endsWith(extension));
    return await Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')));
  } catch {
    return [];
  }
}

/** The e-mails in the outbox (raw .eml text), e.g. to count those to one address. */
export async function outboxMails(dataDir: string): Promise<string[]> {
  return filesIn(outboxDir(dataDir), '.eml');
}

/** The e-mails in the outbox addressed to `to`. */
export async function mailsTo(dataDir: string, to: string): Promise<string[]> {
  const all = await outboxMails(dataDir);
  return all.filter((mail) => mail.toLowerCase().includes(`to: ${to.toLowerCase()}`));
}

/** The SMS in the outbox: `{ to, text, transactional }`. */
export async function outboxSms(
  dataDir: string,
): Promise<{ to: string; text: string; transactional: boolean }[]> {
  const files = await filesIn(path.join(outboxDir(dataDir), 'sms'), '.json');
  return files.map(
    (text) => JSON.parse(text) as { to: string; text: string; transactional: boolean },
  );
}
