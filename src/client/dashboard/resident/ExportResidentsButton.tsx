import { useState } from 'react';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button } from '@mui/material';
import { useListContext, useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import { PRODUCT_NAME } from '../../../shared/messages';
import { getActiveCommunity } from '../switcher/activeCommunity';
import { fetchProtectedFile, saveBlob } from './protectedFile';

/** Spec section 9 / decisions.md: the product's name with the suffix `_resident-List.csv`. */
export const RESIDENTS_CSV = `${PRODUCT_NAME}_resident-List.csv`;

/** `GET /api/Residents/Export` with the list's search and, for the Super admin, the community. */
export function residentsExportUrl(searchText: unknown): string {
  const query = new URLSearchParams();
  if (typeof searchText === 'string' && searchText.trim() !== '') {
    query.set('SearchText', searchText.trim());
  }
  const community = getActiveCommunity();
  if (community.switchable && community.id !== null) {
    query.set('communityId', String(community.id));
  }
  const text = query.toString();
  return `/api/Residents/Export${text ? `?${text}` : ''}`;
}

/**
 * 'Export csv' on the residents list: every resident matching the search (the server writes the
 * file, not one page of it) saved as Neighbourly_resident-List.csv; with an empty list, the
 * spec's 'No resident record to export' instead.
 */
export function ExportResidentsButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { total, isPending, filterValues } = useListContext();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    if (!total) {
      notify('neighbourly.resident.noExport', { type: 'warning' });
      return;
    }
    setExporting(true);
    try {
      const blob = await fetchProtectedFile(residentsExportUrl(filterValues.q));
      saveBlob(blob, RESIDENTS_CSV);
    } catch (error) {
      // A 401 ends the session (the authProvider says so); anything else is told here.
      const loggedOut = await logoutIfAccessDenied(error);
      if (!loggedOut) {
        const text = error instanceof Error && error.message ? error.message : null;
        notify(text ?? 'neighbourly.resident.export_failed', { type: 'error' });
      }
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
