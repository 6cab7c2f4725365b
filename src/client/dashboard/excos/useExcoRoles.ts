import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Role } from '../../../shared/contract/communities';
import { APPOINTED_ROLES } from '../../../shared/roles';

const order = APPOINTED_ROLES as readonly string[];

/**
 * The roles the excos page gives: the dataProvider's `roles` (GET /api/Communities/Getroles, every
 * role at once, never paged) without Admin and Member, in APPOINTED_ROLES order (the exco roles,
 * then Security: guards, issue 21).
 */
export function useExcoRoles() {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: ['roles', 'getList', 'all'],
    queryFn: async ({ signal }) => (await dataProvider.getList<Role>('roles', { signal })).data,
    select: (roles) =>
      roles
        .filter((role) => order.includes(role.roleName))
        .sort((a, b) => order.indexOf(a.roleName) - order.indexOf(b.roleName)),
  });
}
