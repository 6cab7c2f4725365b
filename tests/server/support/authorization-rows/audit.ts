/**
 * The audit log (issue 7): administrators (Admin and exco roles) read their own community's rows,
 * the Super admin every row or one community's (`?communityId`); Members 403. Naming another
 * community is 403.
 */
import { messages } from '../../../../src/shared/messages.js';
import { ADMINISTRATORS_ONLY, type Expectations, type Row } from './types.js';

const forbidden = { status: 403, message: messages.auth.forbidden };

const administrators: Expectations = ADMINISTRATORS_ONLY;

export const auditRows: Row[] = [
  {
    method: 'GET',
    route: '/api/AuditLogs',
    request: async () => ({ url: '/api/AuditLogs' }),
    expect: administrators,
  },
  {
    method: 'GET',
    route: '/api/AuditLogs',
    label: '?communityId=A',
    request: async (world) => ({ url: `/api/AuditLogs?communityId=${world.a.id}&PageSize=5` }),
    expect: { ...administrators, adminB: forbidden },
  },
];
