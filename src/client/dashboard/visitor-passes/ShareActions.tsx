import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ShareIcon from '@mui/icons-material/Share';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SharedPass } from '../../../shared/contract/visitors';
import { useCopyText } from '../common/useCopyText';
import { smsLink, whatsAppLink } from './shareLinks';

const TEXTS = 'neighbourly.visitors';

/**
 * One tap to send the pass: WhatsApp and SMS links carrying the server's share text, Copy code,
 * and the phone's own share sheet where the browser has one (navigator.share). Large buttons,
 * one per line on a phone.
 */
export function ShareActions({ pass }: { pass: SharedPass }) {
  const translate = useTranslate();
  const { copied, copy } = useCopyText(pass.code);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const shareSheet = () => {
    // Closing the share sheet rejects: nothing to say about it.
    navigator
      .share({ title: translate(`${TEXTS}.code_label`), text: pass.shareText })
      .catch(() => undefined);
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        size="large"
        startIcon={<WhatsAppIcon />}
        href={whatsAppLink(pass)}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ bgcolor: '#1B7F3B' }}
      >
        {translate(`${TEXTS}.shareWhatsApp`)}
      </Button>
      <Button variant="outlined" size="large" startIcon={<SmsOutlinedIcon />} href={smsLink(pass)}>
        {translate(`${TEXTS}.shareSms`)}
      </Button>
      <Button
        variant="outlined"
        size="large"
        startIcon={<ContentCopyIcon />}
        onClick={() => void copy()}
        aria-live="polite"
      >
        {translate(copied ? `${TEXTS}.copied` : `${TEXTS}.copyCode`)}
      </Button>
      {canShare ? (
        <Button variant="outlined" size="large" startIcon={<ShareIcon />} onClick={shareSheet}>
          {translate(`${TEXTS}.share`)}
        </Button>
      ) : null}
    </Stack>
  );
}
