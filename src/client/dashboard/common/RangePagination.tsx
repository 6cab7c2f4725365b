/**
 * The spec's paging (sections 4 and 9): '1 - 10 of N' ('0 - 0 of 0' when empty) with Previous
 * and Next icon buttons (aria-labels 'Previous page' / 'Next page'), enabled exactly by
 * `canGoPrevious` / `canGoNext` from src/shared/format.ts. Reads the surrounding list context, so
 * it works in any react-admin `<ListBase>` / `<List pagination={<RangePagination />}>`.
 */
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IconButton, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { canGoNext, canGoPrevious, rangeLabel } from '../../../shared/format';

export function RangePagination() {
  const translate = useTranslate();
  const { page, perPage, total, setPage, isPending } = useListContext();
  const count = total ?? 0;
  const previous = !isPending && canGoPrevious(page);
  const next = !isPending && canGoNext(page, count, perPage);
  return (
    <Stack
      component="nav"
      aria-label={translate('neighbourly.list.pagination')}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'flex-end', px: 2, py: 1 }}
    >
      <Typography variant="body2" aria-live="polite">
        {isPending ? '' : rangeLabel(page, count, perPage)}
      </Typography>
      <IconButton
        aria-label={translate('neighbourly.list.previous_page')}
        disabled={!previous}
        onClick={() => setPage(page - 1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        aria-label={translate('neighbourly.list.next_page')}
        disabled={!next}
        onClick={() => setPage(page + 1)}
      >
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
