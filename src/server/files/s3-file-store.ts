/**
 * Uploads in a bucket of any S3-compatible store (issue 20): AWS S3, Cloudflare R2, MinIO. Every
 * server of a deployment reads and writes the same bucket, so a file uploaded through one is
 * served by all. Objects are keyed `uploads/<id>` by the same random id as on disk; bytes are
 * streamed both ways (a file on disk to PutObject, GetObject's body to the reply), never held
 * whole in memory. Credentials come from the SDK's own chain (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile, or the machine's role).
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { PROVIDER_TIMEOUT_MS } from '../../shared/limits/index.js';
import { messages } from '../../shared/messages.js';
import type { StorageConfig } from '../config-services.js';
import { isFileId } from './disk-file-store.js';
import { FileStoreUnavailable, type FileStore } from './file-store.js';

/** The object key of a file id (checked like a disk path: only a file id makes a key). */
export function objectKey(id: string): string {
  if (!isFileId(id)) throw new Error('Not a file id');
  return `uploads/${id}`;
}

/** Runs a write to the store; any failure becomes {@link FileStoreUnavailable}. */
async function written<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw new FileStoreUnavailable(messages.upload.storeUnavailable, { cause: error });
  }
}

/** Where the SDK's own warnings go: the server's log (pino), else the console. */
export interface StoreLog {
  warn(details: object, message: string): void;
}

export function s3FileStore(
  config: Extract<StorageConfig, { kind: 's3' }>,
  log?: StoreLog,
): FileStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: the SDK's default trailing checksums (aws-chunked
    // bodies) are not understood by every S3-compatible store.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer fails the request in seconds, not at the OS's TCP timeout.
    requestHandler: { connectionTimeout: PROVIDER_TIMEOUT_MS, requestTimeout: PROVIDER_TIMEOUT_MS },
    // The SDK's warnings (e.g. that a failed upload is not retried) as log lines, not on stderr;
    // its per-request debug and info lines are dropped.
    ...(log && {
      logger: {
        debug: () => {},
        info: () => {},
        warn: (...content: unknown[]) => log.warn({ s3: content }, 'S3 client warning'),
        error: (...content: unknown[]) => log.warn({ s3: content }, 'S3 client error'),
      },
    }),
  });
  const { bucket } = config;
  return {
    kind: 's3',
    async put(id, localFile, contentType, sizeBytes) {
      const body = createReadStream(localFile);
      try {
        await written(() =>
          client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: objectKey(id),
              Body: body,
              ContentLength: sizeBytes,
              ContentType: contentType,
            }),
          ),
        );
      } catch (error) {
        // A write whose answer was lost may still have landed: nothing half is left behind.
        await client
          .send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(id) }))
          .catch(() => {});
        throw error;
      } finally {
        body.destroy();
      }
    },
    async open(id) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(id) }),
        );
        return { stream: object.Body as Readable, sizeBytes: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw new FileStoreUnavailable(messages.upload.storeUnreadable, { cause: error });
      }
    },
    async remove(id) {
      await written(() =>
        client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(id) })),
      );
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
    close() {
      client.destroy();
    },
  };
}
