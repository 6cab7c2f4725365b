import type { AuditLogEntry } from '../../../shared/contract/audit';
import { formatDateTime } from '../../../shared/format';
import { Column } from '../common/Columns';
import { ListPage } from '../common/ListPage';

/**
 * /dashboard/audit (issue 7, Audit log): time (UTC), actor, action, target, outcome and client
 * address of every audited event, newest first, searched and paged by the server. Administrators
 * see their community's log, the Super admin every community's (or the one chosen in the header);
 * Members get the permission text and nothing is fetched. Read-only: no row opens or changes. On
 * a phone: the target, then its time, actor and outcome.
 */
export function AuditList() {
  return (
    <ListPage
      emptyText="resources.audit.empty"
      loadingText="resources.audit.loading"
      phone={{
        primary: 'target',
        facts: [
          {
            source: 'createdAt',
            render: (record) => formatDateTime((record as AuditLogEntry).createdAt),
          },
          'actorName',
          'outcome',
        ],
      }}
    >
      <Column
        source="createdAt"
        render={(record) => formatDateTime((record as AuditLogEntry).createdAt)}
      />
      <Column source="actorName" />
      <Column source="action" />
      <Column source="target" />
      <Column source="outcome" />
      <Column source="clientAddress" />
    </ListPage>
  );
}
