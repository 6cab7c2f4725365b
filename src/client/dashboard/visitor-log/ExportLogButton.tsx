import { useState } from 'react';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button } from '@mui/material';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { PRODUCT_NAME } from '../../../shared/messages';
import { exportUrl } from '../providers/dataProvider';
import { saveBlob, useProtectedFile } from '../resident/protectedFile';

const TEXTS = 'neighbourly.visitors';

/** `Neighbourly_entry-log_2026-11-22_2026-11-28.csv`: the product, the log and its dates. */
export function logFileName(filter: { From?: unknown; To?: unknown }): string {
  const dates = [filter.From, filter.To].filter((date) => typeof date === 'string' && date);
  return `${[`${PRODUCT_NAME}_entry-log`, ...dates].join('_')}.csv`;
}

/**
 * 'Export csv' on the entry log: every entry matching the dates and search (`GET
 * /api/Visitors/Log/Export`, written by the server, not one page of it), through the session like
 * any call; an empty period says so instead.
 */
export function ExportLogButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const fetchFile = useProtectedFile();
  const { total, isPending, filterValues } = useListContext();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    if (!total) {
      notify(`${TEXTS}.export_empty`, { type: 'warning' });
      return;
    }
    setExporting(true);
    try {
      const blob = await fetchFile(exportUrl('visitor-log', filterValues));
      if (blob) saveBlob(blob, logFileName(filterValues));
    } catch (error) {
      // A 401 has ended the session already (react-admin's checkError): this is any other.
      const text = error instanceof Error && error.message ? error.message : null;
      notify(text ?? `${TEXTS}.export_failed`, { type: 'error' });
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
      {translate(exporting ? `${TEXTS}.exporting` : `${TEXTS}.export`)}
    </Button>
  );
}
