import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import {
  DataTable,
  ListContextProvider,
  ResourceContextProvider,
  useList,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { ImportRowError } from '../../../shared/contract/imports';
import { PAGE_SIZE } from '../../../shared/format';
import { PhoneList, usePhoneScreen } from '../common/PhoneList';
import { RangePagination } from '../common/RangePagination';

type ErrorRecord = ImportRowError & { id: number };

/**
 * The rows in error (Row, Column, Problem), paged like every list ('1 - 10 of N'); on a phone
 * each as a stacked item: the problem, then its row and column. A problem of the whole row has
 * no column.
 */
export function ImportErrors({ errors }: { errors: readonly ImportRowError[] }) {
  const translate = useTranslate();
  const phone = usePhoneScreen();
  const data = useMemo(
    () => errors.map((error, index): ErrorRecord => ({ ...error, id: index + 1 })),
    [errors],
  );
  const list = useList<ErrorRecord>({ data, perPage: PAGE_SIZE });
  const column = (record: RaRecord) =>
    (record as ErrorRecord).column || translate('neighbourly.import.whole_row');
  return (
    <Box component="section" aria-labelledby="import-errors-title">
      <Typography
        id="import-errors-title"
        role="alert"
        color="error"
        sx={{ fontWeight: 600, mb: 1 }}
      >
        {translate('neighbourly.import.problems', { smart_count: errors.length })}
      </Typography>
      <ResourceContextProvider value="import-errors">
        <ListContextProvider value={list}>
          {phone ? (
            <PhoneList
              primary="message"
              facts={['row', { source: 'column', render: column }]}
              rowClick={false}
            />
          ) : (
            <DataTable bulkActionButtons={false} rowClick={false}>
              <DataTable.Col source="row" disableSort sx={{ width: 80 }} />
              <DataTable.Col source="column" disableSort render={column} sx={{ width: 200 }} />
              <DataTable.Col source="message" disableSort />
            </DataTable>
          )}
          {errors.length > PAGE_SIZE ? <RangePagination /> : null}
        </ListContextProvider>
      </ResourceContextProvider>
    </Box>
  );
}
