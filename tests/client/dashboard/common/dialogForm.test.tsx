/**
 * The dialog-form kit (common/DialogForm.tsx) on its own: react-admin validators' texts on their
 * fields, the server's field errors on theirs, the saving state, the success toast and onSaved,
 * and a full-screen dialog on a phone.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError, NumberInput, TextInput, maxValue, required } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../../../src/client/common/Toasts';
import { DialogForm, endedSession } from '../../../../src/client/dashboard/common/DialogForm';
import { ToastNotification } from '../../../../src/client/dashboard/layout/ToastNotification';
import { i18nProvider } from '../../../../src/client/dashboard/providers/i18nProvider';

afterEach(() => {
  vi.unstubAllGlobals();
});

interface Values {
  name: string;
  count: number | null;
}

type Save = (values: Values) => Promise<{ id: number }>;

function renderKit(save: Save, onSaved = vi.fn(), onClose = vi.fn()) {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ToastNotification />
      <DialogForm<Values, { id: number }>
        open
        title="Add a thing"
        onClose={onClose}
        defaultValues={{ name: '', count: null }}
        save={save}
        success={(answer) => ({ message: `Saved thing ${answer.id}` })}
        onSaved={onSaved}
        invalidMessage="Please fix the highlighted fields"
      >
        <TextInput source="name" label="Name" validate={required()} />
        <NumberInput source="count" label="Count" validate={maxValue(100, 'At most 100')} />
      </DialogForm>
      <Toasts />
    </AdminContext>,
  );
  return screen.getByRole('dialog', { name: 'Add a thing' });
}

/** A toast's text (the toasts' container loads with the first one). */
async function findToast(text: string) {
  await waitFor(() => expect(document.querySelector('.Toastify')).not.toBeNull());
  return within(document.querySelector('.Toastify') as HTMLElement).findByText(text);
}

describe('DialogForm', { timeout: 60_000 }, () => {
  it('shows a blank required field and an out-of-range number on their fields; nothing is sent', async () => {
    const user = userEvent.setup();
    const save = vi.fn<Save>();
    const dialog = renderKit(save);
    await user.type(within(dialog).getByLabelText('Count'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription('Required'),
    );
    expect(within(dialog).getByLabelText('Count')).toHaveAccessibleDescription('At most 100');
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    // The toast names the first field's own text (a bare "Required" would say nothing).
    expect(await findToast('At most 100')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on their fields, keeping the dialog open", async () => {
    const user = userEvent.setup();
    const save = vi.fn<Save>(async () => {
      throw new HttpError('Please correct the highlighted fields.', 400, {
        message: 'Please correct the highlighted fields.',
        errors: { name: 'Name must be at most 5 characters long' },
      });
    });
    const onSaved = vi.fn();
    const dialog = renderKit(save, onSaved);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Borehole');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription(
        'Name must be at most 5 characters long',
      ),
    );
    expect(save).toHaveBeenCalledWith({ name: 'Borehole', count: null });
    expect(await findToast('Name must be at most 5 characters long')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add a thing' })).toBeInTheDocument();
  });

  it("toasts a refusal that names no field (the server's message)", async () => {
    const user = userEvent.setup();
    const dialog = renderKit(async () => {
      throw new HttpError('This entry has already been reversed', 409, {
        message: 'This entry has already been reversed',
      });
    });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Gate');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findToast('This entry has already been reversed')).toBeInTheDocument();
  });

  it('says Saving... while the request is out, then toasts the success and calls onSaved', async () => {
    const user = userEvent.setup();
    let finish: (answer: { id: number }) => void = () => undefined;
    const onSaved = vi.fn();
    const onClose = vi.fn();
    const dialog = renderKit(() => new Promise((resolve) => (finish = resolve)), onSaved, onClose);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Gate');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const saving = await within(dialog).findByRole('button', { name: /Saving/ });
    expect(saving).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Escape does not close it while saving.
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    finish({ id: 42 });
    expect(await findToast('Saved thing 42')).toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast--success')).not.toBeNull();
    expect(onSaved).toHaveBeenCalledWith({ id: 42 });
  });

  it('announces nothing when the call ended the session', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const dialog = renderKit(async () => ({ data: {} }) as unknown as { id: number }, onSaved);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Gate');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(onSaved).not.toHaveBeenCalled();
    expect(document.querySelector('.Toastify__toast')).toBeNull();
    expect(endedSession({ data: [] })).toBe(true);
    expect(endedSession({ data: { id: 1 } })).toBe(false);
    expect(endedSession({ id: 1 })).toBe(false);
  });

  it('Cancel closes; the dialog fills a phone screen', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const onClose = vi.fn();
    const dialog = renderKit(vi.fn<Save>(), vi.fn(), onClose);
    await waitFor(() => expect(dialog).toHaveClass('MuiDialog-paperFullScreen'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
