/**
 * Uploads in object storage (issue 20): with S3_BUCKET set, the vetted file goes to the bucket
 * (here a fake S3, s3rver, started by the test) and nothing stays on the server's disk; it is
 * read back byte for byte, with the same rules as on disk; a refused upload and a store that does
 * not answer leave nothing anywhere.
 */
import { readdir } from 'node:fs/promises';
import { GetObjectCommand, ListObjectsV2Command, S3Client, type _Object } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app.js';
import { incomingDir, uploadsDir } from '../../../src/server/files/storage.js';
import type { Landlord } from '../../../src/shared/contract/landlords.js';
import { messages } from '../../../src/shared/messages.js';
import {
  HTML,
  bigPng,
  communityWithApartment,
  landlordForm,
  photo,
  png,
  sendLandlord,
  type Estate,
} from '../support/files-fixtures.js';
import { bearer, build, countRows, createMember, signIn } from '../support/helper.js';
import { ACTIVE_PDFS } from '../support/pdf-fixtures.js';
import {
  idDocument,
  residentEstate,
  residentForm,
  residentPhoto,
  sendResident,
} from '../support/residents-fixtures.js';
import { FAKE_S3_CREDENTIALS, startFakeS3, type FakeS3 } from '../support/s3-fixtures.js';

/** The names in a folder of DATA_DIR (none when it was never made). */
async function namesIn(dir: string): Promise<string[]> {
  return readdir(dir).catch(() => []);
}

describe('uploads in an S3 bucket', () => {
  let s3: FakeS3;
  let client: S3Client;
  let app: App;
  let estate: Estate;
  const savedEnv = { ...process.env };

  /** The bucket's objects, by key. */
  async function objects(): Promise<string[]> {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    return (listed.Contents ?? []).map((object: _Object) => object.Key!).sort();
  }

  async function objectBytes(key: string): Promise<Buffer> {
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  }

  /** Nothing of an upload on this server's disk: not stored, not left in the temp folder. */
  async function expectNothingOnDisk() {
    expect(await namesIn(incomingDir(app.config.dataDir))).toEqual([]);
    expect(await namesIn(uploadsDir(app.config.dataDir))).toEqual([]);
  }

  const idOf = (landlord: Landlord) => landlord.image!.slice('/api/Files/'.length);

  beforeAll(async () => {
    s3 = await startFakeS3();
    // The SDK reads the standard credential variables, as a deployment's server does.
    process.env.AWS_ACCESS_KEY_ID = FAKE_S3_CREDENTIALS.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = FAKE_S3_CREDENTIALS.secretAccessKey;
    client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.storage.region,
      forcePathStyle: true,
      credentials: FAKE_S3_CREDENTIALS,
    });
    app = await build({ config: { storage: s3.storage } });
    estate = await communityWithApartment(app);
  });
  afterAll(async () => {
    await app?.close();
    client?.destroy();
    await s3?.close();
    process.env.AWS_ACCESS_KEY_ID = savedEnv.AWS_ACCESS_KEY_ID;
    process.env.AWS_SECRET_ACCESS_KEY = savedEnv.AWS_SECRET_ACCESS_KEY;
    if (savedEnv.AWS_ACCESS_KEY_ID === undefined) delete process.env.AWS_ACCESS_KEY_ID;
    if (savedEnv.AWS_SECRET_ACCESS_KEY === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
  });

  it('keeps an upload in the bucket only, and serves it back byte for byte (GET and HEAD)', async () => {
    const sent = await sendLandlord(app, 'POST', estate.auth, landlordForm(estate), [
      photo(png(0x33)),
    ]);
    expect(sent.statusCode, sent.body).toBe(201);
    const id = idOf(sent.json<Landlord>());
    expect(await objects()).toContain(`uploads/${id}`);
    await expectNothingOnDisk();

    const stored = await objectBytes(`uploads/${id}`);
    const served = await app.inject({ url: `/api/Files/${id}`, headers: estate.auth });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(stored)).toBe(true);
    const row = await app.repos.files.findById(id);
    expect(row?.sizeBytes).toBe(stored.length);

    const head = await app.inject({
      method: 'HEAD',
      url: `/api/Files/${id}`,
      headers: estate.auth,
    });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(stored.length);
    expect(head.rawPayload.length).toBe(0);
  });

  it('reads a file under the same rules as on disk: not for a Member of another community', async () => {
    const sent = await sendLandlord(app, 'POST', estate.auth, landlordForm(estate), [photo()]);
    const url = sent.json<Landlord>().image!;
    const other = await communityWithApartment(app);
    const outsider = await createMember(app, other.communityId);
    const outsiderAuth = bearer(await signIn(app, outsider.email, outsider.password));
    for (const headers of [outsiderAuth, other.auth]) {
      const response = await app.inject({ url, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.upload.notFound });
    }
  });

  it('leaves no object and no temp file for a refused upload (wrong type, too large)', async () => {
    const before = await objects();
    const files = await countRows(app, 'files');
    const wrongType = await sendLandlord(app, 'POST', estate.auth, landlordForm(estate), [
      photo(HTML, 'photo.png'),
    ]);
    expect(wrongType.statusCode).toBe(400);
    const tooLarge = await sendLandlord(app, 'POST', estate.auth, landlordForm(estate), [
      photo(bigPng(6 * 1024 * 1024)),
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(await objects()).toEqual(before);
    expect(await countRows(app, 'files')).toBe(files);
    await expectNothingOnDisk();
  });

  it('removes the stored photo when an active PDF refuses the rest of the form', async () => {
    const residents = await residentEstate(app);
    const before = await objects();
    const files = await countRows(app, 'files');
    const response = await sendResident(app, 'POST', residents.auth, residentForm(residents), [
      residentPhoto(),
      idDocument(Object.values(ACTIVE_PDFS)[0]!),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      IdNumberFile: expect.stringContaining(messages.upload.documentActive),
    });
    expect(await objects()).toEqual(before);
    expect(await countRows(app, 'files')).toBe(files);
    await expectNothingOnDisk();
  });

  it('deletes the object with the record that used it', async () => {
    const sent = await sendLandlord(app, 'POST', estate.auth, landlordForm(estate), [photo()]);
    const landlord = sent.json<Landlord>();
    expect(await objects()).toContain(`uploads/${idOf(landlord)}`);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/Landlords/${landlord.id}`,
      headers: estate.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await objects()).not.toContain(`uploads/${idOf(landlord)}`);
  });

  it('answers ready with the store, as GET /api/ready asks it', async () => {
    await expect(app.fileStore.ping()).resolves.toBeUndefined();
    expect(app.fileStore.kind).toBe('s3');
  });
});

describe('an S3 store that does not answer', () => {
  let app: App;
  let estate: Estate;
  let storedId: string;

  beforeAll(async () => {
    const s3 = await startFakeS3();
    process.env.AWS_ACCESS_KEY_ID ??= FAKE_S3_CREDENTIALS.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY ??= FAKE_S3_CREDENTIALS.secretAccessKey;
    app = await build({ config: { storage: s3.storage } });
    estate = await communityWithApartment(app);
    const sent = await sendLandlord(app, 'POST', estate.auth, landlordForm(estate), [photo()]);
    storedId = sent.json<Landlord>().image!.slice('/api/Files/'.length);
    // The store goes away (S3 down, or a network cut) while the server runs.
    await s3.close();
  });
  afterAll(() => app?.close());

  it('refuses an upload with 503 and a clear message, writing no record, row or file', async () => {
    const landlords = await countRows(app, 'landlords');
    const files = await countRows(app, 'files');
    const response = await sendLandlord(app, 'POST', estate.auth, landlordForm(estate), [photo()]);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: messages.upload.storeUnavailable });
    expect(await countRows(app, 'landlords')).toBe(landlords);
    expect(await countRows(app, 'files')).toBe(files);
    expect(await namesIn(incomingDir(app.config.dataDir))).toEqual([]);
    expect(await namesIn(uploadsDir(app.config.dataDir))).toEqual([]);
  });

  it('answers a download with 503 and a clear message', async () => {
    const response = await app.inject({ url: `/api/Files/${storedId}`, headers: estate.auth });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: messages.upload.storeUnreadable });
  });

  it('fails the readiness ping', async () => {
    await expect(app.fileStore.ping()).rejects.toThrow();
  });
});
