/** Sample answers of the gate's API (contract: shared/contract/visitors.ts) for the console's tests. */
import type { SessionUser } from '../../../../src/shared/contract/auth';
import type { CheckResult, Entry, Host } from '../../../../src/shared/contract/visitors';
import { adminUser } from '../fixtures';

/** A guard (the Security role) of Lekki Gardens. */
export const guardUser: SessionUser = {
  ...adminUser,
  id: 9,
  fullName: 'Musa Guard',
  roleName: 'Security',
};

export const aHost = (residentId = 7, overrides: Partial<Host> = {}): Host => ({
  residentId,
  fullName: 'Chidi Eze',
  address: '4 Palm Avenue',
  apartment: 'Flat 2',
  ...overrides,
});

type CheckedPass = NonNullable<CheckResult['pass']>;

export const aPass = (id = 11, overrides: Partial<CheckedPass> = {}): CheckedPass => ({
  id,
  code: 'ACD347',
  residentId: 7,
  hostName: 'Chidi Eze',
  visitorName: 'Bola Ade',
  visitorPhone: null,
  validFrom: '2026-11-28T08:00:00.000Z',
  validTo: '2026-11-28T18:00:00.000Z',
  people: 2,
  vehiclePlate: 'LAG 123 XY',
  recurrence: null,
  status: 'active',
  createdAt: '2026-11-27T08:00:00.000Z',
  openEntryId: null,
  ...overrides,
});

export const anEntry = (id = 100, overrides: Partial<Entry> = {}): Entry => ({
  id,
  kind: 'pass',
  passId: 11,
  passCode: 'ACD347',
  visitorName: 'Bola Ade',
  visitorPhone: null,
  people: 2,
  vehiclePlate: 'LAG 123 XY',
  host: aHost(),
  checkedInAt: '2026-11-28T09:00:00.000Z',
  checkedInBy: 'Musa Guard',
  checkedOutAt: null,
  checkedOutBy: null,
  ...overrides,
});
