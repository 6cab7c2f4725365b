/**
 * Generated pictures for the demo: flat shapes in one colour (no text, so no fonts are needed),
 * rendered to PNG by sharp and stored like any upload (storeUpload vets and re-encodes them, and
 * hands them to the file store: DATA_DIR/uploads or the S3 bucket) with their file rows. The stored ids are collected so a seed that fails can delete them.
 */
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { UploadKind } from '../../shared/file-types.js';
import type { FileStore } from '../files/file-store.js';
import { storeUpload } from '../files/storage.js';
import { fileRow, type UploadOwner } from '../files/uploads.js';
import type { Repositories } from '../repositories/index.js';

/** Where pictures go (the file store, through DATA_DIR's temp folder) and the ids stored so far. */
export interface DrawingStore {
  dataDir: string;
  files: FileStore;
  stored: string[];
}

export type Picture = 'banner' | 'logo' | 'portrait' | 'id-card';

/** Each picture's size and its white marks over the background colour. */
const PICTURES: Record<Picture, { size: [number, number]; marks: (colour: string) => string }> = {
  banner: {
    size: [640, 240],
    marks: () =>
      '<circle cx="120" cy="120" r="70" fill="#fff" opacity="0.9"/>' +
      '<rect x="230" y="80" width="340" height="28" rx="14" fill="#fff"/>' +
      '<rect x="230" y="132" width="240" height="20" rx="10" fill="#fff" opacity="0.7"/>',
  },
  logo: {
    size: [160, 160],
    marks: (colour) =>
      `<circle cx="80" cy="80" r="56" fill="#fff"/><circle cx="80" cy="80" r="30" fill="${colour}"/>`,
  },
  // A head and shoulders.
  portrait: {
    size: [240, 240],
    marks: () =>
      '<circle cx="120" cy="95" r="48" fill="#fff" opacity="0.9"/>' +
      '<ellipse cx="120" cy="235" rx="90" ry="75" fill="#fff" opacity="0.9"/>',
  },
  // A card with a photo box and lines of text.
  'id-card': {
    size: [480, 300],
    marks: (colour) =>
      '<rect x="16" y="16" width="448" height="268" rx="18" fill="#fff"/>' +
      `<rect x="40" y="70" width="120" height="150" rx="8" fill="${colour}" opacity="0.6"/>` +
      `<rect x="40" y="32" width="400" height="18" rx="9" fill="${colour}"/>` +
      [90, 130, 170, 210]
        .map((y) => `<rect x="190" y="${y}" width="230" height="14" rx="7" fill="#9e9e9e"/>`)
        .join(''),
  },
};

function render(picture: Picture, colour: string): Promise<Buffer> {
  const { size, marks } = PICTURES[picture];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size[0]}" height="${size[1]}">` +
    `<rect width="100%" height="100%" fill="${colour}"/>${marks(colour)}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Draws, stores and records a picture (an ID card as an ID document); returns its file id. */
export async function storeDrawing(
  repos: Repositories,
  store: DrawingStore,
  drawn: { picture: Picture; colour: string; owner: UploadOwner; at: string },
): Promise<string> {
  const kind: UploadKind = drawn.picture === 'id-card' ? 'id-document' : 'image';
  const image = await render(drawn.picture, drawn.colour);
  const upload = await storeUpload(Readable.from([image]), {
    store: store.files,
    dataDir: store.dataDir,
    kind,
  });
  if (!upload) throw new Error('A generated picture came out empty');
  store.stored.push(upload.id);
  await repos.files.create(fileRow(upload, drawn.owner, new Date(drawn.at)));
  return upload.id;
}

/** Deletes the pictures of a seed that failed (their file rows were rolled back). */
export async function removeDrawings(store: DrawingStore) {
  for (const id of store.stored) await store.files.remove(id);
}
