/**
 * The online payment settings page (issue 18, point 1): the Admin's form (provider, public key,
 * secret key as a password field, who bears the fee, the password again), the webhook address
 * with a named copy button, a save, a server refusal on its field; nobody else sees the page or
 * its menu item. The secret key is never shown: the page knows only that one is saved.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentSettings } from '../../../../src/shared/contract/payments';
import { messages } from '../../../../src/shared/messages';
import { fakeDataProvider, forbidFetch } from '../fakeDataProvider';
import { aCommunity } from '../fakeProvider/samples';
import { adminUser, memberUser, signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const WEBHOOK = 'https://estate.example.ng/api/Payments/Paystack/Webhook/1';
const text = messages.paymentSettings;

const notConfigured: PaymentSettings = {
  configured: false,
  provider: 'paystack',
  publicKey: '',
  secretKeySet: false,
  feeBearer: 'community',
  webhookUrl: WEBHOOK,
};
const configured: PaymentSettings = {
  ...notConfigured,
  configured: true,
  publicKey: 'pk_test_saved123',
  secretKeySet: true,
  feeBearer: 'payer',
};

function settingsApi(paymentSettings: PaymentSettings) {
  forbidFetch();
  return fakeDataProvider({ communities: [aCommunity()], paymentSettings });
}

const field = (label: RegExp) => screen.getByLabelText(label);

async function openPage(paymentSettings: PaymentSettings) {
  const fake = settingsApi(paymentSettings);
  signIn(adminUser);
  renderDashboard('/dashboard/payment-settings', fake);
  await screen.findByLabelText(/^Public key/, {}, { timeout: 15_000 });
  return fake;
}

async function typeInto(user: ReturnType<typeof userEvent.setup>, label: RegExp, value: string) {
  await user.clear(field(label));
  await user.click(field(label));
  await user.paste(value);
}

describe('payment settings page', { timeout: 60_000 }, () => {
  it('shows the form, the secret hidden, and the webhook URL with a named copy button', async () => {
    await openPage(configured);
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    expect(field(/^Provider/)).toHaveTextContent('Paystack');
    expect(field(/^Public key/)).toHaveValue('pk_test_saved123');
    const secret = field(/^Secret key/);
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAccessibleDescription(text.secretKeyKept);
    const fee = screen.getByRole('group', { name: /Who pays the Paystack fee/ });
    expect(within(fee).getByRole('radio', { name: text.feeBearerPayer })).toBeChecked();
    expect(within(fee).getByRole('radio', { name: text.feeBearerCommunity })).not.toBeChecked();
    expect(field(/^Current password/)).toHaveAttribute('type', 'password');

    const webhook = screen.getByRole('region', { name: text.webhookUrl });
    expect(within(webhook).getByText(WEBHOOK)).toBeVisible();
    expect(within(webhook).getByText(text.webhookHelp)).toBeVisible();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(webhook).getByRole('button', { name: text.copy }));
    expect(writeText).toHaveBeenCalledWith(WEBHOOK);
    expect(await within(webhook).findByRole('status')).toHaveTextContent(text.copied);
  });

  it('saves the settings, then empties the secret and says a key is kept', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = await openPage(notConfigured);
    expect(field(/^Secret key/)).not.toHaveAccessibleDescription(text.secretKeyKept);
    await typeInto(user, /^Public key/, 'pk_test_new456');
    await typeInto(user, /^Secret key/, 'sk_test_new456');
    await user.click(screen.getByRole('radio', { name: text.feeBearerPayer }));
    await typeInto(user, /^Current password/, 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(text.saved)).toBeVisible();
    expect(fake.callsTo('savePaymentSettings').map(({ params }) => params)).toEqual([
      [
        {
          provider: 'paystack',
          publicKey: 'pk_test_new456',
          secretKey: 'sk_test_new456',
          feeBearer: 'payer',
          currentPassword: 'correct horse battery',
        },
      ],
    ]);
    await waitFor(() => expect(field(/^Secret key/)).toHaveValue(''));
    expect(field(/^Secret key/)).toHaveAccessibleDescription(text.secretKeyKept);
    expect(field(/^Current password/)).toHaveValue('');
    expect(document.body.textContent).not.toContain('sk_test_new456');
  });

  it('keeps the saved secret: an empty secret key field is not sent', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = await openPage(configured);
    await typeInto(user, /^Current password/, 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(text.saved)).toBeVisible();
    const [call] = fake.callsTo('savePaymentSettings');
    const [body] = call?.params as [Record<string, unknown>];
    expect(body).toMatchObject({ publicKey: 'pk_test_saved123', feeBearer: 'payer' });
    expect(body).not.toHaveProperty('secretKey');
  });

  it("shows the server's refusal on the field at fault", async () => {
    const user = userEvent.setup({ delay: null });
    const fake = await openPage(configured);
    fake.refuse('savePaymentSettings', {
      message: text.keysDoNotMatch,
      errors: { secretKey: text.keysDoNotMatch },
    });
    await typeInto(user, /^Public key/, 'pk_live_abc123');
    await typeInto(user, /^Current password/, 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const secret = field(/^Secret key/);
    await waitFor(() => expect(secret).toHaveAccessibleDescription(text.keysDoNotMatch));
    expect(secret).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Public key/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the secret key the first time, on its field, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = await openPage(notConfigured);
    await typeInto(user, /^Public key/, 'pk_test_new456');
    await typeInto(user, /^Current password/, 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const secret = field(/^Secret key/);
    await waitFor(() => expect(secret).toHaveAccessibleDescription(text.secretKeyRequired));
    expect(fake.callsTo('savePaymentSettings')).toEqual([]);
  });

  it('is in the Admin’s menu only; a Member is refused the page and sees no item', async () => {
    const admin = settingsApi(configured);
    signIn(adminUser);
    const view = renderDashboard('/dashboard/home', admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const adminMenu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(adminMenu.getByRole('menuitem', { name: text.title })).toHaveAttribute(
      'href',
      '/dashboard/payment-settings',
    );
    view.unmount();

    const member = settingsApi(configured);
    signIn(memberUser);
    renderDashboard('/dashboard/payment-settings', member);
    expect(
      await screen.findByText('You do not have permission to access this page'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Public key/)).not.toBeInTheDocument();
    expect(member.callsTo('getPaymentSettings')).toEqual([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const memberMenu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(memberMenu.getByRole('menuitem', { name: 'Wallet' })).toBeInTheDocument();
    expect(memberMenu.queryByRole('menuitem', { name: text.title })).not.toBeInTheDocument();
  });
});
