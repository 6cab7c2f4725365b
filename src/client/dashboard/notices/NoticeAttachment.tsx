import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { Notice } from '../../../shared/contract/notices';
import { isImageType } from '../../../shared/file-types';
import { AuthorizedImage } from '../common/AuthorizedImage';
import { saveBlob, useProtectedFile } from '../resident/protectedFile';

/** The stored file's address (contract: Files). */
const fileUrl = (fileId: string) => `/api/Files/${encodeURIComponent(fileId)}`;

/**
 * A notice's attachment, read with the session (contract: Files): an image is shown, a PDF is
 * a download button (the page's CSP allows blob: images, not blob: frames).
 */
export function NoticeAttachment({ notice }: { notice: Notice }) {
  const translate = useTranslate();
  const { attachmentFileId: fileId, attachmentContentType: type } = notice;
  if (!fileId) return null;
  if (type && isImageType(type)) {
    return (
      <AuthorizedImage
        src={fileUrl(fileId)}
        alt={translate('neighbourly.notices.image_alt')}
        variant="rounded"
        sx={{ width: '100%', maxWidth: 560, height: 'auto', objectFit: 'contain', my: 2 }}
      />
    );
  }
  return <PdfDownload noticeId={notice.id} url={fileUrl(fileId)} />;
}

function PdfDownload({ noticeId, url }: { noticeId: number; url: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const fetchFile = useProtectedFile();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const blob = await fetchFile(url);
      if (blob) saveBlob(blob, `notice-${noticeId}.pdf`);
    } catch (error) {
      const text = error instanceof Error && error.message ? error.message : null;
      notify(text ?? 'neighbourly.generic.failure', { type: 'error' });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Box sx={{ my: 2 }}>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        loading={loading}
        onClick={() => void download()}
      >
        {translate('neighbourly.notices.download')}
      </Button>
    </Box>
  );
}
