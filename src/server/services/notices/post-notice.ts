/**
 * Posting a notice (issue 19, point 1): the notice, one recipient row per resident it is for and
 * one delivery row per (resident, channel), written in one transaction, then the send batches
 * queued (sending.ts sends them). Reminders post through here too, with their own recipients.
 */
import { NOTICE_SEND_BATCH_SIZE } from '../../../shared/limits/index.js';
import { messages } from '../../../shared/messages.js';
import {
  NOTICE_JOBS,
  type NoticeReadAudience,
  type NoticeChannel,
  type NoticeKind,
} from '../../../shared/notices.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { Repositories } from '../../repositories/index.js';
import { AUDIT_ACTIONS, recordAudit, type AuditTrail } from '../audit/audit.js';
import { Refusal } from '../refusal.js';
import { deliveriesFor } from './deliveries.js';

export interface NoticeDraft {
  communityId: number;
  kind: NoticeKind;
  title: string;
  body: string;
  /** `host` (a walk-in's notice, issue 21) only with `recipients`: it names no one by itself. */
  audience: NoticeReadAudience;
  streetIds: number[];
  channels: NoticeChannel[];
  attachmentFileId: string | null;
  createdBy: number | null;
  /** Reminders: exactly these residents, each with their own detail text (no audience lookup). */
  recipients?: { residentId: number; detail: string }[];
  /** Who posts it, for the audit row (none: the reminder schedule's own). */
  trail?: AuditTrail;
}

/** What posting needs of the app (a FastifyInstance has both). */
export interface NoticeApp {
  repos: Repositories;
  jobs: JobQueue;
}

/** The job that sends one batch of a notice's queued deliveries. */
export interface SendBatchData {
  [key: string]: unknown;
  /** Whose notice: a failed batch is listed to this community's administrators (Jobs/Failed). */
  communityId: number;
  noticeId: number;
  deliveryIds: number[];
}

/**
 * A provider outage is retried 7 times, 1 minute after the first failure then doubling: about two
 * hours in all before what is left is marked failed.
 */
export const SEND_RETRY = { retryLimit: 7, retryDelaySeconds: 60, retryBackoff: true } as const;

/**
 * Queues the batches of these queued delivery ids (a batch's key makes re-queueing a no-op).
 * `retryDelaySeconds`: the first retry's wait (tests shorten it).
 */
export async function queueBatches(
  jobs: JobQueue,
  { communityId, noticeId }: { communityId: number; noticeId: number },
  deliveryIds: number[],
  retryDelaySeconds: number = SEND_RETRY.retryDelaySeconds,
): Promise<void> {
  for (let start = 0; start < deliveryIds.length; start += NOTICE_SEND_BATCH_SIZE) {
    const ids = deliveryIds.slice(start, start + NOTICE_SEND_BATCH_SIZE);
    const data: SendBatchData = { communityId, noticeId, deliveryIds: ids };
    await jobs.send(NOTICE_JOBS.sendBatch, data, {
      singletonKey: `notice:${noticeId}:${ids[0]}`,
      ...SEND_RETRY,
      retryDelaySeconds,
    });
  }
}

/** What writing a notice did: its id, its recipients, and its queued deliveries' ids. */
export interface WrittenNotice {
  noticeId: number;
  recipientCount: number;
  queued: number[];
}

/**
 * Writes the notice with its recipients and deliveries through a transaction's repositories:
 * an audience with nobody in it, or a street of another community, is refused before anything
 * is written. The caller queues the batches (queueBatches) once the transaction has committed.
 */
export async function writeNotice(repos: Repositories, draft: NoticeDraft): Promise<WrittenNotice> {
  const posting = repos.notices;
  if (draft.audience === 'streets' && !draft.recipients) {
    const ours =
      draft.streetIds.length === 0
        ? -1
        : await posting.streetsOfCommunity(draft.communityId, draft.streetIds);
    if (ours !== draft.streetIds.length) {
      throw new Refusal('invalid', messages.notices.streetsRequired, 'streetIds');
    }
  }
  const details = new Map(draft.recipients?.map((r) => [r.residentId, r.detail]));
  const members = draft.recipients
    ? await posting.residents(
        draft.communityId,
        draft.recipients.map((r) => r.residentId),
      )
    : draft.audience === 'host'
      ? []
      : await posting.audience(draft.communityId, draft.audience, draft.streetIds);
  if (members.length === 0) {
    throw new Refusal('invalid', messages.notices.noRecipients, 'audience');
  }
  const now = new Date().toISOString();
  const noticeId = await posting.insertNotice({
    communityId: draft.communityId,
    kind: draft.kind,
    title: draft.title,
    body: draft.body,
    audience: draft.audience,
    streetIds: draft.audience === 'streets' ? draft.streetIds.join(',') : '',
    channels: draft.channels.join(','),
    attachmentFileId: draft.attachmentFileId,
    recipientCount: members.length,
    createdAt: now,
    createdBy: draft.createdBy,
  });
  await posting.insertRecipients(
    members.map((m) => ({
      noticeId,
      residentId: m.residentId,
      communityId: draft.communityId,
      detail: details.get(m.residentId) ?? '',
      readAt: null,
    })),
  );
  const deliveries = members.flatMap((m) =>
    deliveriesFor(m, draft.kind, draft.channels).map((d) => ({
      ...d,
      noticeId,
      communityId: draft.communityId,
      residentId: m.residentId,
      updatedAt: now,
    })),
  );
  const queued = await posting.insertDeliveries(deliveries);
  if (draft.trail) {
    await recordAudit(repos, draft.trail, {
      action: AUDIT_ACTIONS.notice,
      target: `notice ${noticeId} (${draft.audience}, ${members.length} recipients): ${draft.title}`,
      communityId: draft.communityId,
      outcome: 'success',
    });
  }
  return { noticeId, recipientCount: members.length, queued };
}

/**
 * Writes the notice (writeNotice) in one transaction, then queues its send batches: after the
 * commit, so a job never names rows that are not there; sending never holds up the caller.
 */
export async function postNotice(
  app: NoticeApp,
  draft: NoticeDraft,
): Promise<{ noticeId: number; recipientCount: number }> {
  const written = await app.repos.transaction((repos) => writeNotice(repos, draft));
  await queueBatches(app.jobs, { ...draft, ...written }, written.queued);
  return { noticeId: written.noticeId, recipientCount: written.recipientCount };
}
