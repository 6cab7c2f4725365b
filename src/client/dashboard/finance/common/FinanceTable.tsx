import type { ReactNode } from 'react';
import { Box, Card, Stack, Typography } from '@mui/material';
import { ListBase, useTranslate } from 'react-admin';
import { PAGE_SIZE } from '../../../../shared/format';
import { ListContent, SearchBox } from '../../common/ListPage';
import type { PhoneFields } from '../../common/PhoneList';
import { RangePagination } from '../../common/RangePagination';
import { ExportCsvButton } from './ExportCsvButton';
import { useFinanceErrorToast } from './useFinanceError';

export interface FinanceTableProps {
  /** 'transactions', 'wallet', 'income' or 'expenses' (providers/resourcePaths.ts). */
  resource: string;
  /** i18n keys of the spec's texts. */
  loadingText: string;
  emptyText: string;
  searchPlaceholder: string;
  /** A heading above the search (the overview's 'Transactions'). */
  title?: string;
  /** Buttons next to 'Export csv' (the administrators' forms). */
  actions?: ReactNode;
  /** false: keep page and search out of the address (the overview, which is not this list). */
  syncWithLocation?: boolean;
  /** What a phone shows of each row instead of the table (financePhone.tsx). */
  phone?: PhoneFields;
  /** The columns (FinanceColumns.tsx). */
  children: ReactNode;
}

/**
 * A paged finance list: a search box with the spec's placeholder (SearchText, applied on Enter or
 * Search, which starts again at page 1), actions, 'Export csv', then the table in its card with the
 * spec's loading and empty texts (on a phone, `phone`'s list) and the range label with Previous and Next. A failed load is a
 * toast: the server's message or 'Something went wrong! Please try again.'.
 */
export function FinanceTable({
  resource,
  loadingText,
  emptyText,
  searchPlaceholder,
  title,
  actions,
  syncWithLocation = true,
  phone,
  children,
}: FinanceTableProps) {
  const translate = useTranslate();
  const toastError = useFinanceErrorToast();
  return (
    <ListBase
      resource={resource}
      perPage={PAGE_SIZE}
      sort={newestFirst}
      disableSyncWithLocation={!syncWithLocation}
      storeKey={syncWithLocation ? undefined : false}
      queryOptions={{ onError: toastError }}
    >
      <Box component="section" aria-label={title ? translate(title) : undefined}>
        {title ? (
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
            {translate(title)}
          </Typography>
        ) : null}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          useFlexGap
          sx={{ mb: 2, alignItems: { xs: 'stretch', sm: 'center' }, flexWrap: 'wrap' }}
        >
          <SearchBox placeholder={searchPlaceholder} />
          <Box sx={{ flexGrow: 1 }} />
          {actions}
          <ExportCsvButton />
        </Stack>
        <Card>
          <ListContent
            loadingText={loadingText}
            emptyText={emptyText}
            rowClick={false}
            phone={phone}
          >
            {children}
          </ListContent>
          <RangePagination />
        </Card>
      </Box>
    </ListBase>
  );
}

/** The API answers newest first; it takes no sort. */
const newestFirst = { field: 'id', order: 'DESC' as const };
