/**
 * Receiving an upload: streamed to a temp file, DATA_DIR/incoming/<id> (the id is 128 random bits
 * in hex; no part of a client's file name ever reaches a path), its type told by its first bytes
 * and its content vetted there, and only then handed to the file store (file-store.ts: the disk,
 * DATA_DIR/uploads, or an S3 bucket). The temp file is always deleted; a refused or failed upload
 * leaves nothing in either place.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  HEADER_BYTES,
  detectFileType,
  wrongTypeMessage,
  type DetectedType,
  type UploadKind,
} from '../../shared/file-types.js';
import { MAX_UPLOAD_BYTES } from '../../shared/limits/files.js';
import { FILE_ID_PATTERN } from '../../shared/limits/uploads.js';
import { fieldLabel, messages } from '../../shared/messages.js';
import type { FileStore } from './file-store.js';
import { ImageRefused, reencodeImage } from './image-reencode.js';
import { checkPdf } from './pdf-check.js';

/** A file id's pattern lives with the contract that documents it; the server checks paths with it. */
export { FILE_ID_PATTERN };
export { isFileId, storedFilePath, uploadsDir } from './disk-file-store.js';

/** A file in the file store whose content passed the type check and the vetting. */
export interface StoredUpload {
  id: string;
  kind: UploadKind;
  /** The detected type (never the declared one). */
  contentType: string;
  sizeBytes: number;
}

/** An upload refused for its size (413) or type (400); the error handler answers `{ message }`. */
export class UploadRefused extends Error {
  /** @param field the form field of the file, when known: the answer names it in `errors`. */
  constructor(
    readonly statusCode: 400 | 413,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'UploadRefused';
  }
}

/** Where uploads wait while they are received and vetted, before the file store takes them. */
export function incomingDir(dataDir: string): string {
  return path.join(dataDir, 'incoming');
}

/** A stream the multipart parser cut short at its file size limit says so here. */
type UploadSource = Readable & { truncated?: boolean };

/**
 * Waits until a file write stream has let go of its file: opened (or failed to) and closed.
 * pipeline() rejects as soon as its source fails (a body cut short inside the part), possibly
 * while the write stream is still opening its file; deleting the file then could run before the
 * open creates it, and the file would be left behind.
 */
async function released(sink: WriteStream): Promise<void> {
  if (sink.closed) return;
  const closed = new Promise<void>((resolve) => sink.once('close', () => resolve()));
  sink.on('error', () => {}).destroy();
  await closed;
}

/** A refusal after the first-bytes check, naming the form field at fault ('Photo: ...'). */
function refusedField(field: string | undefined, message: string): UploadRefused {
  const label = field ? fieldLabel(field) : 'File';
  return new UploadRefused(400, `${label}: ${message}`, field);
}

/**
 * What is stored is what it claims to be (issue 12): an image is decoded and written again
 * (image-reencode.ts), a PDF is refused when it could run something (pdf-check.ts). Answers the
 * stored size.
 */
async function vetStoredFile(
  file: string,
  detected: DetectedType,
  field: string | undefined,
): Promise<number | null> {
  if (detected.contentType !== 'application/pdf') {
    try {
      return await reencodeImage(file, detected.contentType);
    } catch (error) {
      if (error instanceof ImageRefused) throw refusedField(field, error.message);
      throw error;
    }
  }
  const verdict = checkPdf(await readFile(file));
  if (verdict === 'active') throw refusedField(field, messages.upload.documentActive);
  if (verdict === 'uninspectable') throw refusedField(field, messages.upload.documentUnreadable);
  return null;
}

/**
 * Streams an upload to DATA_DIR/incoming/<new id>, counting bytes and checking its first bytes,
 * vets its content (vetStoredFile), then hands it to `store`. Refuses (UploadRefused) a file over
 * `maxBytes` (413 upload.tooLarge), of a type this kind does not accept (400 upload.imageType /
 * documentType), or whose content fails the vetting (400, naming `field`); throws the store's FileStoreUnavailable
 * (503) when it does not take the file. A refused or failed upload leaves nothing on disk or in
 * the store. Returns null for an empty file (a form sent without choosing one).
 */
export async function storeUpload(
  source: UploadSource,
  options: {
    store: FileStore;
    dataDir: string;
    kind: UploadKind;
    maxBytes?: number;
    field?: string;
  },
): Promise<StoredUpload | null> {
  const { store, dataDir, kind, maxBytes = MAX_UPLOAD_BYTES, field } = options;
  const id = randomBytes(16).toString('hex');
  const target = path.join(incomingDir(dataDir), id);
  await mkdir(incomingDir(dataDir), { recursive: true });

  let sizeBytes = 0;
  let header = Buffer.alloc(0);
  let wrongType = false;
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sizeBytes += chunk.length;
      if (sizeBytes > maxBytes) {
        callback(new UploadRefused(413, messages.upload.tooLarge, field));
        return;
      }
      if (header.length < HEADER_BYTES) {
        header = Buffer.concat([header, chunk.subarray(0, HEADER_BYTES - header.length)]);
        wrongType ||= header.length === HEADER_BYTES && detectFileType(header, kind) === null;
      }
      // A file of the wrong type is read to its end (so the rest of the form still arrives and
      // the client gets the answer) but no more of it is written.
      callback(null, wrongType ? undefined : chunk);
    },
  });

  let detected: DetectedType | null = null;
  const sink = createWriteStream(target, { flags: 'wx', mode: 0o600 });
  try {
    await pipeline(source, inspect, sink);
    if (source.truncated) throw new UploadRefused(413, messages.upload.tooLarge, field);
    if (sizeBytes === 0) return null;
    detected = wrongType ? null : detectFileType(header, kind);
    if (!detected) throw new UploadRefused(400, wrongTypeMessage(kind), field);
    sizeBytes = (await vetStoredFile(target, detected, field)) ?? sizeBytes;
    await store.put(id, target, detected.contentType, sizeBytes);
  } catch (error) {
    // Only once the write stream is closed can nothing recreate the file after it is deleted.
    await released(sink);
    throw error;
  } finally {
    await rm(target, { force: true });
  }
  return { id, kind, contentType: detected.contentType, sizeBytes };
}
