import type { ReactNode } from 'react';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useActiveCommunity } from './activeCommunity';

/**
 * For pages that work in one community (an add-new form, a list with no global version): the
 * Super admin with 'All communities' chosen is asked to choose one in the header first
 * (messages.reference.chooseCommunity). Everyone else always has their own.
 */
export function RequireCommunity({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const { id, switchable } = useActiveCommunity();
  if (!switchable || id !== null) return <>{children}</>;
  return (
    <Card component="section" sx={{ maxWidth: 720 }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <InfoOutlinedIcon color="secondary" aria-hidden />
          <Typography role="alert" sx={{ fontWeight: 600 }}>
            {translate('neighbourly.reference.chooseCommunity')}
          </Typography>
        </Stack>
        <Typography color="text.secondary">{translate('neighbourly.switcher.hint')}</Typography>
      </CardContent>
    </Card>
  );
}
