import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberUser, signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';
import { aPass, passesFetch } from './passesData';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const deletes = (fetchMock: ReturnType<typeof passesFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url));

async function openPass(fields: Parameters<typeof aPass>[1] = {}) {
  const pass = aPass(7, fields);
  const fetchMock = passesFetch([pass]);
  signIn(memberUser);
  renderDashboard('/dashboard/visitor-passes/7');
  expect(await screen.findByRole('heading', { name: 'For Bola Ahmed' })).toBeInTheDocument();
  return { pass, fetchMock };
}

describe('a visitor pass’s page', () => {
  it('shows the code, its QR image and when it is valid, in Lagos time', async () => {
    await openPass();
    expect(screen.getByText('K7M4QX')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of the gate code K7M4QX' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(screen.getByText('Sat 28 Nov 2026, 10:00 to 14:00')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('shares the server’s text on WhatsApp and by SMS, to the visitor’s number', async () => {
    const { pass } = await openPass({ visitorPhone: '08031234567' });
    const text = encodeURIComponent(pass.shareText);
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/2348031234567?text=${text}`,
    );
    expect(screen.getByRole('link', { name: 'Share by SMS' })).toHaveAttribute(
      'href',
      `sms:08031234567?body=${text}`,
    );
  });

  it('lets WhatsApp ask whom to send it to when the visitor has no phone', async () => {
    const { pass } = await openPass();
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(pass.shareText)}`,
    );
  });

  it('copies the code, and offers the phone’s share sheet where there is one', async () => {
    const writeText = vi.fn(async () => undefined);
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, share });
    const { pass } = await openPass();
    const user = userEvent.setup({ delay: null });
    // userEvent.setup puts its own clipboard in place: ours again, to see what was copied.
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, share });
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('K7M4QX');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ text: pass.shareText }));
  });

  it('cancels a live pass only after asking', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = await openPass();
    await user.click(screen.getByRole('button', { name: 'Cancel pass' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('The code K7M4QX will stop working at the gate at once.'),
    ).toBeInTheDocument();
    expect(deletes(fetchMock)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Keep pass' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes(fetchMock)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel pass' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Cancel pass' }));
    await waitFor(() => expect(deletes(fetchMock)).toEqual(['/api/Visitors/Passes/7']));
    expect(await screen.findByText('Visitor pass cancelled')).toBeInTheDocument();
  });

  it('offers no sharing and no cancelling once the pass is used', async () => {
    await openPass({ status: 'used' });
    expect(screen.getByText('Used')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Share on WhatsApp' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel pass' })).toBeNull();
  });
});
