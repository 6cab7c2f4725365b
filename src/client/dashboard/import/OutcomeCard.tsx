import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ImportErrors } from './ImportErrors';
import { ImportSummary } from './ImportSummary';
import type { ImportOutcome } from './useImportRun';

/**
 * What a check or an import of the chosen file answered: its counts and rows in error, a refusal's
 * message, and then either 'Import N rows' (enabled only when the check found no problem) or,
 * once imported, the counts and the ways to the residents list and the wallet.
 */
export function OutcomeCard({
  outcome,
  importing,
  disabled,
  onImport,
}: {
  outcome: ImportOutcome;
  importing: boolean;
  disabled: boolean;
  onImport: () => void;
}) {
  const translate = useTranslate();
  const { result, message, dryRun } = outcome;
  const imported = !dryRun && result !== null && message === null;
  const errors = result?.errors ?? [];
  const title = imported
    ? translate('neighbourly.import.done_title')
    : translate('neighbourly.import.check_title', { name: outcome.file.name });
  return (
    <Card component="section" aria-labelledby="import-outcome-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="import-outcome-title" variant="h6" component="h2">
            {title}
          </Typography>
          {message && !outcome.fileError ? (
            <Alert severity="error" role="alert">
              {message}
            </Alert>
          ) : null}
          {imported && result ? <ImportDone rows={result.rows} /> : null}
          {result ? <ImportSummary result={result} /> : null}
          {result && errors.length === 0 && dryRun ? (
            <Typography role="status" sx={{ color: 'success.main', fontWeight: 600 }}>
              {translate('neighbourly.import.clean')}
            </Typography>
          ) : null}
          {errors.length > 0 ? (
            <>
              <ImportErrors errors={errors} />
              <Typography color="text.secondary">
                {translate('neighbourly.import.fix_hint')}
              </Typography>
            </>
          ) : null}
          {dryRun && result ? (
            <Button
              variant="contained"
              startIcon={<CloudUploadOutlinedIcon />}
              onClick={onImport}
              disabled={disabled || errors.length > 0 || result.rows === 0}
              sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
            >
              {importing
                ? translate('neighbourly.import.importing')
                : translate('neighbourly.import.import', { smart_count: result.rows })}
            </Button>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The import went through: how many rows, and where to see them. */
function ImportDone({ rows }: { rows: number }) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Stack spacing={1.5}>
      <Alert severity="success" icon={<CheckCircleOutlineIcon />} role="status">
        {translate('neighbourly.import.imported', { smart_count: rows })}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={Link} to={`${basename}/resident`} variant="outlined">
          {translate('neighbourly.import.open_residents')}
        </Button>
        <Button component={Link} to={`${basename}/wallet`} variant="outlined">
          {translate('neighbourly.import.open_wallet')}
        </Button>
      </Stack>
    </Stack>
  );
}
