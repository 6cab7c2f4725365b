import { PRODUCT_NAME } from '../../../shared/messages';
import { ListExportButton } from '../common/ListExportButton';

const TEXTS = 'neighbourly.visitors';

/** `Neighbourly_entry-log_2026-11-22_2026-11-28.csv`: the product, the log and its dates. */
export function logFileName(filter: { From?: unknown; To?: unknown }): string {
  const dates = [filter.From, filter.To].filter((date) => typeof date === 'string' && date);
  return `${[`${PRODUCT_NAME}_entry-log`, ...dates].join('_')}.csv`;
}

/**
 * 'Export csv' on the entry log: every entry matching the dates and search (`GET
 * /api/Visitors/Log/Export`, not one page of it); an empty period says so instead.
 */
export function ExportLogButton() {
  return (
    <ListExportButton
      resource="visitor-log"
      fileName={logFileName}
      texts={{
        label: `${TEXTS}.export`,
        exporting: `${TEXTS}.exporting`,
        empty: `${TEXTS}.export_empty`,
        failed: `${TEXTS}.export_failed`,
      }}
    />
  );
}
