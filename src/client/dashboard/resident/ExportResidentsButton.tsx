import { useState } from 'react';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button } from '@mui/material';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { PRODUCT_NAME } from '../../../shared/messages';
import { exportUrl } from '../providers/dataProvider';
import { saveBlob, useProtectedFile } from './protectedFile';

/** Spec section 9 / decisions.md: the product's name with the suffix `_resident-List.csv`. */
export const RESIDENTS_CSV = `${PRODUCT_NAME}_resident-List.csv`;

/**
 * 'Export csv' on the residents list: every resident matching the search (the server writes the
 * file, not one page of it) saved as Neighbourly_resident-List.csv; with an empty list, the
 * spec's 'No resident record to export' instead.
 */
export function ExportResidentsButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const fetchFile = useProtectedFile();
  const { total, isPending, filterValues } = useListContext();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    if (!total) {
      notify('neighbourly.resident.noExport', { type: 'warning' });
      return;
    }
    setExporting(true);
    try {
      const blob = await fetchFile(exportUrl('resident', { q: filterValues.q }));
      if (blob) saveBlob(blob, RESIDENTS_CSV);
    } catch (error) {
      // A 401 has ended the session already (react-admin's checkError): this is any other.
      const text = error instanceof Error && error.message ? error.message : null;
      notify(text ?? 'neighbourly.resident.export_failed', { type: 'error' });
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
      {translate('neighbourly.resident.export')}
    </Button>
  );
}
