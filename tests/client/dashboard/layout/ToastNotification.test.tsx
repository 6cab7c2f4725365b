import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, useNotify } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { Toasts } from '../../../../src/client/common/Toasts';
import { ToastNotification } from '../../../../src/client/dashboard/layout/ToastNotification';
import { i18nProvider } from '../../../../src/client/dashboard/providers/i18nProvider';

function NotifyButtons() {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify('Street added successfully', { type: 'success' })}>
        plain
      </button>
      <button onClick={() => notify('neighbourly.generic.failure', { type: 'error' })}>key</button>
    </>
  );
}

describe('ToastNotification', () => {
  it("shows react-admin's notifications as translated toasts", async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ToastNotification />
        <NotifyButtons />
        <Toasts />
      </AdminContext>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'plain' }));
    expect(await screen.findByText('Street added successfully')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'key' }));
    expect(await screen.findByText('Something went wrong! Please try again')).toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast--error')).not.toBeNull();
    expect(document.querySelector('.Toastify__toast--success')).not.toBeNull();
    // Issue 16: dark text on white, not react-toastify's grey (the colours: toastColours.ts).
    const container = document.querySelector<HTMLElement>('.Toastify__toast-container');
    expect(container?.style.getPropertyValue('--toastify-text-color-light')).toBe('#1c1c1c');
  });
});
