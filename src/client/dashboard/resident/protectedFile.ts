/**
 * Files the API serves only with the bearer token (the residents' CSV export, an ID document):
 * `<a href>` and `<img src>` cannot send an Authorization header, so they are fetched here and
 * handed to the browser as a blob.
 */
import { HttpError } from 'react-admin';
import { messages } from '../../../shared/messages';
import { getUser } from '../../common/session-store';
import { announceSessionEnded } from '../providers/sessionEnd';

function serverMessage(body: unknown): string | null {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** GET `url` with the signed-in user's token; an HttpError with the server's `{ message }`. */
export async function fetchProtectedFile(url: string): Promise<Blob> {
  const token = getUser()?.authToken;
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new HttpError(messages.generic.failure, 0, null);
  }
  if (!response.ok) {
    if (response.status === 401 && token) announceSessionEnded();
    const body: unknown = await response.json().catch(() => null);
    throw new HttpError(serverMessage(body) ?? messages.generic.failure, response.status, body);
  }
  return response.blob();
}

/** Saves `blob` as `fileName` through a temporary download link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the URL to the download; free it once this task is done.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
