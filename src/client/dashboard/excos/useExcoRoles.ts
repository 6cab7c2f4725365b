import { useQuery } from '@tanstack/react-query';
import type { Role } from '../../../shared/contract/communities';
import { EXCO_ROLES } from '../../../shared/roles';
import { httpClient } from '../providers/httpClient';

const order = EXCO_ROLES as readonly string[];

/**
 * The exco roles a community may assign: GET /api/Communities/Getroles (an array of
 * `{ id, roleName }`, not a paged list) without Admin and Member, in EXCO_ROLES order.
 */
export function useExcoRoles() {
  return useQuery({
    queryKey: ['Communities', 'Getroles'],
    queryFn: async ({ signal }) => {
      const { json } = await httpClient('/api/Communities/Getroles', { signal });
      return Array.isArray(json) ? (json as Role[]) : [];
    },
    select: (roles) =>
      roles
        .filter((role) => order.includes(role.roleName))
        .sort((a, b) => order.indexOf(a.roleName) - order.indexOf(b.roleName)),
  });
}
