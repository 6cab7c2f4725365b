/**
 * Files the API serves only to a session (contract: Files; an ID document, a photo, a CSV export):
 * a plain <img> or link cannot send the CSRF-protected session the way the providers do, and a
 * refused file must show the server's message, not a broken image or download.
 */
import { fetchBlob } from '../httpClient';

export const fileMethods = {
  /** The file at `path` (same origin, e.g. `/api/Files/{fileId}`), as a Blob. */
  getFileBlob: (path: string, options: { signal?: AbortSignal } = {}): Promise<Blob> =>
    fetchBlob(path, { signal: options.signal }),
};

export type FileMethods = typeof fileMethods;

/**
 * Whether a getFileBlob answer is the file: after a 401, react-admin's useDataProvider answers
 * `{ data: {} }` instead (the session has ended). Read by shape: a fetched Blob may come from
 * another realm than the page's Blob class (as in tests).
 */
export function isBlob(value: unknown): value is Blob {
  const blob = value as Partial<Blob> | null | undefined;
  return typeof blob?.size === 'number' && typeof blob.type === 'string';
}
