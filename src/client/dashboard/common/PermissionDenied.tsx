/**
 * The card a page shows in place of what the role may not use (spec section 6): by default 'You
 * do not have permission to access this page', or the page's own text (an i18n key, e.g.
 * 'neighbourly.resident.viewPermission'). The access table (src/shared/permissions.ts) decides,
 * through react-admin's `<CanAccess accessDenied={<PermissionDenied />}>`; the dashboard also
 * shows it at /dashboard/access-denied, where react-admin sends a view the role may not open.
 */
import BlockIcon from '@mui/icons-material/Block';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function PermissionDenied({ message = 'neighbourly.auth.forbidden' }: { message?: string }) {
  const translate = useTranslate();
  return (
    <Card component="section" sx={{ maxWidth: 720 }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <BlockIcon color="error" aria-hidden />
          <Typography role="alert">{translate(message, { _: message })}</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
