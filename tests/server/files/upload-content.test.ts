/**
 * Uploads are what they claim (issue 12, finding 7): images are decoded and written again, so
 * script after a valid image, metadata such as a photo's GPS position, and decompression bombs do
 * not survive; PDFs that could run something are refused; every refusal names the field at fault
 * and leaves no file and no row behind.
 */
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Landlord } from '../../../src/shared/contract/landlords.js';
import { messages } from '../../../src/shared/messages.js';
import type { App } from '../../../src/server/app.js';
import { MAX_IMAGE_PIXELS } from '../../../src/server/files/image-reencode.js';
import { checkPdf } from '../../../src/server/files/pdf-check.js';
import { storeUpload } from '../../../src/server/files/storage.js';
import {
  communityWithApartment,
  landlordForm,
  photo,
  png,
  sendLandlord,
  storedBytes,
  storedFiles,
  type Estate,
} from '../support/files-fixtures.js';
import { build, countRows } from '../support/helper.js';
import {
  ACTIVE_PDFS,
  CLEAN_PDF,
  CLEAN_PDF_WITH_VIEW,
  UNINSPECTABLE_PDFS,
} from '../support/pdf-fixtures.js';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A black 1-bit PNG of width × height: 20000 × 20000 is 400 megapixels in about 50 KB. */
function bombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    png().subarray(0, 8),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const SCRIPT = Buffer.from('<html><script>alert(document.cookie)</script></html>');
/** A refusal naming the photo by its label, in the message and on the form's `Image` field. */
const field = (label: string, message: string) => ({
  message: `${label}: ${message}`,
  errors: { Image: `${label}: ${message}` },
});

describe('uploaded content (issue 12)', () => {
  let app: App;
  let estate: Estate;

  beforeAll(async () => {
    app = await build();
    estate = await communityWithApartment(app);
  });
  afterAll(() => app.close());

  const snapshot = async () => ({
    landlords: await countRows(app, 'landlords'),
    files: await countRows(app, 'files'),
    stored: await storedFiles(app),
  });

  async function upload(bytes: Buffer, name = 'photo.png', type = 'image/png') {
    return sendLandlord(app, 'POST', estate.auth, landlordForm(estate), [photo(bytes, name, type)]);
  }

  async function keptBytes(response: Awaited<ReturnType<typeof upload>>) {
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json<Landlord>().image!.slice('/api/Files/'.length);
    return storedBytes(app, id);
  }

  it('drops HTML and script after a valid image', async () => {
    const stored = await keptBytes(await upload(Buffer.concat([png(), SCRIPT])));
    expect(stored.includes('<script')).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe('png');
  });

  const refusals: [string, Buffer, string][] = [
    ['a PNG signature followed by HTML', Buffer.concat([png().subarray(0, 8), SCRIPT]), 'unread'],
    ['a PNG cut short', png().subarray(0, 40), 'unread'],
    // Near-misses whose first bytes pass (issue 20, tests/shared/file-types-corpus.test.ts).
    ['a PNG signature alone', png().subarray(0, 8), 'unread'],
    ['a PNG signature and part of its IHDR chunk', png().subarray(0, 18), 'unread'],
    ['a JPEG start of image and nothing after', Buffer.from([0xff, 0xd8, 0xff]), 'unread'],
    ['a 20000 × 20000 PNG (decompression bomb)', bombPng(20_000, 20_000), 'pixels'],
    ['a PNG just over 40 megapixels', bombPng(6325, 6325), 'pixels'],
  ];
  for (const [what, bytes, why] of refusals) {
    it(`refuses ${what}, naming the field, storing nothing`, async () => {
      const before = await snapshot();
      const started = Date.now();
      const response = await upload(bytes);
      expect(response.statusCode).toBe(400);
      const message =
        why === 'pixels' ? messages.upload.tooManyPixels : messages.upload.imageUnreadable;
      expect(response.json()).toEqual(field('Photo', message));
      expect(await snapshot()).toEqual(before);
      // Refused from the header: nothing the size of the pixels was decoded.
      expect(Date.now() - started).toBeLessThan(5_000);
    });
  }

  it('keeps no EXIF metadata (a GPS position) and turns the photo upright', async () => {
    const tagged = await sharp({
      create: { width: 4, height: 2, channels: 3, background: { r: 200, g: 10, b: 10 } },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Copyright: 'Secret-Marker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 0/1' },
      })
      .toBuffer();
    expect(await sharp(tagged).metadata()).toMatchObject({
      orientation: 6,
      exif: expect.anything(),
    });
    const stored = await keptBytes(await upload(tagged, 'me.jpg', 'image/jpeg'));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('Secret-Marker')).toBe(false);
    expect([meta.width, meta.height]).toEqual([2, 4]);
  });

  it('keeps the uploaded format: JPEG, PNG and WebP written again as themselves', async () => {
    const base = sharp({
      create: { width: 3, height: 3, channels: 3, background: { r: 1, g: 2, b: 3 } },
    });
    for (const [format, bytes] of [
      ['jpeg', await base.clone().jpeg().toBuffer()],
      ['png', await base.clone().png().toBuffer()],
      ['webp', await base.clone().webp().toBuffer()],
    ] as const) {
      const upload = await storeUpload(Readable.from([bytes]), {
        store: app.fileStore,
        dataDir: app.config.dataDir,
        kind: 'image',
      });
      expect(upload?.contentType).toBe(`image/${format}`);
      const stored = await storedBytes(app, upload!.id);
      expect(upload?.sizeBytes).toBe(stored.length);
      expect((await sharp(stored).metadata()).format).toBe(format);
    }
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
  });
});

describe('PDF ID documents (issue 12)', () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  const store = (bytes: Buffer) =>
    storeUpload(Readable.from([bytes]), {
      store: app.fileStore,
      dataDir: app.config.dataDir,
      kind: 'id-document',
      field: 'IdNumberFile',
    });

  it('keeps plain PDFs, a view-only /OpenAction and object streams included', async () => {
    for (const pdf of [CLEAN_PDF, CLEAN_PDF_WITH_VIEW]) {
      expect(checkPdf(pdf)).toBe('clean');
      const upload = await store(pdf);
      expect(upload?.contentType).toBe('application/pdf');
      expect(upload?.sizeBytes).toBe(pdf.length);
    }
  });

  for (const [what, pdf] of Object.entries(ACTIVE_PDFS)) {
    it(`refuses ${what}, leaving nothing`, async () => {
      expect(checkPdf(pdf)).toBe('active');
      const before = await storedFiles(app);
      await expect(store(pdf)).rejects.toMatchObject({
        statusCode: 400,
        message: `ID document: ${messages.upload.documentActive}`,
      });
      expect(await storedFiles(app)).toEqual(before);
    });
  }

  for (const [what, pdf] of Object.entries(UNINSPECTABLE_PDFS)) {
    it(`refuses ${what}, which cannot be checked`, async () => {
      expect(checkPdf(pdf)).toBe('uninspectable');
      const before = await storedFiles(app);
      await expect(store(pdf)).rejects.toMatchObject({
        statusCode: 400,
        message: `ID document: ${messages.upload.documentUnreadable}`,
      });
      expect(await storedFiles(app)).toEqual(before);
    });
  }
});
