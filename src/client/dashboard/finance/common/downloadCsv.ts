import { useCallback } from 'react';
import { saveBlob, useProtectedFile } from '../../resident/protectedFile';

/**
 * A function reading a server-written CSV with the session (a plain link cannot send its CSRF
 * protection) and saving it as `fileName`. Throws an HttpError with the server's `{ message }`.
 */
export function useDownloadCsv(): (url: string, fileName: string) => Promise<void> {
  const fetchFile = useProtectedFile();
  return useCallback(
    async (url: string, fileName: string) => {
      const blob = await fetchFile(url);
      if (blob) saveBlob(blob, fileName);
    },
    [fetchFile],
  );
}
