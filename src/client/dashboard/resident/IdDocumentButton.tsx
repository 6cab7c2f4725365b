import { useEffect, useState } from 'react';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { Resident } from '../../../shared/contract/residents';
import { saveBlob, useProtectedFile } from './protectedFile';

/**
 * The stored ID document (administrators only: the API leaves `idNumberFile` null for anyone
 * else). It is read through the dataProvider's getFileBlob: an image opens in a dialog, a PDF
 * downloads (the page's CSP allows blob: images, not blob: frames).
 */
export function IdDocumentButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext<Resident>();
  const fetchFile = useProtectedFile();
  const [image, setImage] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!image) return;
    return () => URL.revokeObjectURL(image);
  }, [image]);

  if (!record?.idNumberFile) {
    return (
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate('neighbourly.resident.no_id_document')}
      </Typography>
    );
  }
  const file = record.idNumberFile;
  const title = translate('neighbourly.resident.id_document_title', { name: record.fullName });

  const view = async () => {
    setLoading(true);
    try {
      const blob = await fetchFile(file);
      if (!blob) return;
      if (blob.type.startsWith('image/')) setImage(URL.createObjectURL(blob));
      else saveBlob(blob, `id-document-${record.id}.pdf`);
    } catch (error) {
      notify(
        error instanceof Error && error.message ? error.message : 'neighbourly.generic.failure',
        {
          type: 'error',
        },
      );
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, mb: 1.5 }}
      >
        <Typography color="text.secondary">
          {translate('neighbourly.resident.id_document_on_file')}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<BadgeOutlinedIcon />}
          onClick={() => void view()}
          disabled={loading}
        >
          {translate('neighbourly.resident.view_id_document')}
        </Button>
      </Stack>
      <Dialog open={image !== null} onClose={() => setImage(null)} maxWidth="md">
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          {image ? (
            <Box
              component="img"
              src={image}
              alt={title}
              sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh' }}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setImage(null)}>{translate('neighbourly.resident.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
