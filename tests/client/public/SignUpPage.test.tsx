import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/shared/messages';
import { currentPath, deferredResponse, jsonResponse, renderPublic, stubFetch } from './helpers';

const LABELS = [
  'Community name',
  'Community address',
  'Full name',
  'Title',
  'Phone number',
  'Email address',
  'Community type',
  'Referral ID',
  'Admin email',
  'Admin password',
  'Country',
  'State',
  'LGA',
  'Street',
  'Pin key',
  'Advert page',
  'WhatsApp link',
  'Telegram link',
  'Portal',
];

async function fillCommunity(user: ReturnType<typeof renderPublic>['user']) {
  await user.type(screen.getByLabelText('Community name'), '  Sunrise Estate ');
  await user.type(screen.getByLabelText('Community address'), '12 Admiralty Way, Lekki');
}

describe('sign-up page', () => {
  it('shows every field of the spec by its label, with the defaults', () => {
    renderPublic('/auth/sign-up');
    expect(screen.getByRole('heading', { level: 1, name: 'Register a community' })).toBeVisible();
    for (const label of LABELS) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveValue('Nigeria');
    expect(screen.getByLabelText('Community type')).toHaveValue('CDA');
    // A phone keypad with the + of +234 (issue 16).
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('inputmode', 'tel');
    expect(screen.getByRole('option', { name: 'Groups' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Already registered? Sign in' })).toHaveAttribute(
      'href',
      '/auth/sign-in',
    );
    expect(document.title).toBe('Register a community · Neighbourly');
  });

  it('prefills the referral id from ?ref=', () => {
    renderPublic('/auth/sign-up?ref=42');
    expect(screen.getByLabelText('Referral ID')).toHaveValue('42');
  });

  it('blocks a look-alike admin e-mail with the shared message and sends nothing', async () => {
    const fetchMock = stubFetch();
    const { user } = renderPublic('/auth/sign-up');
    await fillCommunity(user);
    await user.type(screen.getByLabelText('Admin email'), 'chair\u200B@example.ng');
    await user.click(screen.getByRole('button', { name: 'Register community' }));
    expect(await screen.findByText(messages.identity.invisible)).toBeVisible();
    expect(screen.getByLabelText('Admin email')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('blocks a phone that is not Nigerian with the shared message on the field (issue 16)', async () => {
    const fetchMock = stubFetch();
    const { user } = renderPublic('/auth/sign-up');
    await fillCommunity(user);
    const phone = screen.getByLabelText('Phone number');
    await user.type(phone, '0803 CALL ME');
    await user.click(screen.getByRole('button', { name: 'Register community' }));
    const message = 'Please enter a Nigerian phone number: +234 or 0 followed by 10 digits';
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('blocks a blank community name or address with the spec message and sends nothing', async () => {
    const fetchMock = stubFetch();
    const { user } = renderPublic('/auth/sign-up');
    await user.type(screen.getByLabelText('Community name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Register community' }));
    expect(await screen.findByText(messages.signUp.required)).toBeVisible();
    expect(screen.getByLabelText('Community name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the registration as JSON, shows Loading... and goes to sign-in on success', async () => {
    const pending = deferredResponse();
    const fetchMock = stubFetch(pending.promise);
    const { user } = renderPublic('/auth/sign-up?ref=42');
    await fillCommunity(user);
    await user.selectOptions(screen.getByLabelText('Community type'), 'Groups');
    await user.type(screen.getByLabelText('Admin email'), 'admin@sunrise.ng');
    await user.type(screen.getByLabelText('Admin password'), ' secret pass ');
    await user.click(screen.getByRole('button', { name: 'Register community' }));

    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/Communities/CreateCommunity');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    const body = JSON.parse(init?.body as string) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(
      [
        ...['communityName', 'communityAddress', 'street', 'lga', 'state', 'country', 'email'],
        ...['mobileNumber', 'fullName', 'title', 'adminEmail', 'adminPassword', 'pKey'],
        ...['advertpage', 'whatspplink', 'telegramlink', 'portal', 'referralId', 'communityType'],
      ].sort(),
    );
    expect(body).toMatchObject({
      communityName: 'Sunrise Estate',
      communityAddress: '12 Admiralty Way, Lekki',
      communityType: 'Groups',
      referralId: '42',
      country: 'Nigeria',
      adminEmail: 'admin@sunrise.ng',
      adminPassword: ' secret pass ',
    });

    pending.resolve(jsonResponse(201, { id: 7 }));
    expect(await screen.findByText(messages.signUp.success)).toBeVisible();
    await waitFor(() => expect(currentPath()).toBe('/auth/sign-in'));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  });

  it("shows the server's message when the registration is refused", async () => {
    stubFetch(jsonResponse(409, { message: 'An account with this admin email already exists' }));
    const { user } = renderPublic('/auth/sign-up');
    await fillCommunity(user);
    await user.click(screen.getByRole('button', { name: 'Register community' }));
    expect(
      await screen.findByText('An account with this admin email already exists'),
    ).toBeVisible();
    expect(currentPath()).toBe('/auth/sign-up');
    expect(screen.getByRole('button', { name: 'Register community' })).toBeEnabled();
  });

  it('marks each field the server refused, with its text, and focuses the first', async () => {
    const tooLong = 'Community name must be at most 200 characters long';
    const required = 'Admin password is required';
    stubFetch(
      jsonResponse(400, {
        message: messages.request.correctFields,
        errors: { adminPassword: required, communityName: tooLong },
      }),
    );
    const { user } = renderPublic('/auth/sign-up');
    await fillCommunity(user);
    await user.click(screen.getByRole('button', { name: 'Register community' }));
    expect(await screen.findByText(messages.request.correctFields)).toBeVisible();
    const name = screen.getByLabelText('Community name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(tooLong);
    // The password field too (with its show/hide toggle).
    const password = screen.getByLabelText('Admin password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(expect.stringContaining(required));
    // The first refused field on the page has the focus; others stay unmarked.
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Community address')).not.toHaveAttribute('aria-invalid');
    // Correcting a field clears its mark.
    await user.type(name, 'x');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks the admin e-mail an account already has (409)', async () => {
    const taken = messages.community.adminEmailTaken;
    stubFetch(jsonResponse(409, { message: taken, errors: { adminEmail: taken } }));
    const { user } = renderPublic('/auth/sign-up');
    await fillCommunity(user);
    await user.click(screen.getByRole('button', { name: 'Register community' }));
    const adminEmail = screen.getByLabelText('Admin email');
    await waitFor(() => expect(adminEmail).toHaveAccessibleDescription(taken));
    expect(adminEmail).toHaveAttribute('aria-invalid', 'true');
  });

  it('falls back to the spec text when the server sends no message', async () => {
    stubFetch(jsonResponse(500));
    const { user } = renderPublic('/auth/sign-up');
    await fillCommunity(user);
    await user.click(screen.getByRole('button', { name: 'Register community' }));
    expect(await screen.findByText(messages.signUp.failure)).toBeVisible();
    await waitFor(() => expect(currentPath()).toBe('/auth/sign-up'));
  });
});
