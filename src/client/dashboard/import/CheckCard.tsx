import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import { Button, Card, CardContent, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FileField } from './FileField';

/** The file to import and 'Check file' (the dry run: nothing is written). */
export function CheckCard({
  file,
  fileError,
  running,
  checking,
  onFile,
  onCheck,
}: {
  file: File | null;
  fileError: string | null;
  running: boolean;
  checking: boolean;
  onFile: (file: File | null, error: string | null) => void;
  onCheck: () => void;
}) {
  const translate = useTranslate();
  return (
    <Card component="section">
      <CardContent>
        <Stack spacing={2}>
          <FileField file={file} error={fileError} disabled={running} onChange={onFile} />
          <Button
            variant="contained"
            startIcon={<FactCheckOutlinedIcon />}
            onClick={onCheck}
            disabled={running}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {translate(checking ? 'neighbourly.import.checking' : 'neighbourly.import.check')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
