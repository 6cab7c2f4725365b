/**
 * Files the API serves only to a session (the residents' CSV export, an ID document), read
 * through the dataProvider's getFileBlob and handed to the browser as a blob, so a failure shows
 * the server's message instead of a broken download, and a 401 ends the session like any call.
 */
import { useCallback } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import { isBlob, type FileMethods } from '../providers/methods/files';

/**
 * A function reading the file at a URL: its Blob, or null when the session has just ended
 * (react-admin is already on its way to the sign-in page). Failures throw the HttpError.
 */
export function useProtectedFile(): (url: string) => Promise<Blob | null> {
  const dataProvider = useDataProvider<DataProvider & FileMethods>();
  return useCallback(
    async (url: string) => {
      const blob: unknown = await dataProvider.getFileBlob(url);
      return isBlob(blob) ? blob : null;
    },
    [dataProvider],
  );
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
