import { fetchProtectedFile, saveBlob } from '../../resident/protectedFile';

/**
 * Fetches a server-written CSV with the signed-in user's token (a plain link cannot send it) and
 * saves it as `fileName`. Throws an HttpError with the server's `{ message }`.
 */
export async function downloadCsv(url: string, fileName: string): Promise<void> {
  const blob = await fetchProtectedFile(url);
  saveBlob(blob, fileName);
}
