import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dependant } from '../../../../src/shared/contract/dependants';
import { messages } from '../../../../src/shared/messages';
import { fakeDataProvider, forbidFetch, type FakeDataProvider } from '../fakeDataProvider';
import { aResident } from '../fakeProvider/samples';
import { adminUser, memberUser, signIn } from '../fixtures';
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

const amaka = aResident({
  id: 5,
  fullName: 'Amaka Nwosu',
  imagePath: null,
  idNumberFile: '/api/Files/id5',
});
const tobi = aResident({ id: 6, fullName: 'Tobi Ade', imagePath: null });
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

/** Community 1's residents Amaka and Tobi, and Amaka's `dependants`; fetch answers nothing. */
function household(dependants: Dependant[] = []) {
  forbidFetch();
  return fakeDataProvider({ resident: [amaka, tobi], dependants });
}

const writes = (fake: FakeDataProvider) =>
  fake.calls.filter(({ method }) => ['create', 'update', 'delete'].includes(method));

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
    const fake = household();
    signIn(adminUser);
    renderDashboard('/dashboard/apartment-types/add-dependant', fake);
    expect(await screen.findByRole('heading', { name: 'Add dependant' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.dependant.required)).toBeInTheDocument();
    expect(writes(fake)).toHaveLength(0);
  }, 60_000);

  it("opens from the resident's page for them, saves and goes back to their household", async () => {
    const user = userEvent.setup({ delay: null });
    const fake = household();
    signIn(adminUser);
    renderDashboard('/dashboard/resident/5', fake);
    expect(await screen.findByText(messages.dependant.empty)).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Add dependant' }));
    expect(await screen.findByRole('heading', { name: 'Add dependant' })).toBeInTheDocument();
    // An administrator's picker names the resident with their address.
    const resident = await screen.findByRole('combobox', { name: /^Resident/ });
    await waitFor(() => expect(resident).toHaveValue('Amaka Nwosu · 12 Admiralty Way'));

    await fillDependant(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.dependant.added)).toBeInTheDocument();
    expect(fake.callsTo('create', 'dependants')[0]?.params).toEqual({
      data: {
        residentId: 5,
        fullName: 'Chioma Nwosu',
        relationship: 'Child',
        gender: 'Female',
        dob: '2015-06-01',
        phone: '',
      },
    });
    expect(await screen.findByRole('heading', { name: 'Resident details' })).toBeInTheDocument();
    const row = (await screen.findByText('Chioma Nwosu')).closest('tr')!;
    expect(within(row).getByText('Jun-01-2015')).toBeInTheDocument();
  });

  it("puts the server's refusal of a field on that field, and stays", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const future = 'Date of birth must not be in the future';
    const fake = household();
    fake.refuse(
      'create',
      { message: messages.dependant.required, errors: { dob: future } },
      { resource: 'dependants' },
    );
    signIn({ ...memberUser, residentId: 5 });
    renderDashboard('/dashboard/apartment-types/add-dependant', fake);
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
    expect(fake.records.dependants).toEqual([]);
  });

  it('refuses a phone that is not Nigerian on its field, and sends nothing (issue 16)', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = household();
    signIn({ ...memberUser, residentId: 5 });
    renderDashboard('/dashboard/apartment-types/add-dependant', fake);
    await within(await screen.findByRole('combobox', { name: /^Resident/ })).findByText(
      'Amaka Nwosu',
    );
    await fillDependant(user);
    const phone = screen.getByLabelText(/^Phone/);
    await user.click(phone);
    await user.paste('0803 CALL ME');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        'Please enter a Nigerian phone number: +234 or 0 followed by 10 digits',
      ),
    );
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(fake.callsTo('create', 'dependants')).toEqual([]);
  });

  it('a Member adds only to their own household', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = household();
    signIn({ ...memberUser, residentId: 5 });
    renderDashboard('/dashboard/apartment-types/add-dependant?residentId=6', fake);
    const resident = await screen.findByRole('combobox', { name: /^Resident/ });
    expect(await within(resident).findByText('Amaka Nwosu')).toBeInTheDocument();
    await fillDependant(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.dependant.added)).toBeInTheDocument();
    expect(fake.callsTo('create', 'dependants')[0]?.params).toMatchObject({
      data: { residentId: 5 },
    });
    // The Member may not list the residents.
    expect(fake.callsTo('getList', 'resident')).toEqual([]);
  });

  it("lists the resident's dependants and deletes one after a confirmation", async () => {
    const user = userEvent.setup({ delay: null });
    const fake = household([chioma]);
    signIn(adminUser);
    renderDashboard('/dashboard/resident/5', fake);
    const row = (await screen.findByText('Chioma Nwosu')).closest('tr')!;
    expect(within(row).getByText('Jun-01-2015')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Delete dependant Chioma Nwosu' }));
    expect(writes(fake)).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messages.dependant.deleted)).toBeInTheDocument();
    expect(fake.callsTo('delete', 'dependants')[0]?.params).toMatchObject({ id: 11 });
    expect(fake.records.dependants).toEqual([]);
  }, 60_000);
});
