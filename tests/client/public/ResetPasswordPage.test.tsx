import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/shared/messages';
import { renderPublic, stubFetch } from './helpers';

const box = (n: number) => screen.getByLabelText(`Code character ${n}`);

async function openStepTwo(identifier = 'ada@sunrise.ng') {
  const rendered = renderPublic('/auth/reset-password');
  await rendered.user.type(screen.getByLabelText('Username or email'), identifier);
  await rendered.user.click(screen.getByRole('button', { name: 'Reset' }));
  return rendered;
}

describe('reset password page', () => {
  it('moves from step 1 to step 2 keeping the username or email', async () => {
    const fetchMock = stubFetch();
    const { user } = renderPublic('/auth/reset-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
    expect(document.title).toBe('Reset password | Neighbourly');
    await user.type(screen.getByLabelText('Username or email'), 'ada@sunrise.ng');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Enter OTP verification' });
    expect(heading).toHaveFocus();
    expect(screen.getByLabelText('Username or email')).toHaveValue('ada@sunrise.ng');
    expect(document.title).toBe('Reset password | Neighbourly');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows step 2 with four boxes, the fields and the not-available note', async () => {
    await openStepTwo();
    for (const n of [1, 2, 3, 4]) expect(box(n)).toHaveAttribute('maxlength', '1');
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('note')).toHaveTextContent(messages.reset.notAvailable);
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

  it('makes no call on step 2 Reset and says it is not available yet', async () => {
    const fetchMock = stubFetch();
    const { user } = await openStepTwo();
    await user.click(box(1));
    await user.keyboard('ABCD');
    await user.type(screen.getByLabelText('New password'), 'new secret 1');
    await user.type(screen.getByLabelText('Confirm password'), 'new secret 1');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.reset.notAvailable);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
