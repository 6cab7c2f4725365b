/**
 * Near-misses for the first-bytes rule (issue 20, 6b): files that look almost like an accepted
 * format. The rule reads the first bytes only, so a header must be at the very start and whole:
 * a RIFF that is not WebP, a PDF header after leading bytes, a GIF, an SVG or HTML in any
 * spelling are refused. A header that is right but whose file is cut short (a PNG signature
 * alone, a JPEG start-of-image alone) passes this check by design; decoding refuses it
 * (tests/server/files/upload-content.test.ts sends those through the upload API).
 */
import { describe, expect, it } from 'vitest';
import { detectFileType, type UploadKind } from '../../src/shared/file-types.js';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part,
    ),
  );

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const UTF8_BOM = [0xef, 0xbb, 0xbf];
const KINDS: UploadKind[] = ['image', 'id-document', 'attachment'];

/** Refused for every kind of upload. */
const REFUSED: Record<string, Uint8Array> = {
  'an empty file': new Uint8Array(0),
  'a RIFF WAVE sound': bytes('RIFF', [0x24, 0x08, 0, 0], 'WAVEfmt '),
  'a RIFF AVI video': bytes('RIFF', [0x24, 0x08, 0, 0], 'AVI LIST'),
  'a RIFF cut before its form type': bytes('RIFF', [0x1a, 0, 0, 0], 'WEB'),
  'WEBP without its RIFF container': bytes('WEBPVP8L', [0, 0, 0, 0]),
  'a PDF header after a newline': bytes('\n%PDF-1.4\n%âãÏÓ'),
  'a PDF header after a space': bytes(' %PDF-1.7\n'),
  'a PDF header after a byte-order mark': bytes(UTF8_BOM, '%PDF-1.4\n'),
  'a PDF header after other bytes (a polyglot)': bytes('GIF89a%PDF-1.4\n'),
  'a PDF header without its dash': bytes('%PDF1.4\n%%EOF'),
  'a JPEG start of image followed by no marker': bytes([0xff, 0xd8, 0x00, 0x10], 'JFIF'),
  'a JPEG start of image alone': bytes([0xff, 0xd8]),
  'a PNG signature whose line ends were converted': bytes([0x89], 'PNG', [0x0a, 0x1a, 0x0a]),
  'a PNG signature missing its first byte': bytes('PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]),
  'a GIF87a': bytes('GIF87a', [1, 0, 1, 0, 0x80, 0]),
  'a GIF89a': bytes('GIF89a', [1, 0, 1, 0, 0x80, 0]),
  'an SVG with an XML prolog': bytes('<?xml version="1.0" encoding="UTF-8"?><svg xmlns="'),
  'an SVG after a byte-order mark': bytes(UTF8_BOM, '<svg xmlns="http://www.w3.org/2000/svg">'),
  'HTML after blank lines': bytes('\n\n  <!DOCTYPE html><script>'),
  'HTML after a tab': bytes('\t<html><body onload="x()">'),
  'a BMP': bytes('BM', [0x3a, 0, 0, 0, 0, 0, 0, 0, 0x36, 0]),
  'a ZIP (a .docx)': bytes('PK', [3, 4, 0x14, 0, 6, 0, 8, 0, 0, 0]),
};

/** The first bytes pass; what follows is for decoding to judge. */
const HEADER_ONLY: Record<string, [Uint8Array, string]> = {
  'a PNG signature alone': [bytes(PNG_SIGNATURE), 'image/png'],
  'a PNG signature and part of its IHDR chunk': [
    bytes(PNG_SIGNATURE, [0, 0, 0, 0x0d], 'IH'),
    'image/png',
  ],
  'a JPEG start of image and a marker byte, nothing after': [
    bytes([0xff, 0xd8, 0xff]),
    'image/jpeg',
  ],
  'a RIFF WEBP header with no chunk': [bytes('RIFF', [4, 0, 0, 0], 'WEBP'), 'image/webp'],
};

describe('detectFileType on near-misses', () => {
  for (const [what, header] of Object.entries(REFUSED)) {
    it(`refuses ${what}`, () => {
      for (const kind of KINDS) expect(detectFileType(header, kind), kind).toBeNull();
    });
  }

  for (const [what, [header, contentType]] of Object.entries(HEADER_ONLY)) {
    it(`lets ${what} through the first-bytes check, as ${contentType}`, () => {
      for (const kind of KINDS) {
        expect(detectFileType(header, kind)?.contentType, kind).toBe(contentType);
      }
    });
  }

  it('takes a PDF at the very start for documents only, never as a photo', () => {
    const pdf = bytes('%PDF-1.4\n');
    expect(detectFileType(pdf, 'image')).toBeNull();
    expect(detectFileType(pdf, 'id-document')?.contentType).toBe('application/pdf');
    expect(detectFileType(pdf, 'attachment')?.contentType).toBe('application/pdf');
  });
});
