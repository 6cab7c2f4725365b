/**
 * Failed background work (issue 19, point 4): administrators (Admin and exco roles) read their
 * own community's, the Super admin every community's or one's; Members 403, and naming another
 * community is 403.
 */
import { messages } from '../../../../src/shared/messages.js';
import { ADMINISTRATORS_ONLY, type Expectations, type Row } from './types.js';

const forbidden = { status: 403, message: messages.auth.forbidden };

const administrators: Expectations = ADMINISTRATORS_ONLY;

export const jobRows: Row[] = [
  {
    method: 'GET',
    route: '/api/Jobs/Failed',
    request: async () => ({ url: '/api/Jobs/Failed' }),
    expect: administrators,
  },
  {
    method: 'GET',
    route: '/api/Jobs/Failed',
    label: '?communityId=A',
    request: async (world) => ({ url: `/api/Jobs/Failed?communityId=${world.a.id}` }),
    expect: { ...administrators, adminB: forbidden },
  },
];
