import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Landlord } from '../../../../../src/shared/contract/landlords.js';
import { messages } from '../../../../../src/shared/messages.js';
import type { App } from '../../../../../src/server/app.js';
import { storeUpload } from '../../../../../src/server/files/storage.js';
import { fileRow } from '../../../../../src/server/files/uploads.js';
import {
  PDF,
  communityWithApartment,
  landlordForm,
  photo,
  png,
  sendLandlord,
  type Estate,
} from '../../../support/files-fixtures.js';
import { bearer, build, createMember, createSuperAdmin, signIn } from '../../../support/helper.js';

describe('GET /api/Files/{fileId}', () => {
  let app: App;
  let estate: Estate;
  let other: Estate;
  let memberAuth: { authorization: string };
  let rootAuth: { authorization: string };
  const picture = png(0x42);
  let imageUrl: string;
  let imageId: string;
  let documentId: string;

  /** An ID document of the estate, stored and recorded as the residents' form will do. */
  async function addIdDocument(communityId: number): Promise<string> {
    const upload = await storeUpload(Readable.from([PDF]), {
      store: app.fileStore,
      dataDir: app.config.dataDir,
      kind: 'id-document',
    });
    if (!upload) throw new Error('The ID document was not stored');
    await app.repos.files.create(fileRow(upload, { communityId, createdBy: null }));
    return upload.id;
  }

  beforeAll(async () => {
    app = await build();
    estate = await communityWithApartment(app);
    other = await communityWithApartment(app);
    const member = await createMember(app, estate.communityId);
    memberAuth = bearer(await signIn(app, member.email, member.password));
    const root = await createSuperAdmin(app);
    rootAuth = bearer(await signIn(app, root.email, root.password));
    const created = await sendLandlord(app, 'POST', estate.auth, landlordForm(estate), [
      photo(picture, 'me.png'),
    ]);
    imageUrl = created.json<Landlord>().image!;
    imageId = imageUrl.slice('/api/Files/'.length);
    documentId = await addIdDocument(estate.communityId);
  });
  afterAll(() => app.close());

  it('serves an image with its type, a generated inline name, nosniff and no-store', async () => {
    const response = await app.inject({ url: imageUrl, headers: estate.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${imageId}.png"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    // What was stored: the upload decoded and written again (issue 12), still a 1×1 PNG.
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const served = await sharp(response.rawPayload).metadata();
    expect([served.format, served.width, served.height]).toEqual(['png', 1, 1]);
  });

  it("refuses a landlord's photo to a Member, as landlords are (404)", async () => {
    const response = await app.inject({ url: imageUrl, headers: memberAuth });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.upload.notFound });
  });

  it('serves ID documents to the community administrators only', async () => {
    const url = `/api/Files/${documentId}`;
    const admin = await app.inject({ url, headers: estate.auth });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-type']).toBe('application/pdf');
    expect(admin.headers['content-disposition']).toBe(`attachment; filename="${documentId}.pdf"`);
    expect(admin.headers['x-content-type-options']).toBe('nosniff');
    expect(admin.headers['cache-control']).toBe('private, no-store');
    expect(admin.rawPayload.equals(PDF)).toBe(true);

    const member = await app.inject({ url, headers: memberAuth });
    expect(member.statusCode).toBe(404);
    expect(member.json()).toEqual({ message: messages.upload.notFound });
  });

  it("answers 404 for another community's files, as for unknown ones", async () => {
    for (const url of [imageUrl, `/api/Files/${documentId}`, `/api/Files/${'0'.repeat(32)}`]) {
      const response = await app.inject({ url, headers: other.auth });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: messages.upload.notFound });
    }
  });

  it('lets the Super admin read any file', async () => {
    for (const url of [imageUrl, `/api/Files/${documentId}`]) {
      const response = await app.inject({ url, headers: rootAuth });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('answers 404 when the row exists but the file is gone from the store', async () => {
    const id = await addIdDocument(estate.communityId);
    await app.fileStore.remove(id);
    const response = await app.inject({ url: `/api/Files/${id}`, headers: estate.auth });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.upload.notFound });
  });

  it('refuses ids that are not file ids, so no path can be named', async () => {
    for (const id of [
      '..%2F..%2Fneighbourly.sqlite',
      '..%2Fuploads',
      'abc',
      imageId.toUpperCase(),
      `${imageId}.png`,
      `${imageId}0`,
    ]) {
      const response = await app.inject({ url: `/api/Files/${id}`, headers: estate.auth });
      expect(response.statusCode, id).toBe(400);
      expect(response.json(), id).toEqual({
        message: 'File is not valid',
        errors: { fileId: 'File is not valid' },
      });
    }
    const dotted = await app.inject({ url: '/api/Files/../../etc/passwd', headers: estate.auth });
    expect(dotted.statusCode).not.toBe(200);
  });

  it('needs a session: 401', async () => {
    for (const url of [imageUrl, `/api/Files/${documentId}`]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: messages.auth.signInRequired });
    }
  });

  it('is in the OpenAPI document with its tag', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    const document = response.json<{ paths: Record<string, Record<string, { tags: string[] }>> }>();
    expect(document.paths['/api/Files/{fileId}']?.get?.tags).toEqual(['Files']);
    const post = document.paths['/api/Landlords/']?.post as unknown as {
      requestBody: { content: Record<string, unknown> };
    };
    expect(Object.keys(post.requestBody.content)).toEqual(['multipart/form-data']);
  });
});
