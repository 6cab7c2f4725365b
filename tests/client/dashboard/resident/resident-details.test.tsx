/**
 * A resident's details: an administrator's edit and delete, who may change whom (issue 12), and
 * a Member's own profile. The list and add-new are in resident.test.tsx.
 * The real provider keeps the administrator's edit, whose multipart PUT's keys it writes.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Resident } from '../../../../src/shared/contract/residents';
import { messages } from '../../../../src/shared/messages';
import { adminUser, jsonResponse, memberUser, signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';
import {
  amaka,
  fillText,
  formEntries,
  residentsApi,
  residentsFake,
  savedResident,
  setUpResidentTests,
  writes,
} from './residentsApi';

setUpResidentTests();

describe('resident details', () => {
  // The multipart PUT (its PascalCase keys, Id, SelectApartmentTypeId) is the real provider's.
  it('an administrator edits every field, sees the ID document and the dependants', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = residentsApi({ write: () => jsonResponse({ ...amaka, state: 'Ogun' }) });
    signIn(adminUser);
    renderDashboard('/dashboard/resident/5');
    const state = await screen.findByLabelText(/^State/);
    expect(state).toHaveValue('Lagos');
    expect(screen.getByLabelText(/^ID number/)).toHaveValue('12345678901');
    expect(screen.getByRole('button', { name: 'View ID document' })).toBeInTheDocument();
    expect(screen.getByLabelText(/New ID document \(optional\)/)).toBeInTheDocument();
    expect(await screen.findByText(messages.dependant.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add dependant' })).toHaveAttribute(
      'href',
      '/dashboard/apartment-types/add-dependant?residentId=5',
    );

    await fillText(user, /^State/, 'Ogun');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.resident.updated)).toBeInTheDocument();
    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe('/api/Residents');
    expect(init!.method).toBe('PUT');
    const form = init!.body as FormData;
    expect(formEntries(form)).toMatchObject({
      Id: '5',
      State: 'Ogun',
      SelectedRoleId: '7',
      SelectApartmentTypeId: '4',
      IdNumber: '12345678901',
    });
    expect(form.has('Image')).toBe(false);
    expect(form.has('IdNumberFile')).toBe(false);
  });

  it('an administrator deletes a resident after a confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = residentsFake();
    signIn(adminUser);
    renderDashboard('/dashboard/resident/5', fake);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(fake.callsTo('delete')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messages.resident.deleted)).toBeInTheDocument();
    expect(fake.callsTo('delete', 'resident')[0]?.params).toMatchObject({ id: 5 });
    expect(fake.records.resident).toHaveLength(0);
  }, 60_000);
});

describe('who may change whom (issue 12)', () => {
  const chairman = { ...adminUser, id: 11, roleName: 'Chairman', residentId: 6 };
  const amakaTheAdmin: Resident = { ...amaka, roleName: 'Admin', selectedRoleId: 1 };

  it("an officer sees an administrator's identity and role read-only, and no Delete", async () => {
    const user = userEvent.setup({ delay: null });
    const fake = residentsFake({ residents: [amakaTheAdmin] });
    signIn(chairman);
    renderDashboard('/dashboard/resident/5', fake);
    const state = await screen.findByLabelText(/^State/);
    for (const label of [/^Title/, /^Full name/, /^Email/, /^Mobile number/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    }
    expect(state).not.toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await fillText(user, /^State/, 'Ogun');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.resident.updated)).toBeInTheDocument();
    // The identity goes back as it was, so the server's rule lets the edit through.
    expect(savedResident(fake)).toMatchObject({
      state: 'Ogun',
      email: 'amaka@nwosu.ng',
      selectedRoleId: 1,
    });
  });

  it("an officer edits a Member's identity and may delete them", async () => {
    const fake = residentsFake();
    signIn(chairman);
    renderDashboard('/dashboard/resident/5', fake);
    expect(await screen.findByLabelText(/^Email/)).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});

describe('residents for a Member', () => {
  const member = { ...memberUser, residentId: 5 };

  it('the list, add-new and another resident say the permission is missing', async () => {
    const fake = residentsFake();
    signIn(member);
    const list = renderDashboard('/dashboard/resident', fake);
    expect(await screen.findByText(messages.resident.viewPermission)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My resident profile' })).toHaveAttribute(
      'href',
      '/dashboard/resident/5',
    );
    list.unmount();

    const create = renderDashboard('/dashboard/resident/add-new', fake);
    expect(await screen.findByText(messages.resident.createPermission)).toBeInTheDocument();
    create.unmount();

    renderDashboard('/dashboard/resident/9', fake);
    expect(await screen.findByText(messages.resident.viewPermission)).toBeInTheDocument();
    expect(fake.calls.filter(({ resource }) => resource === 'resident')).toHaveLength(0);
  });

  it('reaches their own profile from the overview and saves the profile fields only', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = residentsFake();
    signIn(member);
    renderDashboard('/dashboard/home', fake);
    await user.click(await screen.findByRole('link', { name: 'My resident profile' }));
    expect(await screen.findByRole('heading', { name: 'My resident profile' })).toBeInTheDocument();
    const occupation = await screen.findByLabelText(/^Occupation/);
    expect(screen.queryByLabelText(/^ID number/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Role/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByText('Flat 3B')).toBeInTheDocument();

    await user.clear(occupation);
    await user.type(occupation, 'Nurse');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.resident.updated)).toBeInTheDocument();
    const saved = savedResident(fake);
    expect(Object.keys(saved).sort()).toEqual(
      [
        'title',
        'fullName',
        'gender',
        'maritalStatus',
        'dob',
        'mobileNumber',
        'email',
        'occupation',
        'nationality',
        'state',
      ].sort(),
    );
    expect(saved.occupation).toBe('Nurse');
    expect(fake.callsTo('update', 'resident')[0]?.params).toMatchObject({ id: 5 });
    // Back where the Member came from.
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
  });
});
