/**
 * Dues reminders (issue 19, point 3): administrators read the schedule (the Super admin names the
 * community with `?communityId`), the community's Admin alone sets it; administrators send the
 * reminders now (both sides of the world have debtors: 201). Members 403.
 */
import { messages } from '../../../../src/shared/messages.js';
import type { Row } from './types.js';

const forbidden = { status: 403, message: messages.auth.forbidden };
const SCHEDULE = '/api/Communities/ReminderSchedule';

export const reminderRows: Row[] = [
  {
    method: 'GET',
    route: SCHEDULE,
    request: async (world) => ({ url: `${SCHEDULE}?communityId=${world.a.id}` }),
    expect: {
      anonymous: 401,
      member: forbidden,
      treasurerA: 200,
      adminA: 200,
      adminB: 200,
      superAdmin: 200,
    },
  },
  {
    method: 'PUT',
    route: SCHEDULE,
    // Always the Admin's own community (B's Admin sets B's): A's is unchanged by any refusal.
    request: async (world) => ({
      url: `${SCHEDULE}?communityId=${world.a.id}`,
      payload: { enabled: false, billingDay: 2, reminderDays: [9], channels: ['email'] },
      snapshot: () => world.app.repos.reminders.schedule(world.a.id),
    }),
    expect: {
      anonymous: 401,
      member: forbidden,
      treasurerA: forbidden,
      adminA: 200,
      adminB: 200,
      superAdmin: forbidden,
    },
  },
  {
    method: 'POST',
    route: '/api/Notices/Reminders/Run',
    request: async (world) => ({
      url: `/api/Notices/Reminders/Run?communityId=${world.a.id}`,
      payload: {},
    }),
    expect: {
      anonymous: 401,
      member: forbidden,
      treasurerA: 201,
      adminA: 201,
      adminB: 201,
      superAdmin: 201,
    },
  },
];
