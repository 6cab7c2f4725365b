import { PRODUCT_NAME } from '../../../shared/messages';
import { ListExportButton } from '../common/ListExportButton';

/** Spec section 9 / decisions.md: the product's name with the suffix `_resident-List.csv`. */
export const RESIDENTS_CSV = `${PRODUCT_NAME}_resident-List.csv`;

/**
 * 'Export csv' on the residents list: every resident matching the search saved as
 * Neighbourly_resident-List.csv; with an empty list, the spec's 'No resident record to export'.
 */
export function ExportResidentsButton() {
  return (
    <ListExportButton
      resource="resident"
      filterOf={(filterValues) => ({ q: filterValues.q })}
      fileName={() => RESIDENTS_CSV}
      texts={{
        label: 'neighbourly.resident.export',
        empty: 'neighbourly.resident.noExport',
        failed: 'neighbourly.resident.export_failed',
      }}
    />
  );
}
