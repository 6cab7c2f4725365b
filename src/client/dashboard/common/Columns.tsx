/**
 * Columns and row links for `<ListPage>`.
 *
 * - `<Column source="streetName" />`: a `<DataTable.Col>` without sorting (the API sorts newest
 *   first and takes no sort parameter); label from `resources.<name>.fields.<source>`.
 * - `<EditLink label="neighbourly.list.edit" />`: a link to `/dashboard/<resource>/<id>` (the
 *   spec's 'Edit' and 'View/Edit' links); keyboard users reach the edit view through it.
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
import { Link as MuiLink } from '@mui/material';

export function Column(props: DataTableColumnProps) {
  return <DataTable.Col disableSort {...props} />;
}

export function EditLink({ label = 'neighbourly.list.edit' }: { label?: string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record || !resource) return null;
  return (
    <MuiLink
      component={LinkBase}
      to={createPath({ resource, id: record.id, type: 'edit' })}
      // The row may also open the record: one navigation is enough.
      onClick={(event: MouseEvent) => event.stopPropagation()}
      sx={{ fontWeight: 600 }}
    >
      {translate(label, { _: label })}
    </MuiLink>
  );
}
