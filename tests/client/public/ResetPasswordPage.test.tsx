import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/shared/messages';
import { currentPath, deferredResponse, jsonResponse, renderPublic, stubFetch } from './helpers';

const box = (n: number) => screen.getByLabelText(`Code character ${n}`);
const codeSent = () => jsonResponse(200, { message: messages.reset.codeSent });

/** Step 1 answered by the server (first fetch answer: the code was sent). */
async function openStepTwo(identifier = 'ada@sunrise.ng', ...later: Response[]) {
  const fetchMock = stubFetch(codeSent(), ...later);
  const rendered = renderPublic('/auth/reset-password');
  await rendered.user.type(screen.getByLabelText('Username or email'), identifier);
  await rendered.user.click(screen.getByRole('button', { name: 'Reset' }));
  await screen.findByRole('heading', { level: 1, name: 'Enter OTP verification' });
  return { ...rendered, fetchMock };
}

/** The JSON body of the n-th fetch call. */
function sentBody(fetchMock: ReturnType<typeof stubFetch>, call: number) {
  const init = fetchMock.mock.calls[call]?.[1];
  return JSON.parse(String(init?.body)) as Record<string, string>;
}

async function fillStepTwo(
  user: Awaited<ReturnType<typeof openStepTwo>>['user'],
  values: { code?: string; password?: string; confirm?: string } = {},
) {
  await user.click(box(1));
  await user.keyboard(values.code ?? 'a7kd');
  await user.type(screen.getByLabelText('New password'), values.password ?? 'new secret 1');
  await user.type(screen.getByLabelText('Confirm password'), values.confirm ?? 'new secret 1');
}

describe('reset password page', () => {
  it("shows the server's 429 text when too many codes were asked for, and stays on step 1", async () => {
    stubFetch(jsonResponse(429, { message: messages.reset.tooManyAttempts }));
    const { user } = renderPublic('/auth/reset-password');
    await user.type(screen.getByLabelText('Username or email'), 'ada@sunrise.ng');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(messages.reset.tooManyAttempts)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  });

  it('step 1 asks the server to e-mail a code, then moves to step 2 keeping the username', async () => {
    const pending = deferredResponse();
    const fetchMock = stubFetch(pending.promise);
    const { user } = renderPublic('/auth/reset-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
    expect(document.title).toBe('Reset password · Neighbourly');
    await user.type(screen.getByLabelText('Username or email'), ' ada@sunrise.ng ');
    await user.click(screen.getByRole('button', { name: 'Reset' }));

    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/AuthUser/ForgotPassword');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(sentBody(fetchMock, 0)).toEqual({ userUniqueId: 'ada@sunrise.ng' });

    pending.resolve(codeSent());
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Enter OTP verification',
    });
    expect(heading).toHaveFocus();
    expect(await screen.findByText(messages.reset.codeSent)).toBeVisible();
    expect(screen.getByLabelText('Username or email')).toHaveValue(' ada@sunrise.ng ');
  });

  it('step 1 with a blank username says so and sends nothing', async () => {
    const fetchMock = stubFetch();
    const { user } = renderPublic('/auth/reset-password');
    await user.type(screen.getByLabelText('Username or email'), '   ');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(messages.reset.identifierRequired)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  });

  it("step 1 stays put and shows the server's message when the request fails", async () => {
    stubFetch(jsonResponse(429, { message: messages.request.tooManyRequests }));
    const { user } = renderPublic('/auth/reset-password');
    await user.type(screen.getByLabelText('Username or email'), 'ada@sunrise.ng');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(messages.request.tooManyRequests)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  });

  it('shows step 2 with four labelled boxes and the password fields with show/hide', async () => {
    const { user } = await openStepTwo();
    for (const n of [1, 2, 3, 4]) expect(box(n)).toHaveAttribute('maxlength', '1');
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
    const [showNew] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(showNew!);
    expect(password).toHaveAttribute('type', 'text');
  });

  it('moves focus forward while typing, one upper-case character per box', async () => {
    const { user } = await openStepTwo();
    await user.click(box(1));
    await user.keyboard('a7k');
    expect([box(1), box(2), box(3)].map((input) => (input as HTMLInputElement).value)).toEqual([
      'A',
      '7',
      'K',
    ]);
    expect(box(4)).toHaveFocus();
    await user.keyboard('mz');
    expect(box(4)).toHaveValue('Z');
    expect(box(4)).toHaveFocus();
  });

  it('moves back on Backspace from an empty box, and clears then moves back from a full one', async () => {
    const { user } = await openStepTwo();
    await user.click(box(1));
    await user.keyboard('AB');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('B');
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveValue('');
    expect(box(1)).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
  });

  it('fills every box from a pasted code', async () => {
    await openStepTwo();
    fireEvent.paste(box(2), { clipboardData: { getData: () => ' x9q2 ' } });
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)).toEqual([
      'X',
      '9',
      'Q',
      '2',
    ]);
    expect(box(4)).toHaveFocus();
  });

  it('sends the code and the new password, then returns to sign-in with a success toast', async () => {
    const pending = deferredResponse();
    const { user, fetchMock } = await openStepTwo('ada@sunrise.ng');
    fetchMock.mockImplementationOnce(() => pending.promise);
    await fillStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Reset' }));

    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/AuthUser/ResetPassword');
    expect(sentBody(fetchMock, 1)).toEqual({
      userUniqueId: 'ada@sunrise.ng',
      otp: 'A7KD',
      newPassword: 'new secret 1',
      confirmPassword: 'new secret 1',
    });

    pending.resolve(jsonResponse(200, { message: messages.reset.success }));
    await waitFor(() => expect(currentPath()).toBe('/auth/sign-in'));
    expect(await screen.findByText(messages.reset.success)).toBeVisible();
  });

  it('says the passwords do not match before sending anything', async () => {
    const { user, fetchMock } = await openStepTwo();
    await fillStepTwo(user, { password: 'new secret 1', confirm: 'new secret 2' });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(messages.reset.mismatch)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks for the whole code and a password of 8 to 128 characters before sending', async () => {
    const { user, fetchMock } = await openStepTwo();
    await user.click(box(1));
    await user.keyboard('AB');
    await user.type(screen.getByLabelText('New password'), 'new secret 1');
    await user.type(screen.getByLabelText('Confirm password'), 'new secret 1');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(messages.reset.required)).toBeVisible();

    await user.click(box(3));
    await user.keyboard('CD');
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Password must be 8 to 128 characters long')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message for a wrong or expired code and stays on step 2", async () => {
    const { user } = await openStepTwo(
      'ada@sunrise.ng',
      jsonResponse(400, { message: messages.reset.invalidCode }),
    );
    await fillStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(messages.reset.invalidCode)).toBeVisible();
    expect(currentPath()).toBe('/auth/reset-password');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeEnabled();
  });

  it('sends a new code on request and empties the boxes', async () => {
    const { user, fetchMock } = await openStepTwo('ada@sunrise.ng', codeSent());
    await user.click(box(1));
    await user.keyboard('WXYZ');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(box(1)).toHaveValue(''));
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/AuthUser/ForgotPassword');
    expect(sentBody(fetchMock, 1)).toEqual({ userUniqueId: 'ada@sunrise.ng' });
  });
});
