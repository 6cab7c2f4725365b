import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportResult } from '../../../shared/contract/imports';

/** The records a result creates (a dry run: would create), the known kinds by name. */
function useCreatedLines(created: ImportResult['created']): string[] {
  const translate = useTranslate();
  return Object.entries(created)
    .filter(([, count]) => count > 0)
    .map(([record, count]) =>
      translate(`neighbourly.import.records.${record}`, {
        smart_count: count,
        _: `${count} ${record}`,
      }),
    );
}

/** Rows read, what was (or will be) created, and the rows already there. */
export function ImportSummary({ result }: { result: ImportResult }) {
  const translate = useTranslate();
  const lines = useCreatedLines(result.created);
  return (
    <Box>
      <Typography sx={{ fontWeight: 600 }}>
        {translate('neighbourly.import.rows', { smart_count: result.rows })}
      </Typography>
      <Typography id="import-created-title" sx={{ mt: 1 }}>
        {translate(result.dryRun ? 'neighbourly.import.will_create' : 'neighbourly.import.created')}
      </Typography>
      {lines.length > 0 ? (
        <Box component="ul" aria-labelledby="import-created-title" sx={{ mt: 0.5, mb: 1, pl: 3 }}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate('neighbourly.import.nothing_new')}
        </Typography>
      )}
      {result.unchanged > 0 ? (
        <Typography color="text.secondary">
          {translate('neighbourly.import.unchanged', { smart_count: result.unchanged })}
        </Typography>
      ) : null}
    </Box>
  );
}
