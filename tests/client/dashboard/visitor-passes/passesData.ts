/**
 * Visitor passes for the dashboard's tests (issue 21): a pass as the API answers it, and a
 * stubbed fetch answering the passes' routes, so the real dataProvider's paths are tested too.
 */
import type { SharedPass } from '../../../../src/shared/contract/visitors';
import type { SessionUser } from '../../../../src/shared/contract/auth';
import { adminUser, jsonResponse, mockFetch } from '../fixtures';

export const securityUser: SessionUser = {
  ...adminUser,
  id: 4,
  fullName: 'Musa Garba',
  roleName: 'Security',
};

export function aPass(id: number, fields: Partial<SharedPass> = {}): SharedPass {
  return {
    id,
    code: 'K7M4QX',
    residentId: 3,
    hostName: 'Chidi Eze',
    visitorName: 'Bola Ahmed',
    visitorPhone: null,
    // Sat 28 Nov 2026, 10:00 to 14:00 in Lagos.
    validFrom: '2026-11-28T09:00:00.000Z',
    validTo: '2026-11-28T13:00:00.000Z',
    people: 1,
    vehiclePlate: null,
    recurrence: null,
    status: 'active',
    createdAt: '2026-11-28T08:00:00.000Z',
    qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
    shareText:
      'Hello Bola Ahmed, Chidi Eze has invited you to Lekki Gardens. Your gate code is K7M4QX.',
    ...fields,
  };
}

type Answer = Response | undefined;

/**
 * fetch answering `GET /api/Visitors/Passes` (the list), `GET …/Passes/{id}`, `POST …/Passes`
 * (the created pass, or `refusal`) and `DELETE …/Passes/{id}`; the rest as mockFetch does.
 */
export function passesFetch(
  passes: SharedPass[],
  options: { refusal?: { status: number; body: unknown }; created?: SharedPass } = {},
) {
  return mockFetch((url, init): Answer => {
    const path = url.split('?')[0] ?? url;
    const method = init.method ?? 'GET';
    if (path === '/api/Visitors/Passes' && method === 'POST') {
      if (options.refusal) return jsonResponse(options.refusal.body, options.refusal.status);
      return jsonResponse(options.created ?? aPass(41), 201);
    }
    if (path === '/api/Visitors/Passes') {
      return jsonResponse({ records: passes, totalRecordCount: passes.length });
    }
    const one = /^\/api\/Visitors\/Passes\/(\d+)$/.exec(path);
    if (one) {
      const pass = [...passes, ...(options.created ? [options.created] : [])].find(
        (candidate) => candidate.id === Number(one[1]),
      );
      if (method === 'DELETE') return jsonResponse({ message: 'Visitor pass cancelled' });
      return pass ? jsonResponse(pass) : jsonResponse({ message: 'Not found' }, 404);
    }
    return undefined;
  });
}

/** The JSON body of the fetch call to `path` with `method`. */
export function bodyOf(
  fetchMock: ReturnType<typeof mockFetch>,
  path: string,
  method: string,
): unknown {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => String(input) === path && (init?.method ?? 'GET') === method,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}
