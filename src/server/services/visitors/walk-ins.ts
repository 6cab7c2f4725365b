/**
 * Walk-ins (issue 21, point 3): a visitor without a pass, written down by the guard, whom they
 * visit chosen among the community's residents. The entry and a notice to that one resident (in
 * the app; audience `host`, which administrators never post) are one transaction, so the host
 * is told exactly once: a replay with the same `clientKey` answers the first entry and writes
 * neither again.
 */
import type { WalkInBody } from '../../../shared/contract/visitors.js';
import { VISITOR_PEOPLE_MIN } from '../../../shared/limits/index.js';
import { messages } from '../../../shared/messages.js';
import { lagosDateTime, lagosMomentText } from '../../../shared/visitor-window-text.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { Repositories } from '../../repositories/index.js';
import { queueBatches, writeNotice } from '../notices/post-notice.js';
import { Refusal } from '../refusal.js';
import type { GateApp } from './gate.js';
import { actionTime, entryOf, type EntryOutcome } from './gate-entries.js';
import type { GateActor } from './gate-views.js';

const { visitors } = messages;

/** The notice's words: the time in Lagos, with its day when it was not today. */
export function walkInNotice(visitor: string, guard: string, at: Date, now: Date) {
  const when = lagosDateTime(at);
  const time =
    when.date === lagosDateTime(now).date ? when.time : lagosMomentText(at.toISOString());
  return {
    title: visitors.walkInNoticeTitle.replace('%{visitor}', visitor),
    body: visitors.walkInNoticeBody
      .replace('%{visitor}', visitor)
      .replace('%{time}', time)
      .replace('%{guard}', guard),
  };
}

export async function recordWalkIn(
  gate: GateApp & { jobs: JobQueue },
  actor: GateActor,
  body: WalkInBody,
): Promise<EntryOutcome> {
  const { communityId } = actor;
  const key = body.clientKey ?? null;
  const replayed = key && (await gate.repos.visitorEntries.entryOfClientKey(communityId, key));
  if (replayed) return { entry: await entryOf(gate.repos, communityId, replayed), created: false };
  const now = gate.now();
  const at = actionTime(now, body.at);
  const visitorName = body.visitorName.trim();
  const written = await gate.repos.transaction(async (repos: Repositories) => {
    const host = await repos.visitorEntries.hostOf(communityId, body.residentId);
    if (!host) throw new Refusal('invalid', visitors.residentNotFound, 'residentId');
    const id = await repos.visitorEntries.insertEntry({
      communityId,
      kind: 'walk-in',
      passId: null,
      residentId: host.residentId,
      visitorName,
      visitorPhone: body.visitorPhone?.trim() || null,
      people: body.people ?? VISITOR_PEOPLE_MIN,
      vehiclePlate: body.vehiclePlate?.trim() || null,
      checkedInAt: at.toISOString(),
      checkedInBy: actor.userId,
      checkedOutAt: null,
      checkedOutBy: null,
      clientKey: key,
      outClientKey: null,
      recordedAt: now.toISOString(),
    });
    // A replay racing this one wrote it (and its notice) first.
    if (id === null) {
      return {
        id: (await repos.visitorEntries.entryOfClientKey(communityId, key!))!,
        notice: null,
      };
    }
    const notice = await writeNotice(repos, {
      communityId,
      kind: 'notice',
      ...walkInNotice(visitorName, actor.fullName, at, now),
      audience: 'host',
      streetIds: [],
      channels: [],
      attachmentFileId: null,
      createdBy: actor.userId,
      recipients: [{ residentId: host.residentId, detail: '' }],
    });
    return { id, notice };
  });
  // In the app only: nothing is queued today, but a notice's batches are queued after its commit.
  if (written.notice) {
    await queueBatches(
      gate.jobs,
      { communityId, noticeId: written.notice.noticeId },
      written.notice.queued,
    );
  }
  return {
    entry: await entryOf(gate.repos, communityId, written.id),
    created: written.notice !== null,
  };
}
