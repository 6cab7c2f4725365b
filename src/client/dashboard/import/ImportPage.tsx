/**
 * /dashboard/import (issue 17): an administrator brings in residents (with their property and
 * opening balances) or historic payments from a CSV or XLSX file. Choose the kind (its columns
 * listed, its template downloadable), choose the file, 'Check file' (a dry run: counts and every
 * row in error, nothing written), then 'Import N rows', offered once a check of this very file
 * found no problem. The server refuses the whole file if any row is in error (422): its message
 * and rows show here the same way. Members never see the page (the access table's import cell).
 */
import { useState } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import type { ImportKind } from '../../../shared/imports';
import { PageHeading } from '../common/PageHeading';
import { PermissionDenied } from '../common/PermissionDenied';
import { RequireCommunity } from '../switcher/RequireCommunity';
import { CheckCard } from './CheckCard';
import { ColumnList } from './ColumnList';
import { KindChoice } from './KindChoice';
import { OutcomeCard } from './OutcomeCard';
import { TemplateButton } from './TemplateButton';
import { sameFile, useImportRun } from './useImportRun';

export function ImportPage() {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: 'import', action: 'show' });
  if (isPending) return null;
  if (!canAccess) return <PermissionDenied />;
  return (
    <Box component="section" sx={{ maxWidth: 900, minWidth: 0 }}>
      <PageHeading>{translate('neighbourly.import.title')}</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('neighbourly.import.intro')}
      </Typography>
      <RequireCommunity>
        <ImportSteps />
      </RequireCommunity>
    </Box>
  );
}

function ImportSteps() {
  const translate = useTranslate();
  const [kind, setKind] = useState<ImportKind>('residents');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { outcome, running, runningDry, run, reset } = useImportRun();
  // An answer for another kind or file (changed while it ran) is not this file's.
  const current = outcome && outcome.kind === kind && sameFile(outcome, file) ? outcome : null;
  // A refused file says why on its field; anything else that went wrong, in the outcome's card.
  const shown = current && (current.result !== null || !current.fileError) ? current : null;

  return (
    <Stack spacing={2}>
      <Card component="section">
        <CardContent>
          <Stack spacing={2}>
            <KindChoice
              kind={kind}
              disabled={running}
              onChange={(chosen) => {
                setKind(chosen);
                reset();
              }}
            />
            <ColumnList kind={kind} />
            <TemplateButton kind={kind} />
          </Stack>
        </CardContent>
      </Card>
      <CheckCard
        file={file}
        fileError={fileError ?? current?.fileError ?? null}
        running={running}
        checking={runningDry === true}
        onFile={(chosen, error) => {
          setFile(chosen);
          setFileError(error);
          reset();
        }}
        onCheck={() => {
          if (file) run({ kind, file, dryRun: true });
          else setFileError(translate('neighbourly.import.missing_file'));
        }}
      />
      {shown ? (
        <OutcomeCard
          outcome={shown}
          importing={runningDry === false}
          disabled={running}
          onImport={() => {
            if (file) run({ kind, file, dryRun: false });
          }}
        />
      ) : null}
    </Stack>
  );
}
