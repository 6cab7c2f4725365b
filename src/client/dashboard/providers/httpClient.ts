/**
 * The dashboard's side of the fetch core (common/http.ts): every call of the providers goes
 * through here, and every failure leaves as react-admin's HttpError, the one error class of the
 * dashboard: its message is the server's `{ message }` or the spec's generic failure text
 * (section 8), its body the server's answer (with `errors`, react-admin puts each text on its
 * form field). A 401 is not handled here: react-admin passes it to authProvider.checkError.
 */
import { HttpError } from 'react-admin';
import { messages } from '../../../shared/messages';
import { ApiFailure, send, sendJson, type ApiResponse } from '../../common/http';

/** An ApiFailure as react-admin's HttpError; anything else (an abort) as it is. */
function toHttpError(error: unknown): unknown {
  if (!(error instanceof ApiFailure)) return error;
  return new HttpError(error.message || messages.generic.failure, error.status, error.body);
}

/**
 * JSON in and out (a FormData body goes as multipart); `json` is the parsed answer, typed `any`
 * as fetchUtils.fetchJson types it: ra-data-simple-rest and the methods give it its record type.
 */
export async function httpClient(
  url: string,
  options: RequestInit = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
): Promise<ApiResponse<any>> {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  try {
    return await sendJson(url, { ...options, headers });
  } catch (error) {
    throw toHttpError(error);
  }
}

/** A file the API serves only to a session (an image, an ID document, a CSV export). */
export async function fetchBlob(url: string, options: RequestInit = {}): Promise<Blob> {
  try {
    return await (await send(url, options)).blob();
  } catch (error) {
    throw toHttpError(error);
  }
}
