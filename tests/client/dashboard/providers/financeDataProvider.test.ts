import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider, exportUrl } from '../../../../src/client/dashboard/providers/dataProvider';
import { setChosenCommunity } from '../../../../src/client/dashboard/switcher/activeCommunity';
import { messages } from '../../../../src/shared/messages';
import { adminUser, jsonResponse, mockFetch, signIn, superAdminUser } from '../fixtures';

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
});
