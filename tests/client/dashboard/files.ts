/**
 * Real files for the upload fields: the dashboard reads a chosen file's first bytes
 * (common/chosenFile.ts), so a test's photo must start as a PNG does, and a refused one must
 * really be something else.
 */
import { MAX_UPLOAD_BYTES } from '../../../src/shared/limits';

/** A complete 1×1 greyscale PNG (the server's tests draw the same one). */
const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

/** A one-page PDF's first line and end (enough for the first-bytes check). */
const PDF_TEXT = '%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n';

/** A Windows program's first bytes: 'MZ' and its DOS header. */
const EXE_BYTES = Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);

/** A real PNG photo. */
export const pngFile = (name = 'photo.png') => new File([PNG_BYTES], name, { type: 'image/png' });

/** A real PDF document. */
export const pdfFile = (name = 'document.pdf') =>
  new File([PDF_TEXT], name, { type: 'application/pdf' });

/** A program renamed .png: the browser declares it image/png by its name. */
export const exeNamedPng = (name = 'holiday.png') =>
  new File([EXE_BYTES], name, { type: 'image/png' });

/** A PNG one byte over the upload limit (its header is a real PNG's: only its size is wrong). */
export function oversizePng(name = 'huge.png'): File {
  const bytes = new Uint8Array(MAX_UPLOAD_BYTES + 1);
  bytes.set(PNG_BYTES);
  return new File([bytes], name, { type: 'image/png' });
}
