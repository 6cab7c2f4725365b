/**
 * The notice form's rules and its request (issue 19; contract: NoticeBodySchema). Form sources:
 * title, body, audience, streetIds (with audience 'streets'), channels (email, sms), attachment
 * (react-admin's `{ rawFile, src, title }`). Without a file the request is JSON; with one the
 * dataProvider sends it as multipart (providers/toFormData.ts).
 */
import type { Validator } from 'react-admin';
import type { NoticeAudience, NoticeChannel } from '../../../shared/notices';
import { messages } from '../../../shared/messages';
import { markRequired } from '../common/validators';

const { notices } = messages;

/** The chosen streets are required only when the notice is for chosen streets. */
export const streetsForAudience: Validator = markRequired((value: unknown, values: unknown) => {
  const { audience } = (values ?? {}) as { audience?: NoticeAudience };
  if (audience !== 'streets') return undefined;
  return Array.isArray(value) && value.length > 0 ? undefined : notices.streetsRequired;
});

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** What `POST /api/Notices` takes: the streets only for 'streets', the file only when chosen. */
export function toNoticePayload(data: Record<string, unknown>): Record<string, unknown> {
  const audience = data.audience as NoticeAudience;
  const channels = Array.isArray(data.channels) ? (data.channels as NoticeChannel[]) : [];
  return {
    title: trimmed(data.title),
    body: trimmed(data.body),
    audience,
    ...(audience === 'streets' ? { streetIds: data.streetIds } : {}),
    channels,
    ...(data.attachment ? { attachment: data.attachment } : {}),
  };
}

/** The toast of a blocked save: the first thing missing, in the server's words. */
export function missingText(values: Record<string, unknown>): string {
  const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
  if (blank(values.title)) return notices.titleRequired;
  if (blank(values.body)) return notices.bodyRequired;
  return notices.streetsRequired;
}
