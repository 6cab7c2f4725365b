/**
 * The first-bytes rule both sides use (src/shared/file-types.ts): the server on every upload,
 * the dashboard on every chosen file. Accepted formats are told by their magic numbers whatever
 * their name; everything else (a program, a GIF, an SVG, HTML, text) matches none.
 */
import { describe, expect, it } from 'vitest';
import {
  HEADER_BYTES,
  detectFileType,
  extensionOf,
  isImageType,
  wrongTypeMessage,
} from '../../src/shared/file-types.js';
import { messages } from '../../src/shared/messages.js';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part,
    ),
  );

const PNG = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF', [0, 1]);
const WEBP = bytes('RIFF', [0x1a, 0, 0, 0], 'WEBPVP8L');
const PDF = bytes('%PDF-1.4\n%âãÏÓ');
/** A Windows program's first bytes: 'MZ' and its DOS header. */
const EXE = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);
const GIF = bytes('GIF89a', [1, 0, 1, 0, 0, 0]);
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg">');
const HTML = bytes('<!doctype html><script>');
/** RIFF, but a WAV sound, not a WebP. */
const WAV = bytes('RIFF', [0x1a, 0, 0, 0], 'WAVEfmt ');

describe('detectFileType', () => {
  it('tells each accepted format by its first bytes, for the kinds that accept it', () => {
    expect(detectFileType(PNG, 'image')).toEqual({ contentType: 'image/png', extension: 'png' });
    expect(detectFileType(JPEG, 'image')).toEqual({ contentType: 'image/jpeg', extension: 'jpg' });
    expect(detectFileType(WEBP, 'image')).toEqual({
      contentType: 'image/webp',
      extension: 'webp',
    });
    expect(detectFileType(PDF, 'id-document')).toEqual({
      contentType: 'application/pdf',
      extension: 'pdf',
    });
    for (const photo of [PNG, JPEG, WEBP]) {
      expect(detectFileType(photo, 'id-document')).toEqual(detectFileType(photo, 'image'));
    }
  });

  it('finds nothing in a program, a GIF, an SVG, HTML, a WAV, a PDF as a photo, or too few bytes', () => {
    for (const kind of ['image', 'id-document'] as const) {
      for (const header of [EXE, GIF, SVG, HTML, WAV, new Uint8Array(0), PNG.subarray(0, 7)]) {
        expect(detectFileType(header, kind)).toBeNull();
      }
    }
    expect(detectFileType(PDF, 'image')).toBeNull();
  });

  it('needs no more than HEADER_BYTES bytes', () => {
    for (const header of [PNG, JPEG, WEBP, PDF]) {
      expect(detectFileType(header.subarray(0, HEADER_BYTES), 'id-document')).not.toBeNull();
    }
  });
});

describe('what goes with a detected type', () => {
  it("names the kind's refusal in the server's words, the download extension and the images", () => {
    expect(wrongTypeMessage('image')).toBe(messages.upload.imageType);
    expect(wrongTypeMessage('id-document')).toBe(messages.upload.documentType);
    expect(extensionOf('image/webp')).toBe('webp');
    expect(extensionOf('application/x-msdownload')).toBe('bin');
    expect(['image/png', 'image/jpeg', 'image/webp'].every(isImageType)).toBe(true);
    expect(isImageType('application/pdf')).toBe(false);
  });
});
