import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { noticeSms, smsParts } from '../../../shared/message-templates';
import { SMS_SEGMENT_LENGTH } from '../../../shared/limits';
import { useActiveCommunity } from '../switcher/activeCommunity';

/** A community name of usual length, for a Super admin's form before the name is known. */
const PLACEHOLDER_COMMUNITY = 'Your community estate';

/**
 * While SMS is ticked: 'SMS: N characters, P part(s)' of the text as it will be sent (the
 * community's name, the title and the plain text, shared/message-templates.ts), updated as the
 * author types, in the error colour past one part (each part is charged).
 */
export function SmsCounter() {
  const translate = useTranslate();
  const { name } = useActiveCommunity();
  const [title, body, channels] = useWatch({ name: ['title', 'body', 'channels'] }) as unknown[];
  if (!Array.isArray(channels) || !channels.includes('sms')) return null;
  const text = noticeSms(
    { communityName: name ?? PLACEHOLDER_COMMUNITY, firstName: '' },
    { title: String(title ?? '').trim(), body: String(body ?? '').trim(), detail: '' },
  );
  const { characters, parts } = smsParts(text);
  const long = characters > SMS_SEGMENT_LENGTH;
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ width: '100%', mb: 2, p: 1.5, borderRadius: 2, bgcolor: 'background.default' }}
    >
      <Typography sx={{ fontWeight: 700 }} color={long ? 'error' : undefined}>
        {translate('neighbourly.notices.smsLength', { count: characters, parts })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('neighbourly.notices.sms_hint')}
      </Typography>
    </Box>
  );
}
