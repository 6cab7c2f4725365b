import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DoneIcon from '@mui/icons-material/Done';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCopyText } from '../common/useCopyText';

/** The community's referral link, which registers another community, with a copy button. */
export function ReferralCard({ link }: { link: string }) {
  const translate = useTranslate();
  const { copied, copy } = useCopyText(link);

  return (
    <Card component="section" aria-labelledby="referral-title">
      <CardContent>
        <Typography id="referral-title" variant="h6" component="h2" gutterBottom>
          {translate('neighbourly.overview.referral_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('neighbourly.overview.referral_hint')}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
            mt: 1.5,
            p: 1.5,
            borderRadius: 2,
            bgcolor: 'background.default',
          }}
        >
          <Typography
            component="code"
            sx={{ flex: '1 1 220px', minWidth: 0, overflowWrap: 'anywhere', fontSize: 14 }}
          >
            {link}
          </Typography>
          <Button
            variant="contained"
            color={copied ? 'success' : 'primary'}
            startIcon={copied ? <DoneIcon /> : <ContentCopyIcon />}
            aria-label={translate('neighbourly.overview.copy_label')}
            onClick={() => void copy()}
          >
            {translate(copied ? 'neighbourly.overview.copied' : 'neighbourly.overview.copy')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
