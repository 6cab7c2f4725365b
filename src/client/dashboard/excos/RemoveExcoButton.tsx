import { useState } from 'react';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { IconButton, Tooltip } from '@mui/material';
import { Confirm, useDelete, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { Exco } from '../../../shared/contract/excos';
import { useAccountRights } from '../resident/accountRights';

/**
 * A row's 'Remove' icon button (administrators): after a confirm dialog, DELETE
 * /api/Residents/Excos/{residentId} sets the resident's role back to Member. The server's refusal
 * (409 while a project names them as exco in charge) is toasted as it is.
 */
export function RemoveExcoButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext<Exco>();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete<Exco>();
  const rightsOf = useAccountRights();
  // Only an Admin or the Super admin takes an exco role away, nobody their own (issue 12).
  if (!record || !rightsOf(record).role) return null;
  const name = record.fullName;
  const label = translate('neighbourly.exco.remove', { name });

  const remove = () =>
    deleteOne(
      'excos',
      { id: record.id, previousData: record },
      {
        onSuccess: () => {
          setOpen(false);
          notify('neighbourly.exco.removed', { type: 'success' });
        },
        onError: (error) => {
          setOpen(false);
          const text = error instanceof Error && error.message ? error.message : null;
          notify(text ?? 'neighbourly.generic.failure', { type: 'error' });
        },
      },
    );

  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} color="error" onClick={() => setOpen(true)}>
          <PersonRemoveIcon />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="neighbourly.exco.remove_title"
        content="neighbourly.exco.remove_content"
        contentTranslateOptions={{ name, role: record.roleName }}
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
