/**
 * Columns and row links for `<ListPage>`.
 *
 * - `<Column source="streetName" />`: a `<DataTable.Col>` without sorting (the API sorts newest
 *   first and takes no sort parameter); label from `resources.<name>.fields.<source>`.
 * - Laptops (issue 16): `hideBelow={LAPTOP_WIDE}` hides a column of low priority while the window
 *   is narrower, so the columns that matter fit the card instead of being cut off at its edge;
 *   `wrap` lets a long text (a description, an address) take more lines instead of widening the
 *   table. Every text stays in the page, whole, for screen readers.
 * - `<LinkColumn source="address" />`: a first column whose text links to the record's edit view,
 *   so keyboard users open a row with Tab and Enter (issue 16); `link={false}` shows plain text
 *   (a role that may not edit).
 * - `<ActionsColumn>`: a column of buttons or links whose header says 'Actions' to screen readers
 *   only (an empty header names nothing).
 * - `<EditLink label="neighbourly.list.edit" />`: a link to `/dashboard/<resource>/<id>` (the
 *   spec's 'Edit' and 'View/Edit' links); with `source`, the record's value is its text.
 */
import type { MouseEvent } from 'react';
import {
  DataTable,
  LinkBase,
  useCreatePath,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type DataTableColumnProps,
} from 'react-admin';
import { Box, Link as MuiLink, type SxProps, type Theme } from '@mui/material';
import { visuallyHidden } from './visuallyHidden';

/** Window widths (px) below which a low-priority column hides (`hideBelow`). */
export const HIDE_BELOW = {
  /** Wider than the 1366 px laptop: the column shows on desktops only. */
  desktop: 1440,
  /** Shown from the 1280 px laptop on. */
  laptop: 1280,
  /** Shown from a tablet held sideways (1024 px) on. */
  tablet: 1024,
} as const;

export interface ColumnLayout {
  /** Hidden while the window is narrower than this (px): the column's priority is low. */
  hideBelow?: number;
  /** Long text wraps onto more lines (the lists' cells do not) instead of widening the table. */
  wrap?: boolean;
}

/** The cell and header styles for `layout` (`&&&` outranks the list's `nowrap` rule). */
export function columnSx({ hideBelow, wrap }: ColumnLayout): Record<string, object> {
  return {
    ...(hideBelow ? { [`@media (max-width: ${hideBelow - 0.05}px)`]: { display: 'none' } } : {}),
    ...(wrap ? { '&&&': { whiteSpace: 'normal', minWidth: 160, overflowWrap: 'anywhere' } } : {}),
  };
}

export function Column({ hideBelow, wrap, sx, ...props }: DataTableColumnProps & ColumnLayout) {
  // An object, not an array: react-admin spreads a column's sx into its cells' own.
  const merged =
    hideBelow || wrap
      ? ({ ...columnSx({ hideBelow, wrap }), ...(sx as object) } as SxProps<Theme>)
      : sx;
  return <DataTable.Col disableSort {...props} sx={merged} />;
}

export function LinkColumn({
  link = true,
  ...props
}: DataTableColumnProps & ColumnLayout & { source: string; link?: boolean }) {
  return <Column {...props} render={link ? () => <EditLink source={props.source} /> : undefined} />;
}

export function ActionsColumn(props: Omit<DataTableColumnProps, 'label'>) {
  return <Column label={<ActionsLabel />} {...props} />;
}

function ActionsLabel() {
  const translate = useTranslate();
  return (
    <Box component="span" sx={visuallyHidden}>
      {translate('neighbourly.list.actions')}
    </Box>
  );
}

export function EditLink({
  label = 'neighbourly.list.edit',
  source,
}: {
  label?: string;
  source?: string;
}) {
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record || !resource) return null;
  const value: unknown = source ? record[source] : undefined;
  return (
    <MuiLink
      component={LinkBase}
      to={createPath({ resource, id: record.id, type: 'edit' })}
      // The row may also open the record: one navigation is enough.
      onClick={(event: MouseEvent) => event.stopPropagation()}
      sx={{ fontWeight: 600 }}
    >
      {source ? String(value ?? '') : translate(label, { _: label })}
    </MuiLink>
  );
}
