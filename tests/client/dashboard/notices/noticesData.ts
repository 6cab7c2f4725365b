/**
 * Notices for the dashboard's tests (issue 19): a notice as the API answers it, deliveries, and
 * the fake dataProvider seeded with them; fetch answers nothing (forbidFetch).
 */
import type { Delivery, Notice } from '../../../../src/shared/contract/notices';
import { fakeDataProvider, forbidFetch, type FakeSeed } from '../fakeDataProvider';

export function aNotice(id: number, fields: Partial<Notice> = {}): Notice {
  return {
    id,
    kind: 'notice',
    title: `Notice ${id}`,
    body: 'Plain text.',
    audience: 'everyone',
    streetIds: [],
    channels: [],
    attachmentFileId: null,
    attachmentContentType: null,
    createdAt: `2026-11-${String(10 + id).padStart(2, '0')}T09:00:00.000Z`,
    createdByName: 'Adaeze Okafor',
    detail: '',
    readAt: null,
    recipientCount: 0,
    readCount: 0,
    ...fields,
  };
}

export function aDelivery(residentId: number, fields: Partial<Delivery> = {}): Delivery {
  return {
    residentId,
    residentName: `Resident ${residentId}`,
    channel: 'email',
    status: 'sent',
    reason: null,
    readAt: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}

export function noticesData(seed: FakeSeed = {}) {
  forbidFetch();
  return fakeDataProvider(seed);
}
