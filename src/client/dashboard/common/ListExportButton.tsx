import { useState } from 'react';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button } from '@mui/material';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { exportUrl } from '../providers/dataProvider';
import { saveBlob, useProtectedFile } from '../resident/protectedFile';

type Filter = Record<string, unknown>;

export interface ListExportButtonProps {
  /** The resource whose `/Export` the server writes (dataProvider's exportUrl). */
  resource: string;
  /** What of the list's filter the export takes (default: all of it). */
  filterOf?: (filterValues: Filter) => Filter;
  fileName: (filterValues: Filter) => string;
  /** i18n keys: the button, while exporting, an empty list, a failure without the server's words. */
  texts: { label: string; exporting?: string; empty: string; failed: string };
}

/**
 * 'Export csv' on a list: every record matching the list's filter (the server writes the file, not
 * one page of it), fetched with the session (a plain link cannot send its CSRF protection) and
 * saved; an empty list says so instead.
 */
export function ListExportButton({ resource, filterOf, fileName, texts }: ListExportButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const fetchFile = useProtectedFile();
  const { total, isPending, filterValues } = useListContext();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    if (!total) {
      notify(texts.empty, { type: 'warning' });
      return;
    }
    setExporting(true);
    try {
      const blob = await fetchFile(exportUrl(resource, filterOf?.(filterValues) ?? filterValues));
      if (blob) saveBlob(blob, fileName(filterValues));
    } catch (error) {
      // A 401 has ended the session already (react-admin's checkError): this is any other.
      const text = error instanceof Error && error.message ? error.message : null;
      notify(text ?? texts.failed, { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      onClick={() => void exportCsv()}
      disabled={isPending || exporting}
    >
      {translate(exporting && texts.exporting ? texts.exporting : texts.label)}
    </Button>
  );
}
