import { useId, type FormEvent, type ReactNode } from 'react';
import SaveIcon from '@mui/icons-material/Save';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useTranslate } from 'react-admin';

/** What each finance form's dialog takes from FinanceActions. */
export interface FinanceFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** After a successful save: close, and let the page refetch. */
  onSaved: () => void;
}

export interface FinanceDialogProps {
  open: boolean;
  /** An i18n key. */
  title: string;
  onClose: () => void;
  /** Called on Save (or Enter in a field); the form's own checks run there. */
  onSubmit: () => void;
  saving: boolean;
  /** The Save button's i18n key and colour (a reversal says 'Reverse' in the warning colour). */
  saveLabel?: string;
  saveColor?: 'primary' | 'warning';
  saveIcon?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every finance form: a titled dialog (full screen on a phone) holding a form whose
 * fields are checked by the caller, not the browser, so a blank or bad field is toasted with the
 * spec's message. Cancel and Save; Save shows a spinner and both wait while a request is out.
 */
export function FinanceDialog({
  open,
  title,
  onClose,
  onSubmit,
  saving,
  saveLabel = 'neighbourly.financeForms.save',
  saveColor = 'primary',
  saveIcon = <SaveIcon />,
  children,
}: FinanceDialogProps) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const formId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSubmit();
  };

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle>{translate(title)}</DialogTitle>
      <DialogContent>
        <form id={formId} noValidate onSubmit={submit}>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </form>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={saving}>
          {translate('neighbourly.financeForms.cancel')}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          color={saveColor}
          startIcon={saveIcon}
          loading={saving}
          loadingPosition="start"
        >
          {translate(saving ? 'neighbourly.financeForms.saving' : saveLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
