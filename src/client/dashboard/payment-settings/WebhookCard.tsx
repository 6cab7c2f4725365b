/**
 * The community's webhook address, read-only, with a copy button: the Admin pastes it into
 * Paystack's dashboard so Paystack tells Neighbourly of each payment (issue 18, point 3).
 */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DoneIcon from '@mui/icons-material/Done';
import { Box, Card, CardContent, IconButton, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCopyText } from '../common/useCopyText';

export function WebhookCard({ url }: { url: string }) {
  const translate = useTranslate();
  const { copied, copy } = useCopyText(url);

  const copyLabel = translate('neighbourly.payment_settings.copy');
  return (
    <Card component="section" aria-labelledby="webhook-title">
      <CardContent>
        <Typography id="webhook-title" variant="h6" component="h2" gutterBottom>
          {translate('neighbourly.payment_settings.webhook_title')}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            p: 1.5,
            borderRadius: 2,
            bgcolor: 'background.default',
          }}
        >
          <Typography
            component="code"
            data-testid="webhook-url"
            sx={{ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere', fontSize: 14 }}
          >
            {url}
          </Typography>
          <Tooltip title={copied ? translate('neighbourly.payment_settings.copied') : copyLabel}>
            <IconButton
              aria-label={copyLabel}
              color={copied ? 'success' : 'primary'}
              onClick={() => void copy()}
            >
              {copied ? <DoneIcon /> : <ContentCopyIcon />}
            </IconButton>
          </Tooltip>
        </Box>
        <Typography role="status" variant="body2" color="success.main" sx={{ minHeight: 20 }}>
          {copied ? translate('neighbourly.payment_settings.copied') : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('neighbourly.payment_settings.webhook_help')}
        </Typography>
      </CardContent>
    </Card>
  );
}
