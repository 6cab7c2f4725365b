import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Community } from '../../../../src/shared/contract/communities';
import { messages } from '../../../../src/shared/messages';
import {
  adminUser,
  jsonResponse,
  memberUser,
  mockFetch,
  signIn,
  superAdminUser,
} from '../fixtures';
import { fakeDataProvider, forbidFetch, type FakeDataProvider } from '../fakeDataProvider';
import { screenWidth } from '../phoneScreen';
import { renderDashboard } from '../renderDashboard';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const banana: Community = {
  id: 2,
  communityName: 'Banana Island Estate',
  communityAddress: '1 Banana Island Rd, Ikoyi',
  street: 'Banana Island Rd',
  lga: 'Eti-Osa',
  state: 'Lagos',
  country: 'Nigeria',
  email: 'estate@banana.ng',
  mobileNumber: '08031234567',
  fullName: 'Bola Ade',
  title: 'Mrs',
  adminEmail: 'bola@banana.ng',
  pKey: '',
  advertpage: '',
  whatspplink: '',
  telegramlink: '',
  portal: '',
  referralId: '',
  dateOfReg: '2026-01-02T10:00:00.000Z',
  communityTypeId: 1,
  communityType: 'CDA',
  bankName: 'GTBank',
  bankAccountNumber: '0123456789',
  referralLink: 'http://localhost:3000/auth/sign-up?ref=2',
  membersSeeWhoPaid: false,
};

function writes(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
}

/** The communities in the fake dataProvider; fetch answers nothing. */
function communitiesFake(records: Community[] = [banana]) {
  forbidFetch();
  return fakeDataProvider({ communities: records });
}

const saved = (fake: FakeDataProvider) =>
  fake.calls.filter(({ method }) => ['create', 'update', 'delete'].includes(method));

/**
 * The real dataProvider over a stubbed communities API: a list of `records`, Banana Island's
 * record, and the given writes (registration answers `{ message, community }`, which it unwraps).
 */
function communitiesApi(records: Community[] = [banana], write?: (init: RequestInit) => Response) {
  return mockFetch((url, init) => {
    if (init.method && init.method !== 'GET') return write?.(init);
    if (url.startsWith('/api/Communities?')) {
      return jsonResponse({ records, totalRecordCount: records.length });
    }
    if (url === '/api/Communities/2') return jsonResponse(banana);
    return undefined;
  });
}

describe('communities list', () => {
  it('shows name, address, phone, email and Com ID, and a row opens the community', async () => {
    const user = userEvent.setup();
    const fake = communitiesFake();
    signIn(superAdminUser);
    renderDashboard('/dashboard/communities', fake);
    const table = await screen.findByRole('table');
    for (const header of ['Name', 'Address', 'Phone', 'Email', 'Com ID']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = within(table).getByText('1 Banana Island Rd, Ikoyi').closest('tr')!;
    expect(within(row).getByText('0803 123 4567')).toBeInTheDocument();
    expect(within(row).getByText('estate@banana.ng')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Banana Island Estate' })).toHaveAttribute(
      'href',
      '/dashboard/communities/2',
    );
    expect(screen.getByRole('link', { name: 'Add New' })).toHaveAttribute(
      'href',
      '/dashboard/communities/add-new',
    );

    await user.click(within(row).getByText('1 Banana Island Rd, Ikoyi'));
    expect(await screen.findByRole('heading', { name: 'Community details' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/Community name/)).toHaveValue('Banana Island Estate');
  }, 60_000);

  it('on a phone, lists each community with its address, opening it', async () => {
    screenWidth(390);
    signIn(superAdminUser);
    renderDashboard('/dashboard/communities', communitiesFake());
    const item = await screen.findByRole('link', { name: /Banana Island Estate/ });
    expect(item).toHaveAttribute('href', '/dashboard/communities/2');
    expect(item).toHaveTextContent('Address: 1 Banana Island Rd, Ikoyi');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("an Admin sees the server's answer (their own community) and no Add New", async () => {
    const fake = communitiesFake();
    signIn(adminUser);
    renderDashboard('/dashboard/communities', fake);
    expect(await screen.findByText('1 Banana Island Rd, Ikoyi')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add New' })).not.toBeInTheDocument();
    expect(fake.callsTo('getList', 'communities')[0]?.params).toMatchObject({
      pagination: { page: 1, perPage: 10 },
    });
  });

  it('says so when there is no community', async () => {
    const fake = communitiesFake([]);
    signIn(superAdminUser);
    renderDashboard('/dashboard/communities', fake);
    expect(await screen.findByText(messages.community.empty)).toBeInTheDocument();
    expect(screen.getByText('0 - 0 of 0')).toBeInTheDocument();
  });

  it('is not for Members', async () => {
    const fake = communitiesFake();
    signIn(memberUser);
    renderDashboard('/dashboard/communities', fake);
    expect(await screen.findByText(messages.auth.forbidden)).toBeInTheDocument();
  });
});

describe('community edit', () => {
  it('a community administrator cannot save: Save is disabled and says why', async () => {
    const fake = communitiesFake();
    signIn(adminUser);
    renderDashboard('/dashboard/communities/2', fake);
    const name = await screen.findByLabelText(/Community name/);
    expect(name).toHaveValue('Banana Island Estate');
    expect(name).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByText(messages.community.permission)).toBeInTheDocument();
    expect(screen.getByLabelText(/Bank account number/)).toHaveValue('0123456789');
    expect(saved(fake)).toHaveLength(0);
  });

  it('the Super admin saves the community by its id and sees the success toast', async () => {
    const user = userEvent.setup();
    const fake = communitiesFake();
    signIn(superAdminUser);
    renderDashboard('/dashboard/communities/2', fake);
    const bank = await screen.findByLabelText(/Bank name/);
    expect(bank).toHaveValue('GTBank');
    await user.clear(bank);
    await user.type(bank, 'Access Bank');
    // New bank details are confirmed with the Super admin's own password (issue 12).
    const password = screen.getByLabelText(/^Current password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.type(password, 'platform password');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.community.updated)).toBeInTheDocument();

    const [update] = saved(fake);
    expect(update).toMatchObject({ method: 'update', resource: 'communities', params: { id: 2 } });
    const body = (update!.params as { data: Record<string, unknown> }).data;
    expect(body).toMatchObject({
      communityName: 'Banana Island Estate',
      communityAddress: '1 Banana Island Rd, Ikoyi',
      communityType: 'CDA',
      bankName: 'Access Bank',
      bankAccountNumber: '0123456789',
      currentPassword: 'platform password',
    });
    // Only the fields the API takes: no read-only ones, and no tenant key on a community.
    for (const key of ['referralLink', 'dateOfReg', 'adminEmail', 'communityId']) {
      expect(body).not.toHaveProperty(key);
    }
  });

  it('refuses a new bank account number that is not 10 digits (NUBAN), on the field', async () => {
    const user = userEvent.setup();
    const fake = communitiesFake();
    signIn(superAdminUser);
    renderDashboard('/dashboard/communities/2', fake);
    const number = await screen.findByLabelText(/Bank account number/);
    await user.clear(number);
    await user.type(number, '01234567891');
    await user.type(screen.getByLabelText(/^Current password/), 'platform password');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription(
        'Please enter a 10-digit bank account number (NUBAN)',
      ),
    );
    expect(saved(fake)).toHaveLength(0);
  });

  it('name and address are required', async () => {
    const user = userEvent.setup();
    const fake = communitiesFake();
    signIn(superAdminUser);
    renderDashboard('/dashboard/communities/2', fake);
    await user.clear(await screen.findByLabelText(/Community address/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.community.required)).toBeInTheDocument();
    expect(saved(fake)).toHaveLength(0);
  });

  it('shows the load-failure text when the community cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = communitiesFake();
    signIn(adminUser);
    renderDashboard('/dashboard/communities/9', fake);
    expect(await screen.findByText(messages.community.loadFailed)).toBeInTheDocument();
  });
});

describe('community add-new', () => {
  it('is for the Super admin only', async () => {
    const fake = communitiesFake();
    signIn(adminUser);
    renderDashboard('/dashboard/communities/add-new', fake);
    expect(await screen.findByText(messages.community.permission)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('requires the registration fields, then registers through CreateCommunity', async () => {
    const user = userEvent.setup();
    const fetchMock = communitiesApi([banana], () =>
      jsonResponse({ message: messages.signUp.success, community: { ...banana, id: 5 } }, 201),
    );
    signIn(superAdminUser);
    renderDashboard('/dashboard/communities/add-new');
    expect(await screen.findByRole('heading', { name: 'Add New Community' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Community name/), 'Banana Island Estate');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.community.required)).toBeInTheDocument();
    expect(writes(fetchMock)).toHaveLength(0);

    const fill: [RegExp, string][] = [
      [/Community address/, '1 Banana Island Rd'],
      [/^Street/, 'Banana Island Rd'],
      [/^LGA/, 'Eti-Osa'],
      [/^State/, 'Lagos'],
      [/^Email address/, 'estate@banana.ng'],
      [/Full name/, 'Bola Ade'],
      [/Admin email/, 'bola@banana.ng'],
      [/Admin password/, 'correct horse'],
    ];
    for (const [label, value] of fill) await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.signUp.success)).toBeInTheDocument();

    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe('/api/Communities/CreateCommunity');
    expect(JSON.parse(String(init!.body))).toMatchObject({
      communityName: 'Banana Island Estate',
      communityAddress: '1 Banana Island Rd',
      country: 'Nigeria',
      communityType: 'CDA',
      adminEmail: 'bola@banana.ng',
      adminPassword: 'correct horse',
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Communities' })).toBeInTheDocument(),
    );
  }, 60_000);
});
