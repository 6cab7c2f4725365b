/**
 * Errors land on fields (issue 15, point 3), through the real dataProvider: the server refuses a
 * save with `{ message, errors }`; react-admin's form shows each text on its field and the toast
 * says what to fix, once. A multipart form's fields come back as the form names them.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../../src/client/dashboard/providers/dataProvider';
import { messages } from '../../../../src/shared/messages';
import { adminUser, jsonResponse, mockFetch, signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

const refusal = {
  message: messages.request.correctFields,
  errors: {
    streetName: 'Street name must be at most 100 characters long',
    lga: 'LGA must be at most 100 characters long',
  },
};

describe('a refused save', { timeout: 60_000 }, () => {
  it('shows each server text on its field and toasts the message once', async () => {
    const fetchMock = mockFetch((url, init) =>
      url === '/api/Streets' && init.method === 'POST' ? jsonResponse(refusal, 400) : undefined,
    );
    signIn(adminUser);
    renderDashboard('/dashboard/streets/add-new');
    await fill(await screen.findByLabelText(/^Name/), 'Admiralty Way');
    await fill(screen.getByLabelText(/Number of buildings/), '12');
    await fill(screen.getByLabelText(/LGA/), 'Eti-Osa');
    await fill(screen.getByLabelText(/State/), 'Lagos');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(refusal.errors.streetName),
    );
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/LGA/)).toHaveAccessibleDescription(refusal.errors.lga);
    const toasts = await screen.findAllByRole('alert');
    expect(toasts.map((alert) => alert.textContent)).toEqual([refusal.message]);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/Streets')).toHaveLength(1);
    // Still on the form, with what was typed.
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Admiralty Way');
  });
});

describe("the dataProvider's refused write", () => {
  it('names a multipart form field as the form does, and its message as the form toast', async () => {
    signIn(adminUser);
    const sent = {
      message: messages.landlord.required,
      errors: { FullName: 'Full name is required' },
    };
    mockFetch((url) => (url === '/api/Landlords' ? jsonResponse(sent, 400) : undefined));
    const error: unknown = await dataProvider
      .create('landlords', { data: { fullName: '', title: 'Mr' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).body).toEqual({
      message: sent.message,
      errors: { fullName: 'Full name is required', root: { serverError: sent.message } },
    });
  });

  it('leaves a refusal that names no field as it is', async () => {
    signIn(adminUser);
    mockFetch(() => jsonResponse({ message: messages.reference.wrongCommunity }, 400));
    await expect(
      dataProvider.create('streets', { data: { streetName: 'A' } }),
    ).rejects.toMatchObject({
      message: messages.reference.wrongCommunity,
      body: { message: messages.reference.wrongCommunity },
    });
  });
});
