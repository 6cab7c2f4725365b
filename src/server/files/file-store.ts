/**
 * Where vetted uploads live (issue 20): this machine's disk (DATA_DIR/uploads) or, with S3_BUCKET,
 * a bucket every server sees. An upload is streamed to a temp file and vetted there (storage.ts);
 * only a file that passed is handed to the store, under its random id, so a store holds nothing
 * but accepted files.
 */
import type { Readable } from 'node:stream';

/** A stored file opened for reading: its bytes as a stream, and how many there are. */
export interface StoredObject {
  stream: Readable;
  sizeBytes: number;
}

export interface FileStore {
  /** 'disk' or 's3', as GET /api/ready reports it. */
  readonly kind: 'disk' | 's3';
  /**
   * Keeps the vetted file at `localFile` under `id`. The caller deletes `localFile` afterwards
   * (the disk store moves it, so there is nothing left to delete). Throws
   * {@link FileStoreUnavailable} when the store does not take it; nothing is then kept.
   */
  put(id: string, localFile: string, contentType: string, sizeBytes: number): Promise<void>;
  /** The file, or null when the store has none under `id`. */
  open(id: string): Promise<StoredObject | null>;
  /** Deletes the file; a missing one is not an error. */
  remove(id: string): Promise<void>;
  /** Resolves when the store answers (GET /api/ready); rejects with its error otherwise. */
  ping(): Promise<void>;
  /** Lets go of the store's connections (the S3 client's sockets), so a command can exit. */
  close(): void;
}

/**
 * The store did not answer or refused a request (S3 down, wrong credentials, no such bucket). The
 * error handler answers 503 with this message: the client may try again; the cause is logged.
 */
export class FileStoreUnavailable extends Error {
  readonly statusCode = 503;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FileStoreUnavailable';
  }
}
