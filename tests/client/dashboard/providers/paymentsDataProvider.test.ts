/**
 * The online payments' methods of the dataProvider (issue 18): each reaches its route of the
 * contract with its method, query and JSON body (and the CSRF header on writes), and the
 * suspense list is the standard getList, paged, and scoped to the Super admin's chosen community.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../../src/client/dashboard/providers/dataProvider';
import type { PaymentMethods } from '../../../../src/client/dashboard/providers/methods/payments';
import { setChosenCommunity } from '../../../../src/client/dashboard/switcher/activeCommunity';
import {
  CSRF_TOKEN,
  adminUser,
  jsonResponse,
  mockFetch,
  signIn,
  superAdminUser,
} from '../fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const provider = dataProvider as typeof dataProvider & PaymentMethods;

/** The one request made: its URL, method and parsed JSON body. */
function sent(fetchMock: ReturnType<typeof mockFetch>) {
  const [url, init] = fetchMock.mock.calls[0]!;
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  return {
    url: String(url),
    method: init?.method ?? 'GET',
    body,
    csrf: new Headers(init?.headers).get('X-CSRF-Token'),
  };
}

describe('the online payment methods of the dataProvider', () => {
  it('reads the options of a resident, or of the signed-in user without one', async () => {
    signIn(adminUser);
    const options = { available: true, feeBearer: 'payer', residentId: 5, owed: 2500 };
    let fetchMock = mockFetch(() => jsonResponse(options));
    await expect(provider.onlinePaymentOptions(5)).resolves.toEqual(options);
    expect(sent(fetchMock).url).toBe('/api/Payments/Online/Options?ResidentId=5');
    fetchMock = mockFetch(() => jsonResponse(options));
    await provider.onlinePaymentOptions(null);
    expect(sent(fetchMock).url).toBe('/api/Payments/Online/Options');
  });

  it('starts a payment with a JSON body and the CSRF header', async () => {
    signIn(adminUser);
    const started = {
      reference: 'NBP-1',
      authorizationUrl: 'https://checkout.paystack.com/x',
      amount: 5000,
      fee: 177.67,
      total: 5177.67,
    };
    const fetchMock = mockFetch(() => jsonResponse(started));
    await expect(provider.startOnlinePayment({ residentId: 5, amount: 5000 })).resolves.toEqual(
      started,
    );
    expect(sent(fetchMock)).toEqual({
      url: '/api/Payments/Online',
      method: 'POST',
      body: { residentId: 5, amount: 5000 },
      csrf: CSRF_TOKEN,
    });
  });

  it("reads a payment's status by its reference, as a path segment", async () => {
    signIn(adminUser);
    const fetchMock = mockFetch(() => jsonResponse({ reference: 'NBP 1/2', status: 'paid' }));
    await provider.onlinePaymentStatus('NBP 1/2');
    expect(sent(fetchMock).url).toBe('/api/Payments/Online/NBP%201%2F2');
  });

  it('closes a suspense item and reconciles a period', async () => {
    signIn(adminUser);
    let fetchMock = mockFetch(() => jsonResponse({ id: 3, status: 'matched' }));
    await provider.resolveSuspense(3, { action: 'match', residentId: 7 });
    expect(sent(fetchMock)).toMatchObject({
      url: '/api/Payments/Suspense/3/Resolve',
      method: 'POST',
      body: { action: 'match', residentId: 7 },
    });
    fetchMock = mockFetch(() => jsonResponse({ missingFromLedger: [], unknownToProvider: [] }));
    await provider.reconcile({ from: '2026-11-01', to: '2026-11-27' });
    expect(sent(fetchMock)).toMatchObject({
      url: '/api/Payments/Reconciliation',
      method: 'POST',
      body: { from: '2026-11-01', to: '2026-11-27' },
    });
  });

  it("lists suspense items a page at a time, in the Super admin's chosen community", async () => {
    signIn(superAdminUser);
    setChosenCommunity({ id: 4, name: 'Banana Island' });
    const fetchMock = mockFetch(() => jsonResponse({ records: [], totalRecordCount: 0 }));
    await expect(
      provider.getList('payment-suspense', {
        pagination: { page: 2, perPage: 10 },
        sort: { field: 'id', order: 'DESC' },
        filter: {},
      }),
    ).resolves.toEqual({ data: [], total: 0 });
    expect(sent(fetchMock).url).toBe(
      '/api/Payments/Suspense?PageSize=10&PageNumber=2&communityId=4',
    );
  });
});
