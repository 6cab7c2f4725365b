import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate, type DataProvider } from 'react-admin';
import { templateFileName, type ImportKind } from '../../../shared/imports';
import { saveBlob } from '../resident/protectedFile';
import { isBlob } from '../providers/methods/files';
import type { ImportMethods } from '../providers/methods/imports';

/**
 * 'Download template': the kind's CSV (header row and one example row) read with the session
 * through the dataProvider and saved as Neighbourly_<kind>-template.csv.
 */
export function TemplateButton({ kind }: { kind: ImportKind }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<DataProvider & ImportMethods>();
  const download = useMutation({
    mutationFn: (chosen: ImportKind) => dataProvider.importTemplate(chosen),
    onSuccess: (blob: unknown, chosen) => {
      // After a 401 there is no file: the session has ended.
      if (isBlob(blob)) saveBlob(blob, templateFileName(chosen));
    },
    onError: (error) => {
      notify(error.message || 'neighbourly.import.template_failed', { type: 'error' });
    },
  });
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      onClick={() => download.mutate(kind)}
      disabled={download.isPending}
      sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
    >
      {translate('neighbourly.import.template')}
    </Button>
  );
}
