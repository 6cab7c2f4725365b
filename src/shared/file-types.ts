/**
 * What an uploaded file really is, told by its first bytes (magic numbers). The declared
 * Content-Type and the file name come from the client and are never trusted (decisions.md,
 * Security → Files): a text file renamed .jpg, an SVG (which can carry script), a GIF, an HTML
 * page or a program renamed .png are all refused because their first bytes match none of the
 * accepted formats. One rule for both sides: the server checks every upload with it, and the
 * dashboard checks a chosen file with it before the form is saved. Plain bytes (Uint8Array, of
 * which Node's Buffer is one): the browser imports this.
 */
import { DOCUMENT_CONTENT_TYPES, IMAGE_CONTENT_TYPES } from './limits/index.js';
import { messages } from './messages.js';

/**
 * An upload's kind: a photo (JPEG, PNG, WebP), an ID document (also PDF), or a notice's
 * attachment (issue 19: the ID document's types, read by the notice's recipients).
 */
export type UploadKind = 'image' | 'id-document' | 'attachment';

export interface DetectedType {
  contentType: string;
  /** Used only in the generated download name (`<fileId>.<extension>`). */
  extension: string;
}

interface Signature extends DetectedType {
  matches(header: Uint8Array): boolean;
}

const startsWith = (header: Uint8Array, bytes: readonly number[], at = 0) =>
  header.length >= at + bytes.length && bytes.every((byte, index) => header[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const JPEG: Signature = {
  contentType: 'image/jpeg',
  extension: 'jpg',
  matches: (header) => startsWith(header, [0xff, 0xd8, 0xff]),
};
const PNG: Signature = {
  contentType: 'image/png',
  extension: 'png',
  matches: (header) => startsWith(header, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
};
const WEBP: Signature = {
  contentType: 'image/webp',
  extension: 'webp',
  matches: (header) => startsWith(header, ascii('RIFF')) && startsWith(header, ascii('WEBP'), 8),
};
const PDF: Signature = {
  contentType: 'application/pdf',
  extension: 'pdf',
  matches: (header) => startsWith(header, ascii('%PDF-')),
};

/** The signatures of the types a kind accepts (the same lists the browser's file pickers offer). */
const signaturesOf = (types: readonly string[]) =>
  [JPEG, PNG, WEBP, PDF].filter((signature) => types.includes(signature.contentType));

const SIGNATURES: Record<UploadKind, readonly Signature[]> = {
  image: signaturesOf(IMAGE_CONTENT_TYPES),
  'id-document': signaturesOf(DOCUMENT_CONTENT_TYPES),
  attachment: signaturesOf(DOCUMENT_CONTENT_TYPES),
};

/** Bytes needed to tell every accepted format apart. */
export const HEADER_BYTES = 12;

/** The accepted type the header shows for this kind of upload, or null when it is none of them. */
export function detectFileType(header: Uint8Array, kind: UploadKind): DetectedType | null {
  const found = SIGNATURES[kind].find((signature) => signature.matches(header));
  return found ? { contentType: found.contentType, extension: found.extension } : null;
}

/** True for the image types (a preview is drawn only for these). */
export const isImageType = (contentType: string) =>
  (IMAGE_CONTENT_TYPES as readonly string[]).includes(contentType);

/** The download extension of a stored content type ('bin' for anything unexpected). */
export function extensionOf(contentType: string): string {
  const all = SIGNATURES['id-document'];
  return all.find((signature) => signature.contentType === contentType)?.extension ?? 'bin';
}

/** The refusal text when a file of this kind has the wrong type. */
export function wrongTypeMessage(kind: UploadKind): string {
  return kind === 'image' ? messages.upload.imageType : messages.upload.documentType;
}
