import { useId, type ChangeEvent } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, FormHelperText, FormLabel, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_MEGABYTES,
  IMPORT_MAX_ROWS,
} from '../../../shared/limits/imports';
import { messages } from '../../../shared/messages';
import { visuallyHidden } from '../common/visuallyHidden';

/** Only a hint to the picker: the server tells a CSV from an XLSX by its content. */
const ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The spreadsheet to import: a labelled file input (kept in the tab order, its button drawn by
 * MUI) with the chosen file's name. A file over the size cap is refused here, on the field, and
 * not kept; the server checks everything again.
 */
export function FileField({
  file,
  error,
  disabled,
  onChange,
}: {
  file: File | null;
  error: string | null;
  disabled: boolean;
  onChange: (file: File | null, error: string | null) => void;
}) {
  const translate = useTranslate();
  const id = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // Emptied, so choosing the same (corrected) file again is a change too.
    event.target.value = '';
    if (chosen && chosen.size > IMPORT_MAX_BYTES) onChange(null, messages.imports.file.tooLarge);
    else onChange(chosen, null);
  };
  const describedBy = error ? `${id}-hint ${id}-error` : `${id}-hint`;
  return (
    <Box>
      <FormLabel
        id={`${id}-label`}
        htmlFor={id}
        sx={{ display: 'block', mb: 1, fontWeight: 600, color: 'text.primary' }}
      >
        {translate('neighbourly.import.file_label')}
      </FormLabel>
      <Stack
        direction="row"
        // Gaps, not margins: the hidden input is the first child and takes no room.
        useFlexGap
        spacing={1.5}
        sx={{
          alignItems: 'center',
          flexWrap: 'wrap',
          rowGap: 1,
          '& input:focus-visible + label': {
            outline: 2,
            outlineStyle: 'solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      >
        <Box
          component="input"
          id={id}
          type="file"
          accept={ACCEPT}
          disabled={disabled}
          onChange={choose}
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          sx={visuallyHidden}
        />
        <Button
          component="label"
          htmlFor={id}
          variant="outlined"
          color={error ? 'error' : 'primary'}
          startIcon={<UploadFileIcon />}
          disabled={disabled}
        >
          {translate('neighbourly.import.choose_file')}
        </Button>
        <Typography sx={{ wordBreak: 'break-all', minWidth: 0 }}>
          {file?.name ?? translate('neighbourly.import.no_file')}
        </Typography>
      </Stack>
      <FormHelperText id={`${id}-hint`} sx={{ mx: 0 }}>
        {translate('neighbourly.import.file_hint', {
          megabytes: IMPORT_MAX_MEGABYTES,
          rows: IMPORT_MAX_ROWS.toLocaleString('en-NG'),
        })}
      </FormHelperText>
      {error ? (
        <FormHelperText id={`${id}-error`} role="alert" error sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
