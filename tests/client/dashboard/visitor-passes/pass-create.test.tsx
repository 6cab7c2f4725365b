import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberUser, signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';
import { aPass, bodyOf, passesFetch } from './passesData';

beforeEach(() => {
  // 09:10 in Lagos on Sat 28 Nov 2026: the form offers 09:30 to 13:30 today.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T08:10:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const save = () => screen.getByRole('button', { name: 'Save' });

async function openForm(options: Parameters<typeof passesFetch>[1] = {}) {
  const fetchMock = passesFetch([], options);
  signIn(memberUser);
  renderDashboard('/dashboard/visitor-passes/add-new');
  expect(await screen.findByRole('heading', { name: 'New visitor pass' })).toBeInTheDocument();
  return fetchMock;
}

describe('a resident creating a visitor pass', () => {
  it('offers today, the next half hour and four hours on', async () => {
    await openForm();
    expect(screen.getByLabelText(/^Date/)).toHaveValue('2026-11-28');
    expect(screen.getByLabelText(/^From/)).toHaveValue('09:30');
    expect(screen.getByLabelText(/^To/)).toHaveValue('13:30');
    expect(screen.getByLabelText(/^People/)).toHaveValue(1);
    // A Member's pass is always their own: no resident to choose.
    expect(screen.queryByRole('combobox', { name: /Resident/ })).toBeNull();
  });

  it('sends a one-time pass with its window as instants (Lagos is UTC+1), then opens it', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = await openForm({ created: aPass(41, { visitorName: 'Bola Ahmed' }) });
    await user.type(screen.getByLabelText(/^Visitor’s name/), '  Bola Ahmed ');
    await user.type(screen.getByLabelText(/^Visitor’s phone/), '0803 123 4567');
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '22:00' } });
    // Earlier than the start: the visit ends the next day.
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '01:30' } });
    await user.clear(screen.getByLabelText(/^People/));
    await user.type(screen.getByLabelText(/^People/), '3');
    await user.type(screen.getByLabelText(/^Vehicle plate/), 'lnd 123 ab');
    await user.click(save());
    await waitFor(() =>
      expect(bodyOf(fetchMock, '/api/Visitors/Passes', 'POST')).toEqual({
        visitorName: 'Bola Ahmed',
        visitorPhone: '08031234567',
        validFrom: '2026-11-28T21:00:00.000Z',
        validTo: '2026-11-29T00:30:00.000Z',
        people: 3,
        vehiclePlate: 'LND 123 AB',
        recurrence: null,
      }),
    );
    expect(await screen.findByText('K7M4QX')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'QR code of the gate code K7M4QX' }),
    ).toBeInTheDocument();
  });

  it('sends a recurring pass with its days and last day', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = await openForm();
    expect(screen.queryByRole('group', { name: /Days of the week/ })).toBeNull();
    await user.type(screen.getByLabelText(/^Visitor’s name/), 'Mama Nkechi');
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '07:00' } });
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '16:00' } });
    await user.click(screen.getByLabelText(/^Recurring/));
    const days = screen.getByRole('group', { name: /Days of the week/ });
    await user.click(within(days).getByRole('checkbox', { name: 'Friday' }));
    await user.click(within(days).getByRole('checkbox', { name: 'Monday' }));
    await user.click(within(days).getByRole('checkbox', { name: 'Wednesday' }));
    fireEvent.change(screen.getByLabelText(/^Until/), { target: { value: '2026-12-31' } });
    await user.click(save());
    await waitFor(() =>
      expect(bodyOf(fetchMock, '/api/Visitors/Passes', 'POST')).toEqual({
        visitorName: 'Mama Nkechi',
        visitorPhone: null,
        validFrom: '2026-11-30T06:00:00.000Z',
        validTo: '2026-11-30T15:00:00.000Z',
        people: 1,
        vehiclePlate: null,
        recurrence: { days: [1, 3, 5], until: '2026-12-31' },
      }),
    );
  });

  it('asks for the days of a recurring pass before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = await openForm();
    await user.type(screen.getByLabelText(/^Visitor’s name/), 'Mama Nkechi');
    await user.click(screen.getByLabelText(/^Recurring/));
    await user.click(save());
    expect(
      await screen.findAllByText('Please choose at least one day of the week'),
    ).not.toHaveLength(0);
    expect(bodyOf(fetchMock, '/api/Visitors/Passes', 'POST')).toBeUndefined();
  });

  it('shows the server’s field error on the field it names', async () => {
    const user = userEvent.setup({ delay: null });
    await openForm({
      refusal: {
        status: 400,
        body: {
          message: 'The visit must end in the future',
          errors: { validTo: 'The visit must end in the future' },
        },
      },
    });
    await user.type(screen.getByLabelText(/^Visitor’s name/), 'Bola Ahmed');
    await user.click(save());
    const to = screen.getByLabelText(/^To/);
    await waitFor(() => expect(to).toHaveAttribute('aria-invalid', 'true'));
    const field = to.closest('.MuiFormControl-root') as HTMLElement;
    expect(within(field).getByText('The visit must end in the future')).toBeInTheDocument();
  });
});

describe('a recurring pass’s last day', () => {
  it('may not come before its first day', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = await openForm();
    await user.type(screen.getByLabelText(/^Visitor’s name/), 'Mama Nkechi');
    await user.click(screen.getByLabelText(/^Recurring/));
    const days = screen.getByRole('group', { name: /Days of the week/ });
    await user.click(within(days).getByRole('checkbox', { name: 'Monday' }));
    fireEvent.change(screen.getByLabelText(/^Until/), { target: { value: '2026-11-27' } });
    await user.click(save());
    expect(
      await screen.findAllByText('The last day must be on or after the first day'),
    ).not.toHaveLength(0);
    expect(bodyOf(fetchMock, '/api/Visitors/Passes', 'POST')).toBeUndefined();
  });
});
