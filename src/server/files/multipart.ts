/**
 * Multipart forms with files. A route names its file fields and their kinds in its config
 * (`config: { accepts: MULTIPART_ONLY, uploads: { Image: 'image' } }`); the multipart parser hands
 * every file part to {@link receiveFilePart}, which stores a named one (storeUpload) and
 * drains anything else. The handler then reads the form with {@link readMultipart}.
 *
 * A stored file stays "pending" until a handler saves it with saveWithUploads (uploads.ts); the
 * uploads plugin deletes whatever is still pending when the answer is sent, so a request that
 * fails at any step (validation, tenant check, database) leaves nothing stored.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { UploadKind } from '../../shared/file-types.js';
import { storeUpload, type StoredUpload } from './storage.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's file fields (PascalCase, as the spec sends them) and what each may hold. */
    uploads?: Readonly<Record<string, UploadKind>>;
  }
}

/** `config: { accepts: MULTIPART_ONLY }` for routes whose form carries files. */
export const MULTIPART_ONLY = ['multipart/form-data'] as const;

type UploadState = 'pending' | 'claimed' | 'done';

interface ReceivedFile {
  field: string;
  upload: StoredUpload;
  state: UploadState;
}

const received = new WeakMap<FastifyRequest, ReceivedFile[]>();
/** The names files were sent under on routes that read their bytes from the body. */
const bufferedNames = new WeakMap<FastifyRequest, Record<string, string>>();

/** Field names match with the first letter in either case: `Title` and `title` are one field. */
export function sameField(name: string, wanted: string): boolean {
  return (
    name.length > 0 &&
    name.slice(1) === wanted.slice(1) &&
    name[0]?.toLowerCase() === wanted[0]?.toLowerCase()
  );
}

/**
 * Discards a part the route does not take. Not awaited to its end: a body cut short inside this
 * part never ends it, and the parser's own error then answers the request (400).
 */
function drain(part: MultipartFile): void {
  part.file.on('error', () => {}).resume();
}

/**
 * The multipart parser's `onFile` (body-parsers.ts). Routes without `config.uploads` keep the
 * parser's default (the file's bytes on `request.body`).
 */
export async function receiveFilePart(this: FastifyRequest, part: MultipartFile): Promise<void> {
  const declared = this.routeOptions.config.uploads;
  if (!declared) {
    await part.toBuffer();
    const names = bufferedNames.get(this) ?? {};
    names[part.fieldname] ??= part.filename;
    bufferedNames.set(this, names);
    return;
  }
  const field = Object.keys(declared).find((name) => sameField(part.fieldname, name));
  if (!field) {
    drain(part);
    return;
  }
  const kind = declared[field] as UploadKind;
  const upload = await storeUpload(part.file, {
    store: this.server.fileStore,
    dataDir: this.server.config.dataDir,
    kind,
    field,
  });
  if (!upload) return;
  const list = received.get(this) ?? [];
  list.push({ field, upload, state: 'pending' });
  received.set(this, list);
}

/** A multipart form: its text fields (first value of each) and its stored files by field name. */
export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, StoredUpload>;
}

/** The request's form; `fields` as sent (use {@link fieldValue} to read them). */
export function readMultipart(request: FastifyRequest): MultipartForm {
  const fields: Record<string, string> = {};
  const body = (request.body ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(body)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') fields[name] = first;
  }
  const files: Record<string, StoredUpload> = {};
  for (const file of received.get(request) ?? []) files[file.field] ??= file.upload;
  return { fields, files };
}

/** A text field by name, with the first letter in either case (`Title` or `title`). */
export function fieldValue(fields: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(fields).find((candidate) => sameField(candidate, name));
  return key === undefined ? undefined : fields[key];
}

/**
 * On a route without `config.uploads` (the file's bytes on `request.body`): the name the file of
 * `field` was sent under, as the client gave it ('' when none).
 */
export function bufferedFileName(request: FastifyRequest, field: string): string {
  const names = bufferedNames.get(request) ?? {};
  const key = Object.keys(names).find((name) => sameField(name, field));
  return key === undefined ? '' : (names[key] ?? '');
}

/** Marks uploads as being saved, so cleanup leaves them to the code saving them. */
export function claimUploads(request: FastifyRequest, uploads: readonly StoredUpload[]): void {
  for (const file of received.get(request) ?? []) {
    if (uploads.includes(file.upload)) file.state = 'claimed';
  }
}

/** Marks uploads as settled (saved, or already deleted by the code that claimed them). */
export function settleUploads(request: FastifyRequest, uploads: readonly StoredUpload[]): void {
  for (const file of received.get(request) ?? []) {
    if (uploads.includes(file.upload)) file.state = 'done';
  }
}

/** Takes the request's pending uploads out of its list, for deletion. */
export function takePendingUploads(request: FastifyRequest): StoredUpload[] {
  const pending = (received.get(request) ?? []).filter((file) => file.state === 'pending');
  for (const file of pending) file.state = 'done';
  return pending.map((file) => file.upload);
}
