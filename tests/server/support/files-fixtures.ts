/**
 * Fixtures for the upload, file and landlord tests: real tiny files of each accepted type (and
 * some refused ones), multipart bodies built by Node's own FormData, and a community with a street
 * and an apartment to hang landlords on.
 */
import { readdir } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { App } from '../../../src/server/app.js';
import { incomingDir, uploadsDir } from '../../../src/server/files/storage.js';
import { unique } from './helper.js';
import { community } from './world/community.js';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1×1 PNG, pixel colour `grey` (so two images can differ). */
export function png(grey = 0x80): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, grey]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The grey level of an image's first pixel, decoded: uploads are stored decoded and written again
 * (issue 12), so a test compares what `png(grey)` drew, not the bytes.
 */
export async function greyOf(bytes: Buffer): Promise<number> {
  const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return data[0]!;
}

/**
 * A complete 1×1 baseline JPEG (written by sharp): uploads are decoded since issue 12, so the
 * fixture must be a whole image, not just a header.
 */
export const JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxl' +
    'Z2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2Nj' +
    'Y2P/wAARCAABAAEDASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAU' +
    'AQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AAA//2Q==',
  'base64',
);

/** A 1×1 lossless WebP (RIFF container, WEBP, VP8L chunk). */
export const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** A one-page PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 10 10]>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

export const GIF = Buffer.concat([
  Buffer.from('GIF89a', 'ascii'),
  Buffer.from([1, 0, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 0, 0x3b]),
]);
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
);
export const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
/** A Windows program's first bytes ('MZ' and its DOS header), as in an .exe renamed .png. */
export const EXE = Buffer.concat([
  Buffer.from('MZ', 'ascii'),
  Buffer.from([0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]),
  Buffer.alloc(114),
]);
export const TEXT = Buffer.from('just some text, not a picture at all\n');

/** A PNG header followed by zeros, `bytes` long in all. */
export function bigPng(bytes: number): Buffer {
  const file = Buffer.alloc(bytes);
  png().copy(file);
  return file;
}

export interface FilePart {
  field?: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data request body, serialised by Node's FormData. */
export async function multipart(fields: Record<string, string | number>, files: FilePart[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const file of files) {
    form.append(
      file.field ?? 'Image',
      new Blob([new Uint8Array(file.bytes)], { type: file.type }),
      file.name,
    );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** The names in a folder, none when it does not exist (yet). */
const namesIn = (dir: string) => readdir(dir).catch((): string[] => []);

/**
 * What an app keeps of uploads, whatever its store: the ids in its file store (DATA_DIR/uploads
 * or the S3 bucket), then any temp file still in DATA_DIR/incoming (as `incoming/<name>`), so a
 * test that expects nothing left checks both places.
 */
export async function storedFiles(app: App): Promise<string[]> {
  const { storage, dataDir } = app.config;
  const stored =
    storage.kind === 's3'
      ? await (await import('./s3-fixtures.js')).storedObjectIds(storage)
      : await namesIn(uploadsDir(dataDir));
  const incoming = (await namesIn(incomingDir(dataDir))).map((name) => `incoming/${name}`);
  return [...stored.sort(), ...incoming.sort()];
}

/** Whether the app's file store holds a file under `id`. */
export async function isStored(app: App, id: string): Promise<boolean> {
  const file = await app.fileStore.open(id);
  file?.stream.destroy();
  return file !== null;
}

/** The bytes the app's file store holds under `id` (throws when it holds none). */
export async function storedBytes(app: App, id: string): Promise<Buffer> {
  const file = await app.fileStore.open(id);
  if (!file) throw new Error(`No stored file ${id}`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A registered community, its Admin's token, and a street with an address and an apartment,
 * written straight into the database so the upload tests do not depend on the records API.
 */
export async function communityWithApartment(app: App) {
  const estate = await community(app);
  const createdAt = new Date().toISOString();
  const communityId = estate.id;
  const tag = unique();
  const street = await app.db
    .insertInto('streets')
    .values({
      communityId,
      streetName: `Admiralty Way ${tag}`,
      buildings: 4,
      lga: 'Eti-Osa',
      state: 'Lagos',
      country: 'Nigeria',
      createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const address = await app.db
    .insertInto('addresses')
    .values({
      communityId,
      streetId: street.id,
      address: `12 Admiralty Way ${tag}`,
      buildings: 1,
      apartments: 2,
      landlordId: 'LL-1',
      createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const apartment = await app.db
    .insertInto('apartments')
    .values({
      communityId,
      apartmentName: `Flat A ${tag}`,
      addressId: address.id,
      streetId: street.id,
      landlordId: 'LL-1',
      principalId: 'PR-1',
      principalPhoneNumber: '08031234567',
      landlordPhoneNumber: '08037654321',
      createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    communityId,
    token: estate.admin.token,
    auth: estate.auth,
    streetId: street.id,
    streetName: `Admiralty Way ${tag}`,
    apartmentId: apartment.id,
    apartmentName: `Flat A ${tag}`,
  };
}

export type Estate = Awaited<ReturnType<typeof communityWithApartment>>;

/** A complete landlord form for the estate's apartment and street. */
export function landlordForm(
  estate: Pick<Estate, 'streetId' | 'apartmentId'>,
  overrides: Record<string, string | number> = {},
): Record<string, string | number> {
  return {
    StreetId: estate.streetId,
    ApartmentId: estate.apartmentId,
    BuildingName: 'Block C',
    Title: 'Chief',
    FullName: 'Babatunde Adeyemi',
    Email: 'b.adeyemi@example.ng',
    MobileNo: '08051234567',
    Lga: 'Eti-Osa',
    State: 'Lagos',
    ...overrides,
  };
}

/** POST or PUT /api/Landlords with a multipart body. */
export async function sendLandlord(
  app: App,
  method: 'POST' | 'PUT',
  headers: Record<string, string>,
  fields: Record<string, string | number>,
  files: FilePart[] = [],
  url = '/api/Landlords',
) {
  const body = await multipart(fields, files);
  return app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

export const photo = (bytes: Buffer = png(), name = 'photo.png', type = 'image/png'): FilePart => ({
  name,
  type,
  bytes,
});
