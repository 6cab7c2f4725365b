/**
 * Uploaded images are decoded and written again (issue 12, finding 7), so what is stored is only
 * pixels: bytes after the image's end (HTML, script), EXIF and other metadata (a phone photo's GPS
 * position), ICC profiles and comments do not survive. The format stays the one uploaded (JPEG,
 * PNG or WebP, told by the first bytes), so the content type the client saw accepted is the one it
 * gets back.
 *
 * A decompression bomb (a 1 MB PNG of 20000 × 20000 pixels) is refused from its header, before any
 * pixel is decoded: width × height may be at most {@link MAX_IMAGE_PIXELS}; sharp's own
 * `limitInputPixels` repeats the check when decoding.
 */
import { writeFile } from 'node:fs/promises';
import type { Sharp } from 'sharp';
import { MAX_IMAGE_PIXELS } from '../../shared/limits/index.js';
import { messages } from '../../shared/messages.js';

/** Largest image accepted (named with the other limits); the upload tests read it here. */
export { MAX_IMAGE_PIXELS };

type SharpModule = (typeof import('sharp'))['default'];

let loaded: Promise<SharpModule> | null = null;

/**
 * sharp (libvips) is loaded with the first upload, not at start-up: it adds some 30 MB to the
 * resident memory of a server that may never receive an image (issue 14's idle budget).
 */
function loadSharp(): Promise<SharpModule> {
  loaded ??= import('sharp').then((module) => {
    const sharp = module.default;
    // Every upload is a new image: libvips' operation cache would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

/** Why an image was refused; storage.ts turns it into a 400 naming the field. */
export class ImageRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageRefused';
  }
}

// 'error' (not sharp's default 'warning'): a phone JPEG with a harmless warning still uploads.
const OPTIONS = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const;

/** Each accepted format written again as itself (quality 90: ID documents must stay legible). */
const ENCODERS: Record<string, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 90 }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 90 }),
};

/**
 * Re-encodes the image stored at `file` in place, in its own format; answers the new size in
 * bytes. Throws {@link ImageRefused} for an image that cannot be read or has too many pixels.
 */
export async function reencodeImage(file: string, contentType: string): Promise<number> {
  const sharp = await loadSharp();
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Reads the header only: no pixel is decoded yet.
    ({ width, height } = await sharp(file, { ...OPTIONS, limitInputPixels: false }).metadata());
  } catch {
    throw new ImageRefused(messages.upload.imageUnreadable);
  }
  if (!width || !height) throw new ImageRefused(messages.upload.imageUnreadable);
  if (width * height > MAX_IMAGE_PIXELS) throw new ImageRefused(messages.upload.tooManyPixels);

  const encode = ENCODERS[contentType];
  if (!encode) throw new Error(`Not an image type: ${contentType}`);
  let output: Buffer;
  try {
    // Turned upright by its EXIF orientation first, since the orientation tag is dropped with
    // the rest of the metadata (sharp keeps none unless asked).
    output = await encode(sharp(file, OPTIONS).rotate()).toBuffer();
  } catch {
    throw new ImageRefused(messages.upload.imageUnreadable);
  }
  await writeFile(file, output, { mode: 0o600 });
  return output.length;
}
