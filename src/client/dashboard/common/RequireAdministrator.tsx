/**
 * Administrator-only pages (spec section 6).
 *
 * - `<RequireAdministrator>{children}</RequireAdministrator>`: renders its children for
 *   administrators (Admin, exco roles, Super admin); anyone else sees `<PermissionDenied />`
 *   ('You do not have permission to access this page') and nothing is fetched.
 * - `<PermissionDenied message? />`: the message card alone, e.g. for a variant of the text.
 */
import type { ReactNode } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIsAdministrator } from './useIsAdministrator';

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

export function RequireAdministrator({ children }: { children: ReactNode }) {
  const { isAdministrator, isPending } = useIsAdministrator();
  if (isPending) return null;
  return isAdministrator ? <>{children}</> : <PermissionDenied />;
}
