/**
 * A fake S3 on loopback (the s3rver package, objects in a temp directory) for tests of uploads in
 * object storage (issue 20): start it, then build an in-process app with `storage` (testConfig
 * override) or spawn a server with `env`. Each start is its own server, directory and bucket.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { StorageConfig } from '../../../src/server/config-services.js';

/** s3rver accepts any signature; these are the credentials its documentation uses. */
export const FAKE_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const FAKE_S3_REGION = 'us-east-1';

export interface FakeS3 {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  bucket: string;
  /** The storage part of an AppConfig pointing at this bucket. */
  storage: Extract<StorageConfig, { kind: 's3' }>;
  /** S3_* and AWS_* variables for a server process (or process.env) to use this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startFakeS3(): Promise<FakeS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'neighbourly-s3-'));
  const bucket = `test-${randomBytes(6).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    storage: { kind: 's3', bucket, endpoint, region: FAKE_S3_REGION, forcePathStyle: true },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: FAKE_S3_REGION,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: FAKE_S3_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The ids of the uploads in a fake S3's bucket (keys `uploads/<id>`), in no particular order. */
export async function storedObjectIds(storage: FakeS3['storage']): Promise<string[]> {
  const client = new S3Client({
    endpoint: storage.endpoint ?? undefined,
    region: storage.region,
    forcePathStyle: storage.forcePathStyle,
    credentials: FAKE_S3_CREDENTIALS,
  });
  try {
    const ids: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: storage.bucket,
          Prefix: 'uploads/',
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) ids.push(object.Key!.slice('uploads/'.length));
      token = page.NextContinuationToken;
    } while (token);
    return ids;
  } finally {
    client.destroy();
  }
}

/**
 * Every app build() makes runs on its own fake S3 when TEST_STORAGE=s3 (the existing upload
 * suites, run again against object storage); null otherwise. The SDK reads the credentials from
 * the environment, as a deployed server does.
 */
export async function fakeS3ForTestRun(): Promise<FakeS3 | null> {
  if (process.env.TEST_STORAGE !== 's3') return null;
  const s3 = await startFakeS3();
  process.env.AWS_ACCESS_KEY_ID = FAKE_S3_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = FAKE_S3_CREDENTIALS.secretAccessKey;
  return s3;
}
