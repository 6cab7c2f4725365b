/**
 * An administrator's notice, as the API posts it (issue 19, point 1): the text checked, the
 * attachment saved with the notice in its transaction, the audit row written, the batches queued.
 */
import type { NoticeBody } from '../../../shared/contract/notices.js';
import { messages } from '../../../shared/messages.js';
import type { UploadStore } from '../../files/uploads.js';
import type { StoredUpload } from '../../files/storage.js';
import type { AuditTrail } from '../audit/audit.js';
import { Refusal } from '../refusal.js';
import {
  postNotice,
  queueBatches,
  writeNotice,
  type NoticeApp,
  type NoticeDraft,
} from './post-notice.js';

export interface Publisher {
  communityId: number;
  userId: number;
  trail: AuditTrail;
}

export async function publishNotice(
  app: NoticeApp & { uploads: UploadStore },
  who: Publisher,
  body: NoticeBody,
  attachment: StoredUpload | undefined,
): Promise<{ noticeId: number; recipientCount: number }> {
  // Blank is missing; the text itself is kept as written (HTML included: it is shown as text).
  if (body.title.trim() === '') {
    throw new Refusal('invalid', messages.notices.titleRequired, 'title');
  }
  if (body.body.trim() === '') throw new Refusal('invalid', messages.notices.bodyRequired, 'body');
  const draft: NoticeDraft = {
    communityId: who.communityId,
    kind: 'notice',
    title: body.title,
    body: body.body,
    audience: body.audience,
    streetIds: body.audience === 'streets' ? (body.streetIds ?? []) : [],
    channels: body.channels ?? [],
    attachmentFileId: attachment?.id ?? null,
    createdBy: who.userId,
    trail: who.trail,
  };
  if (!attachment) return postNotice(app, draft);
  // The attachment is stored in the notice's own transaction: both or neither.
  const owner = { communityId: who.communityId, createdBy: who.userId };
  const written = await app.uploads.saveWith([attachment], owner, (repos) =>
    writeNotice(repos, draft),
  );
  await queueBatches(app.jobs, { ...draft, ...written }, written.queued);
  return { noticeId: written.noticeId, recipientCount: written.recipientCount };
}
