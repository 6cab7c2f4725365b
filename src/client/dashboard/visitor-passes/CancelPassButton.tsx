import { useState } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import { Button } from '@mui/material';
import { Confirm, useDelete, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { SharedPass } from '../../../shared/contract/visitors';

const TEXTS = 'neighbourly.visitors';

/**
 * 'Cancel pass' on a live pass: after a confirm dialog, `DELETE /api/Visitors/Passes/{id}`; the
 * code stops working at the gate and the page shows the pass cancelled. The server's refusal
 * (already cancelled) is toasted as it is.
 */
export function CancelPassButton({ pass }: { pass: SharedPass }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete<SharedPass>();
  const cancel = () =>
    deleteOne(
      'visitor-passes',
      { id: pass.id, previousData: pass },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(`${TEXTS}.passCancelled`, { type: 'success' });
          refresh();
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
      <Button
        variant="outlined"
        color="error"
        startIcon={<BlockIcon />}
        onClick={() => setOpen(true)}
      >
        {translate(`${TEXTS}.cancelPass`)}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`${TEXTS}.cancel_title`}
        content={`${TEXTS}.cancel_content`}
        contentTranslateOptions={{ code: pass.code }}
        confirm={`${TEXTS}.cancelPass`}
        cancel={`${TEXTS}.keep`}
        confirmColor="warning"
        onConfirm={cancel}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
