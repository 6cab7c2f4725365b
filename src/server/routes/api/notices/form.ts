/**
 * The notice form as multipart/form-data: its text fields read as the JSON body's, so one schema
 * (NoticeBodySchema) checks both. streetIds and channels come repeated or comma-separated.
 */
import type { FastifyRequest } from 'fastify';
import { sameField } from '../../../files/multipart.js';

export function isMultipart(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
}

/** Every text value of a field (first letter in either case: `Title` or `title`). */
function valuesOf(form: Record<string, unknown>, name: string): string[] {
  const key = Object.keys(form).find((candidate) => sameField(candidate, name));
  const value = key === undefined ? undefined : form[key];
  const all = Array.isArray(value) ? value : [value];
  return all.filter((item): item is string => typeof item === 'string');
}

const list = (values: string[]) =>
  values
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');

// A number where the text is one, else the text itself (the schema then names the field).
const idOrText = (text: string) => (/^\d+$/.test(text) ? Number(text) : text);

export function noticeFormBody(body: unknown): Record<string, unknown> {
  const form = (body ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const name of ['title', 'body', 'audience']) {
    const [first] = valuesOf(form, name);
    if (first !== undefined) out[name] = first;
  }
  const streets = valuesOf(form, 'streetIds');
  if (streets.length > 0) out.streetIds = list(streets).map(idOrText);
  const channels = valuesOf(form, 'channels');
  if (channels.length > 0) out.channels = list(channels);
  return out;
}
