/**
 * Files the API serves only to a session (the residents' CSV export, an ID document), fetched here
 * with the session cookie and handed to the browser as a blob, so a failure shows the server's
 * message instead of a broken download.
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
  const signedIn = getUser() !== null;
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new HttpError(messages.generic.failure, 0, null);
  }
  if (!response.ok) {
    if (response.status === 401 && signedIn) announceSessionEnded();
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
