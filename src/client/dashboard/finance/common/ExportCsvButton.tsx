import { useState } from 'react';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button } from '@mui/material';
import { useListContext, useNotify, useResourceContext, useTranslate } from 'react-admin';
import { FINANCE_EXPORTS } from '../../../../shared/finance';
import { exportUrl } from '../../providers/dataProvider';
import { useDownloadCsv } from './downloadCsv';
import { useFinanceErrorToast } from './useFinanceError';

export type FinanceExport = keyof typeof FINANCE_EXPORTS;

/** What an empty list says instead of exporting (spec section 5: one text for income and expenses). */
const EMPTY_EXPORT: Record<FinanceExport, string> = {
  transactions: 'neighbourly.finance.transactionsExportEmpty',
  wallet: 'neighbourly.finance.walletExportEmpty',
  income: 'neighbourly.finance.expenseExportEmpty',
  expenses: 'neighbourly.finance.expenseExportEmpty',
  debtors: 'neighbourly.finance.debtorsExportEmpty',
};

function isFinanceExport(resource: string | undefined): resource is FinanceExport {
  return resource !== undefined && resource in FINANCE_EXPORTS;
}

/**
 * 'Export csv' on a finance list: every row matching the list's search, written by the server
 * (`<list path>/Export`), saved under the spec's file name (FINANCE_EXPORTS); with an empty list,
 * the spec's 'No ... record to export' instead.
 */
export function ExportCsvButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const toastError = useFinanceErrorToast();
  const downloadCsv = useDownloadCsv();
  const resource = useResourceContext();
  const { total, isPending, filterValues } = useListContext();
  const [exporting, setExporting] = useState(false);
  if (!isFinanceExport(resource)) return null;

  const exportCsv = async () => {
    if (!total) {
      notify(EMPTY_EXPORT[resource], { type: 'warning' });
      return;
    }
    setExporting(true);
    try {
      await downloadCsv(exportUrl(resource, filterValues), FINANCE_EXPORTS[resource]);
    } catch (error) {
      toastError(error);
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
      {translate(exporting ? 'neighbourly.finance.exporting' : 'neighbourly.finance.export')}
    </Button>
  );
}
