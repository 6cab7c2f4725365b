/**
 * What the signed-in user may change of a resident's account, by the server's own rule (issue 12,
 * src/shared/access.ts): an officer sees an administrator's e-mail, phone, name, title and role
 * read-only and no Delete; nobody sees their own role as editable. Only convenience: the server
 * refuses the same changes (403).
 */
import { usePermissions } from 'react-admin';
import { mayChangeRole, mayEditIdentity, mayManageAccount } from '../../../shared/access';
import { getUser } from '../../common/session-store';
import { ownResidentId } from './ownResident';

export interface AccountRights {
  /** E-mail, phone, full name and title. */
  identity: boolean;
  role: boolean;
  remove: boolean;
}

/** A function of the record (a resident or an exco row: its id is the resident's). */
export function useAccountRights(): (
  record: { id: number; roleName: string } | undefined,
) => AccountRights {
  const { permissions } = usePermissions<string | null>();
  return (record) => {
    const actor = { id: getUser()?.id ?? 0, roleName: permissions ?? '' };
    const own = record !== undefined && record.id === ownResidentId();
    const target = { userId: own ? actor.id : null, roleName: record?.roleName ?? null };
    return {
      identity: mayEditIdentity(actor, target),
      role: mayChangeRole(actor, target),
      remove: mayManageAccount(actor, target),
    };
  };
}
