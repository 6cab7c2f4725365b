import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Landlord } from '../../../src/shared/contract/landlords.js';
import { messages } from '../../../src/shared/messages.js';
import type { App } from '../../../src/server/app.js';
import { detectFileType, wrongTypeMessage } from '../../../src/shared/file-types.js';
import { MAX_UPLOAD_BYTES } from '../../../src/shared/limits/index.js';
import { readMultipart } from '../../../src/server/files/multipart.js';
import { UploadRefused, storeUpload, storedFilePath } from '../../../src/server/files/storage.js';
import { saveWithUploads } from '../../../src/server/files/uploads.js';
import { MAX_FILE_BYTES } from '../../../src/server/plugins/external/body-parsers.js';
import {
  EXE,
  GIF,
  HTML,
  JPEG,
  PDF,
  SVG,
  TEXT,
  WEBP,
  bigPng,
  communityWithApartment,
  landlordForm,
  multipart,
  photo,
  png,
  isStored,
  sendLandlord,
  storedBytes,
  storedFiles,
  type Estate,
} from '../support/files-fixtures.js';
import { build, countRows } from '../support/helper.js';

/** Every file under a folder, as paths relative to it. */
async function allFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('uploads through a form (POST /api/Landlords)', () => {
  let app: App;
  let estate: Estate;
  /** The file the failing save stored before its database write failed. */
  let attempted: string | undefined;

  async function snapshot() {
    return {
      landlords: await countRows(app, 'landlords'),
      files: await countRows(app, 'files'),
      stored: await storedFiles(app),
    };
  }

  beforeAll(async () => {
    app = await build({
      beforeReady(instance) {
        // A save whose database write fails after the file was stored (the apartment id breaks
        // the foreign key), to prove the stored file goes too.
        instance.post(
          '/test/failing-save',
          { config: { uploads: { Image: 'image' } } },
          async (request) => {
            const { files } = readMultipart(request);
            const image = files.Image!;
            attempted = image.id;
            const communityId = Number(readMultipart(request).fields.CommunityId);
            await saveWithUploads(request, [image], { communityId, createdBy: null }, (repos) =>
              repos.landlords.create(
                communityId,
                {
                  fullName: 'x',
                  title: 'x',
                  email: 'x',
                  mobileNo: 'x',
                  buildingName: '',
                  lga: 'x',
                  state: 'x',
                  apartmentId: 999_999,
                  streetId: 999_999,
                },
                image.id,
                new Date().toISOString(),
              ),
            );
            return { saved: true };
          },
        );
      },
    });
    estate = await communityWithApartment(app);
  });
  afterAll(() => app.close());

  const refusals: [string, ReturnType<typeof photo>, number, string][] = [
    [
      'a text file named .jpg',
      photo(TEXT, 'holiday.jpg', 'image/jpeg'),
      400,
      messages.upload.imageType,
    ],
    [
      'a program renamed .png',
      photo(EXE, 'photo.png', 'image/png'),
      400,
      messages.upload.imageType,
    ],
    ['an SVG', photo(SVG, 'logo.svg', 'image/svg+xml'), 400, messages.upload.imageType],
    ['an SVG named .png', photo(SVG, 'logo.png', 'image/png'), 400, messages.upload.imageType],
    ['a GIF', photo(GIF, 'anim.gif', 'image/gif'), 400, messages.upload.imageType],
    ['an HTML page', photo(HTML, 'page.png', 'image/png'), 400, messages.upload.imageType],
    ['a PDF as a photo', photo(PDF, 'scan.pdf', 'application/pdf'), 400, messages.upload.imageType],
    [
      'a 6 MB image',
      photo(bigPng(6 * 1024 * 1024), 'huge.png', 'image/png'),
      413,
      messages.upload.tooLarge,
    ],
    [
      'an image one byte over 5 MB',
      photo(bigPng(MAX_UPLOAD_BYTES + 1), 'huge.png', 'image/png'),
      413,
      messages.upload.tooLarge,
    ],
  ];

  for (const [what, file, status, message] of refusals) {
    it(`refuses ${what} (${status}), storing nothing and writing no row`, async () => {
      const before = await snapshot();
      const response = await sendLandlord(app, 'POST', estate.auth, landlordForm(estate), [file]);
      expect(response.statusCode).toBe(status);
      // On the form's photo field too, so the form marks it.
      expect(response.json()).toEqual({ message, errors: { Image: message } });
      expect(await snapshot()).toEqual(before);
    });
  }

  it('accepts an image of exactly 5 MB, storing only its pixels written again', async () => {
    expect(MAX_FILE_BYTES).toBe(MAX_UPLOAD_BYTES);
    const response = await sendLandlord(app, 'POST', estate.auth, landlordForm(estate), [
      photo(bigPng(MAX_UPLOAD_BYTES)),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json<Landlord>().image!.slice(11);
    const row = await app.repos.files.findById(id);
    // The 5 MB of zeros after the image's end did not survive the re-encoding.
    const stored = await storedBytes(app, id);
    expect(row?.sizeBytes).toBe(stored.length);
    expect(stored.length).toBeLessThan(1024);
  });

  it('trusts the content, not the declared type or name', async () => {
    const response = await sendLandlord(app, 'POST', estate.auth, landlordForm(estate), [
      photo(JPEG, 'notes.txt', 'text/plain'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const fileId = response.json<Landlord>().image!.slice('/api/Files/'.length);
    expect((await app.repos.files.findById(fileId))?.contentType).toBe('image/jpeg');
    const served = await app.inject({ url: `/api/Files/${fileId}`, headers: estate.auth });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('never uses the file name: `../` names are stored under a generated id inside uploads', async () => {
    const dataDir = app.config.dataDir;
    const parent = path.dirname(dataDir);
    const before = await allFiles(dataDir);
    const storedBefore = await storedFiles(app);
    for (const name of ['../../evil.png', '..\\..\\evil.png', '/etc/evil.png', '../uploads/x']) {
      const response = await sendLandlord(app, 'POST', estate.auth, landlordForm(estate), [
        photo(png(), name),
      ]);
      expect(response.statusCode, name).toBe(201);
    }
    const stored = (await storedFiles(app)).filter((id) => !storedBefore.includes(id));
    expect(stored).toHaveLength(4);
    for (const id of stored) expect(id).toMatch(/^[0-9a-f]{32}$/);
    // On this server's disk: the stored files when they are kept there, and nothing else.
    const added = (await allFiles(dataDir)).filter((file) => !before.includes(file));
    for (const file of added.filter((name) => !name.startsWith('neighbourly.sqlite'))) {
      expect(file).toMatch(/^uploads[/\\][0-9a-f]{32}$/);
    }
    expect((await readdir(parent)).filter((name) => name.includes('evil'))).toEqual([]);
  });

  it('keeps only the declared file field; other files are not stored', async () => {
    const before = await snapshot();
    const response = await sendLandlord(app, 'POST', estate.auth, landlordForm(estate), [
      { field: 'Extra', name: 'a.png', type: 'image/png', bytes: png() },
      photo(),
      { field: 'Image', name: 'second.png', type: 'image/png', bytes: png(0x22) },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const after = await snapshot();
    expect(after.files).toBe(before.files + 1);
    expect(after.stored).toHaveLength(before.stored.length + 1);
  });

  it('deletes the stored file when the database write fails after it', async () => {
    const before = await snapshot();
    const body = await multipart({ CommunityId: estate.communityId }, [photo()]);
    const response = await app.inject({
      method: 'POST',
      url: '/test/failing-save',
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: messages.generic.failure });
    expect(attempted).toMatch(/^[0-9a-f]{32}$/);
    expect(await isStored(app, attempted!)).toBe(false);
    expect(await snapshot()).toEqual(before);
  });
});

describe('storeUpload', () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  const store = (bytes: Buffer, kind: 'image' | 'id-document', maxBytes?: number) =>
    storeUpload(Readable.from([bytes]), {
      store: app.fileStore,
      dataDir: app.config.dataDir,
      kind,
      maxBytes,
    });

  it('stores accepted types under a random id with the detected type', async () => {
    const cases: [Buffer, 'image' | 'id-document', string][] = [
      [png(), 'image', 'image/png'],
      [JPEG, 'image', 'image/jpeg'],
      [WEBP, 'image', 'image/webp'],
      [PDF, 'id-document', 'application/pdf'],
      [png(), 'id-document', 'image/png'],
    ];
    const ids = new Set<string>();
    for (const [bytes, kind, contentType] of cases) {
      const upload = await store(bytes, kind);
      expect(upload).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        kind,
        contentType,
        // Images are written again (issue 12): their size is the new file's; a PDF is kept.
        sizeBytes: contentType === 'application/pdf' ? bytes.length : expect.any(Number),
      });
      ids.add(upload!.id);
    }
    expect(ids.size).toBe(cases.length);
    expect(await storedFiles(app)).toEqual([...ids].sort());
  });

  it('refuses other types with the message for the kind, leaving nothing', async () => {
    const before = await storedFiles(app);
    await expect(store(PDF, 'image')).rejects.toMatchObject({
      statusCode: 400,
      message: messages.upload.imageType,
    });
    for (const bytes of [SVG, GIF, TEXT, HTML]) {
      await expect(store(bytes, 'id-document')).rejects.toMatchObject({
        statusCode: 400,
        message: messages.upload.documentType,
      });
    }
    await expect(store(png(), 'image', 10)).rejects.toBeInstanceOf(UploadRefused);
    await expect(store(png(), 'image', 10)).rejects.toMatchObject({
      statusCode: 413,
      message: messages.upload.tooLarge,
    });
    expect(await storedFiles(app)).toEqual(before);
  });

  it('follows the shared first-bytes rule the dashboard checks a chosen file with', async () => {
    const samples = { png: png(), JPEG, WEBP, PDF, EXE, GIF, SVG, HTML, TEXT };
    for (const kind of ['image', 'id-document'] as const) {
      for (const [name, bytes] of Object.entries(samples)) {
        const expected = detectFileType(bytes, kind);
        const stored = store(bytes, kind);
        if (expected) {
          await expect(stored, `${name} as ${kind}`).resolves.toMatchObject({
            contentType: expected.contentType,
          });
        } else {
          await expect(stored, `${name} as ${kind}`).rejects.toMatchObject({
            statusCode: 400,
            message: wrongTypeMessage(kind),
          });
        }
      }
    }
  });

  it.skipIf(process.env.TEST_STORAGE === 's3')(
    'keeps a file on disk readable by the server alone (mode 0600)',
    async () => {
      const upload = await store(png(), 'image');
      const info = await stat(storedFilePath(app.config.dataDir, upload!.id));
      expect(info.mode & 0o777).toBe(0o600);
    },
  );

  it('returns null for an empty file and keeps nothing', async () => {
    const before = await storedFiles(app);
    expect(await store(Buffer.alloc(0), 'image')).toBeNull();
    expect(await storedFiles(app)).toEqual(before);
  });
});
