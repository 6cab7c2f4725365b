/**
 * Role checks for the dashboard's views (spec section 6; decisions.md, Roles).
 *
 * `useIsAdministrator()` → `{ isAdministrator, isSuperAdmin, isPending }` from react-admin's
 * `usePermissions()` (the authProvider answers the signed-in user's roleName). Administrators are
 * the community's Admin and exco roles and the Super admin (`canAdminister`). The browser only
 * hides what a role may not do; the server enforces every rule.
 */
import { usePermissions } from 'react-admin';
import { canAdminister, isSuperAdmin } from '../../../shared/roles';

export interface AdministratorCheck {
  isAdministrator: boolean;
  isSuperAdmin: boolean;
  /** The role is still being read: render nothing role-dependent yet. */
  isPending: boolean;
}

export function useIsAdministrator(): AdministratorCheck {
  const { permissions, isPending } = usePermissions<string | null>();
  return {
    isAdministrator: canAdminister(permissions),
    isSuperAdmin: isSuperAdmin(permissions),
    isPending,
  };
}
