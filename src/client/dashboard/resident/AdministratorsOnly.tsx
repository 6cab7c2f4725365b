import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { PermissionDenied } from '../common/RequireAdministrator';
import { useIsAdministrator } from '../common/useIsAdministrator';

interface AdministratorsOnlyProps {
  /** The spec's text for this page (i18n key), e.g. 'neighbourly.resident.createPermission'. */
  message: string;
  /** Shown under the text to everyone else, e.g. a link to their own profile. */
  otherwise?: ReactNode;
  children: ReactNode;
}

/**
 * RequireAdministrator with the residents' own permission texts (spec section 6: 'You do not have
 * the permission to create a resident' / '... to view resident info'). Nothing is fetched for
 * anyone else; the server enforces the same rule.
 */
export function AdministratorsOnly({ message, otherwise, children }: AdministratorsOnlyProps) {
  const { isAdministrator, isPending } = useIsAdministrator();
  if (isPending) return null;
  if (isAdministrator) return <>{children}</>;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <PermissionDenied message={message} />
      {otherwise}
    </Stack>
  );
}
