/** Upload and request size limits, and the file types each kind of upload accepts (issue 13). */

/** Uploads (decisions.md, Security → Files): images and ID documents up to 5 MB. */
export const MAX_UPLOAD_MEGABYTES = 5;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MEGABYTES * 1024 * 1024;

/** A JSON or urlencoded body, and a multipart form's text field. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** A multipart form's files, text fields and parts (the resident form, the largest, has two files). */
export const MULTIPART_MAX_FILES = 5;
export const MULTIPART_MAX_FIELDS = 60;
export const MULTIPART_MAX_PARTS = 70;

/**
 * Bytes all of a PDF's object streams together may inflate to while it is checked for active
 * content (against zip bombs in a 5 MB file).
 */
export const MAX_INFLATED_PDF_BYTES = 50 * 1024 * 1024;

/**
 * Pixels (width × height) an uploaded image may have before it is decoded: 40 megapixels (e.g.
 * 8000 × 5000); a modern phone's photo has 12 to 48.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Photos: JPEG, PNG or WebP (no SVG, which can carry script; no GIF). */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** ID documents: a photo or a PDF. */
export const DOCUMENT_CONTENT_TYPES = [...IMAGE_CONTENT_TYPES, 'application/pdf'] as const;
