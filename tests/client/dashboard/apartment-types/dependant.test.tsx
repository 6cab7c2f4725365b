import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dependant } from '../../../../src/shared/contract/dependants';
import { messages } from '../../../../src/shared/messages';
import { adminUser, jsonResponse, memberUser, mockFetch, signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const amaka = {
  id: 5,
  communityId: 1,
  fullName: 'Amaka Nwosu',
  title: 'Mrs',
  imagePath: null,
  idNumberFile: '/api/Files/id5',
};
const tobi = { id: 6, communityId: 1, fullName: 'Tobi Ade', imagePath: null };
const chioma: Dependant = {
  id: 11,
  residentId: 5,
  fullName: 'Chioma Nwosu',
  relationship: 'Child',
  phone: '',
  gender: 'Female',
  dob: '2015-06-01',
  createdDate: '2026-01-02T10:00:00.000Z',
};

const page = <T,>(records: T[]) => jsonResponse({ records, totalRecordCount: records.length });

function dependantsApi({
  dependants = [] as Dependant[],
  write,
}: { dependants?: Dependant[]; write?: (url: string, init: RequestInit) => Response } = {}) {
  return mockFetch((url, init) => {
    if (init.method && init.method !== 'GET') return write?.(url, init);
    if (url.startsWith('/api/Residents/Community/1?')) return page([amaka, tobi]);
    if (url === '/api/Residents/5') return jsonResponse(amaka);
    if (url === '/api/Residents/6') return jsonResponse(tobi);
    if (url === '/api/Residents/5/Dependants') return page(dependants);
    if (url.startsWith('/api/Addresses/Community/1?')) return page([]);
    if (url.startsWith('/api/Apartments/Community/1?')) return page([]);
    if (url === '/api/Apartments/apartmentTypes') return page([]);
    if (url === '/api/Communities/Getroles') return jsonResponse([]);
    return undefined;
  });
}

function writes(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
}

async function fillDependant(user: UserEvent) {
  await user.click(screen.getByLabelText(/^Full name/));
  await user.paste('Chioma Nwosu');
  await user.click(screen.getByLabelText(/^Relationship/));
  await user.paste('Child');
  await user.click(screen.getByRole('combobox', { name: /^Gender/ }));
  await user.click(await screen.findByRole('option', { name: 'Female' }));
  fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: '2015-06-01' } });
}

describe('add dependant', () => {
  it('blank → all inputs, and nothing is sent', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = dependantsApi();
    signIn(adminUser);
    renderDashboard('/dashboard/apartment-types/add-dependant');
    expect(await screen.findByRole('heading', { name: 'Add dependant' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.dependant.required)).toBeInTheDocument();
    expect(writes(fetchMock)).toHaveLength(0);
  }, 60_000);

  it("opens from the resident's page for them, posts JSON and goes back", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = dependantsApi({
      write: (url) =>
        url === '/api/Residents/Dependants' ? jsonResponse(chioma, 201) : jsonResponse({}, 404),
    });
    signIn(adminUser);
    renderDashboard('/dashboard/resident/5');
    await user.click(await screen.findByRole('link', { name: 'Add dependant' }));
    expect(await screen.findByRole('heading', { name: 'Add dependant' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: /^Resident/ })).toHaveValue('Amaka Nwosu');

    await fillDependant(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.dependant.added)).toBeInTheDocument();
    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe('/api/Residents/Dependants');
    expect(init!.method).toBe('POST');
    expect(JSON.parse(init!.body as string)).toEqual({
      residentId: 5,
      fullName: 'Chioma Nwosu',
      relationship: 'Child',
      gender: 'Female',
      dob: '2015-06-01',
      phone: '',
    });
    expect(await screen.findByRole('heading', { name: 'Resident details' })).toBeInTheDocument();
  }, 45_000);

  it("puts the server's refusal of a field on that field, and stays", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const future = 'Date of birth must not be in the future';
    dependantsApi({
      write: () =>
        jsonResponse({ message: messages.dependant.required, errors: { dob: future } }, 400),
    });
    signIn({ ...memberUser, residentId: 5 });
    renderDashboard('/dashboard/apartment-types/add-dependant');
    await within(await screen.findByRole('combobox', { name: /^Resident/ })).findByText(
      'Amaka Nwosu',
    );
    await fillDependant(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dob = screen.getByLabelText(/^Date of birth/);
    await waitFor(() => expect(dob).toHaveAccessibleDescription(future));
    expect(dob).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Full name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { name: 'Add dependant' })).toBeInTheDocument();
  }, 30_000);

  it('a Member adds only to their own household', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = dependantsApi({ write: () => jsonResponse(chioma, 201) });
    signIn({ ...memberUser, residentId: 5 });
    renderDashboard('/dashboard/apartment-types/add-dependant?residentId=6');
    const resident = await screen.findByRole('combobox', { name: /^Resident/ });
    expect(await within(resident).findByText('Amaka Nwosu')).toBeInTheDocument();
    await fillDependant(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.dependant.added)).toBeInTheDocument();
    expect(JSON.parse(writes(fetchMock)[0]![1]!.body as string)).toMatchObject({ residentId: 5 });
    // The Member may not list the residents.
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.some((url) => url.startsWith('/api/Residents/Community'))).toBe(false);
  }, 30_000);

  it("lists the resident's dependants and deletes one after a confirmation", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = dependantsApi({
      dependants: [chioma],
      write: () => jsonResponse({ message: messages.dependant.deleted }),
    });
    signIn(adminUser);
    renderDashboard('/dashboard/resident/5');
    const row = (await screen.findByText('Chioma Nwosu')).closest('tr')!;
    expect(within(row).getByText('Jun-01-2015')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Delete dependant Chioma Nwosu' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messages.dependant.deleted)).toBeInTheDocument();
    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe('/api/Residents/Dependants/11');
    expect(init!.method).toBe('DELETE');
  }, 60_000);
});
