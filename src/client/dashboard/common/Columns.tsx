/**
 * Columns and row links for `<ListPage>`.
 *
 * - `<Column source="streetName" />`: a `<DataTable.Col>` without sorting (the API sorts newest
 *   first and takes no sort parameter); label from `resources.<name>.fields.<source>`.
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
import { Box, Link as MuiLink } from '@mui/material';
import { visuallyHidden } from './visuallyHidden';

export function Column(props: DataTableColumnProps) {
  return <DataTable.Col disableSort {...props} />;
}

export function LinkColumn({
  link = true,
  ...props
}: DataTableColumnProps & { source: string; link?: boolean }) {
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
