import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider, exportUrl } from '../../../../src/client/dashboard/providers/dataProvider';
import { setChosenCommunity } from '../../../../src/client/dashboard/switcher/activeCommunity';
import { messages } from '../../../../src/shared/messages';
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

const firstPage = {
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'id', order: 'DESC' as const },
  filter: { q: ' rent ' },
};

const urls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([input]) => String(input));

/** The POSTs sent: path, JSON body and headers. */
const posts = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input, init]) => ({
      url: String(input),
      body: JSON.parse(String(init!.body)) as Record<string, unknown>,
      headers: new Headers(init!.headers),
    }));

const payment = {
  residentId: 15,
  amount: 5000.5,
  paymentDate: '2026-03-01',
  method: 'Bank transfer',
  reference: 'TRF-001',
  projectId: 3,
};

describe('the finance resources in the dataProvider', () => {
  it('lists the ledger rows of the session community with SearchText', async () => {
    signIn(adminUser);
    const fetchMock = mockFetch(() => jsonResponse({ records: [], totalRecordCount: 0 }));
    for (const resource of ['wallet', 'income', 'expenses', 'transactions', 'debtors']) {
      await dataProvider.getList(resource, firstPage);
    }
    expect(urls(fetchMock)).toEqual([
      '/api/Wallets?PageSize=10&PageNumber=1&SearchText=rent',
      '/api/Allincomes?PageSize=10&PageNumber=1&SearchText=rent',
      '/api/AllExpenses?PageSize=10&PageNumber=1&SearchText=rent',
      '/api/Residents/1/Transactions?PageSize=10&PageNumber=1&SearchText=rent',
      '/api/Residents/1/debtors?PageSize=10&PageNumber=1&SearchText=rent',
    ]);
  });

  it("names the Super admin's community and builds the export paths", () => {
    signIn(superAdminUser);
    expect(exportUrl('wallet', { q: 'gate' })).toBe('/api/Wallets/Export?SearchText=gate');
    setChosenCommunity({ id: 4, name: 'Banana Island' });
    expect(exportUrl('wallet', { q: 'gate' })).toBe(
      '/api/Wallets/Export?SearchText=gate&communityId=4',
    );
    expect(exportUrl('income')).toBe('/api/Allincomes/Export?communityId=4');
    expect(exportUrl('expenses')).toBe('/api/AllExpenses/Export?communityId=4');
    expect(exportUrl('transactions')).toBe('/api/Residents/4/Transactions/Export');
    expect(exportUrl('debtors', { q: 'Ade' })).toBe(
      '/api/Residents/4/debtors/Export?SearchText=Ade',
    );
  });

  it("reads a debtor's profile with its history page, and gives it react-admin's id", async () => {
    signIn(adminUser);
    const fetchMock = mockFetch(() =>
      jsonResponse({ residentId: 5, fullName: 'Amaka Nwosu', history: { records: [] } }),
    );
    const { data } = await dataProvider.getOne('debtors', {
      id: 5,
      meta: { query: { PageSize: 10, PageNumber: 2 } },
    });
    expect(urls(fetchMock)).toEqual(['/api/Residents/1/debtors/5?PageSize=10&PageNumber=2']);
    expect(data).toMatchObject({ id: 5, residentId: 5, fullName: 'Amaka Nwosu' });
  });

  it('asks the Super admin to choose a community before reading a debtor', async () => {
    signIn(superAdminUser);
    const fetchMock = mockFetch();
    await expect(dataProvider.getOne('debtors', { id: 5 })).rejects.toMatchObject({
      message: messages.reference.chooseCommunity,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('POSTs a payment as JSON with its Idempotency-Key, the CSRF header and no bearer', async () => {
    signIn(adminUser);
    const fetchMock = mockFetch(() => jsonResponse({ id: 30 }, 201));
    await dataProvider.recordPayment(payment, 'key-1');
    await dataProvider.recordPayment(payment, 'key-1');
    const [first, retry] = posts(fetchMock);
    expect(first).toMatchObject({ url: '/api/Wallets/Payments', body: payment });
    expect(first!.headers.get('Content-Type')).toBe('application/json');
    expect(first!.headers.get('Idempotency-Key')).toBe('key-1');
    expect(first!.headers.get('X-CSRF-Token')).toBe(CSRF_TOKEN);
    expect(first!.headers.get('Authorization')).toBeNull();
    expect(retry!.headers.get('Idempotency-Key')).toBe('key-1');
  });

  it('answers a dropped connection on a payment with the generic text and no status', async () => {
    signIn(adminUser);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(dataProvider.recordPayment(payment, 'key-1')).rejects.toMatchObject({
      status: 0,
      message: messages.generic.failure,
    });
  });

  it('POSTs billing, an expense and a reversal to their paths; 201 is charged, 200 is not', async () => {
    signIn(adminUser);
    let status = 201;
    const fetchMock = mockFetch(() => jsonResponse({ message: 'Billed' }, status));
    await expect(dataProvider.runBilling('2026-01')).resolves.toMatchObject({ charged: true });
    status = 200;
    await expect(dataProvider.runBilling('2026-01')).resolves.toMatchObject({ charged: false });
    const expense = { amount: 40, expenseDate: '2026-02-10', description: 'Brooms' };
    await dataProvider.recordExpense(expense);
    await dataProvider.reverseEntry(7, 'Entered twice');
    expect(posts(fetchMock).map(({ url, body }) => ({ url, body }))).toEqual([
      { url: '/api/Wallets/Billing', body: { month: '2026-01' } },
      { url: '/api/Wallets/Billing', body: { month: '2026-01' } },
      { url: '/api/Wallets/Expenses', body: expense },
      { url: '/api/Wallets/7/Reverse', body: { reason: 'Entered twice' } },
    ]);
    for (const { headers } of posts(fetchMock)) {
      expect(headers.get('Authorization')).toBeNull();
      expect(headers.get('X-CSRF-Token')).toBe(CSRF_TOKEN);
    }
  });

  it("names the Super admin's chosen community in the writes' bodies, but not a reversal's", async () => {
    signIn(superAdminUser);
    setChosenCommunity({ id: 4, name: 'Banana Island' });
    const fetchMock = mockFetch(() => jsonResponse({ id: 1 }, 201));
    await dataProvider.recordPayment(payment, 'key-1');
    await dataProvider.runBilling('2026-01');
    await dataProvider.reverseEntry(7, 'Entered twice');
    expect(posts(fetchMock).map(({ body }) => body)).toEqual([
      { ...payment, communityId: 4 },
      { month: '2026-01', communityId: 4 },
      // The entry's own community applies.
      { reason: 'Entered twice' },
    ]);
  });

  it("reads the figures and the forms' pickers in the Super admin's chosen community", async () => {
    signIn(superAdminUser);
    setChosenCommunity({ id: 4, name: 'Banana Island' });
    const fetchMock = mockFetch((url) =>
      url.includes('Statistics') || url.includes('MonthlySeries')
        ? jsonResponse({ months: [] })
        : jsonResponse({ records: [], totalRecordCount: 0 }),
    );
    await dataProvider.getStatistic();
    await dataProvider.getMonthlySeries();
    await dataProvider.getList('wallet', { ...firstPage, filter: {} });
    await dataProvider.getList('resident', { ...firstPage, filter: { q: 'Amaka' } });
    await dataProvider.getList('projects', { ...firstPage, filter: {} });
    expect(urls(fetchMock)).toEqual([
      '/api/Communities/4/Statistics',
      '/api/Wallets/MonthlySeries?communityId=4',
      '/api/Wallets?PageSize=10&PageNumber=1&communityId=4',
      '/api/Residents/Community/4?PageSize=10&PageNumber=1&SearchText=Amaka',
      '/api/Projects/Community/4?PageSize=10&PageNumber=1',
    ]);
  });

  it("reads an administrator's figures in the session's community, naming none", async () => {
    signIn(adminUser);
    const fetchMock = mockFetch(() => jsonResponse({ months: [] }));
    await dataProvider.getStatistic();
    await dataProvider.getMonthlySeries();
    expect(urls(fetchMock)).toEqual([
      '/api/Communities/1/Statistics',
      '/api/Wallets/MonthlySeries',
    ]);
  });
});
