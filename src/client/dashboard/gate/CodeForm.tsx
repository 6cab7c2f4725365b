/**
 * The code field and its two ways in: typed (big monospace letters, capitals, Enter checks) or
 * read from the visitor's QR code with the rear camera.
 */
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslate } from 'react-admin';
import { VISITOR_CODE_INPUT_MAX_LENGTH } from '../../../shared/limits';
import { QrScanner } from './QrScanner';

const T = 'neighbourly.gate';

export interface CodeFormProps {
  code: string;
  onCodeChange: (code: string) => void;
  onCheck: (code: string) => void;
  checking: boolean;
  error: string;
  inputRef: RefObject<HTMLInputElement | null>;
}

export function CodeForm({
  code,
  onCodeChange,
  onCheck,
  checking,
  error,
  inputRef,
}: CodeFormProps) {
  const translate = useTranslate();
  const [scanning, setScanning] = useState(false);
  const [cameraFailed, setCameraFailed] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCheck(code);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        id="gate-code"
        label={translate(`${T}.codeLabel`)}
        value={code}
        onChange={(event) => onCodeChange(event.target.value.toUpperCase())}
        error={error !== ''}
        helperText={error || translate(`${T}.code_hint`)}
        inputRef={inputRef}
        autoComplete="off"
        fullWidth
        slotProps={{
          inputLabel: { shrink: true, sx: { fontSize: '1.25rem' } },
          htmlInput: {
            autoCapitalize: 'characters',
            autoCorrect: 'off',
            spellCheck: false,
            inputMode: 'text',
            enterKeyHint: 'go',
            maxLength: VISITOR_CODE_INPUT_MAX_LENGTH,
            style: {
              fontFamily: 'ui-monospace, "Roboto Mono", Menlo, Consolas, monospace',
              fontSize: '2.25rem',
              fontWeight: 700,
              letterSpacing: '0.2em',
              textTransform: 'uppercase',
              padding: '12px 14px',
            },
          },
        }}
      />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={checking}
          sx={{ flex: '1 1 12rem', fontSize: '1.25rem', py: 1.25 }}
        >
          {translate(`${T}.${checking ? 'checking' : 'check'}`)}
        </Button>
        <Button
          variant="outlined"
          size="large"
          onClick={() => {
            setCameraFailed(false);
            setScanning(true);
          }}
          disabled={scanning}
          sx={{ flex: '1 1 12rem', fontSize: '1.25rem', py: 1.25 }}
        >
          {translate(`${T}.scan`)}
        </Button>
      </Stack>
      {cameraFailed && <Alert severity="warning">{translate(`${T}.cameraUnavailable`)}</Alert>}
      {scanning && (
        <QrScanner
          onCode={(text) => {
            setScanning(false);
            onCodeChange(text.toUpperCase());
            onCheck(text);
          }}
          onUnavailable={() => {
            setScanning(false);
            setCameraFailed(true);
            inputRef.current?.focus();
          }}
          onStop={() => setScanning(false)}
        />
      )}
    </Box>
  );
}
