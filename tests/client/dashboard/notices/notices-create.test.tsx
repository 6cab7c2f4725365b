import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../src/shared/messages';
import { noticeSms, smsParts } from '../../../../src/shared/message-templates';
import { aStreet } from '../fakeProvider/samples';
import { adminUser, memberUser, signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';
import { noticesData } from './noticesData';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const streets = [
  aStreet({ id: 7, streetName: 'Admiralty Way' }),
  aStreet({ id: 8, streetName: 'Palm Close' }),
];

async function openForm() {
  const dataProvider = noticesData({ streets });
  signIn(adminUser);
  renderDashboard('/dashboard/notices/add-new', dataProvider);
  expect(await screen.findByRole('heading', { name: 'New notice' })).toBeInTheDocument();
  return dataProvider;
}

const save = () => screen.getByRole('button', { name: 'Save' });

describe('posting a notice', () => {
  it('sends the title, text, audience and channels as the API takes them', async () => {
    const user = userEvent.setup({ delay: null });
    const dataProvider = await openForm();
    await user.type(screen.getByLabelText(/^Title/), '  Water off  ');
    await user.type(screen.getByLabelText(/^Text/), 'From **9am** to noon');
    await user.click(screen.getByRole('radio', { name: 'Residents who owe' }));
    await user.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    await user.click(save());
    await waitFor(() => expect(dataProvider.callsTo('create', 'notices')).toHaveLength(1));
    const sent = () =>
      (dataProvider.callsTo('create', 'notices')[0]!.params as { data: unknown }).data;
    expect(sent()).toEqual({
      title: 'Water off',
      body: 'From **9am** to noon',
      audience: 'debtors',
      channels: ['email'],
    });
  });

  it('asks for streets only for chosen streets, and requires one', async () => {
    const user = userEvent.setup({ delay: null });
    const dataProvider = await openForm();
    expect(screen.queryByRole('combobox', { name: /^Streets/ })).toBeNull();
    await user.type(screen.getByLabelText(/^Title/), 'Road works');
    await user.type(screen.getByLabelText(/^Text/), 'Closed on Monday');
    await user.click(screen.getByRole('radio', { name: 'Chosen streets' }));
    expect(screen.getByRole('combobox', { name: /^Streets/ })).toBeInTheDocument();
    await user.click(save());
    expect(await screen.findAllByText(messages.notices.streetsRequired)).not.toHaveLength(0);
    expect(dataProvider.callsTo('create', 'notices')).toHaveLength(0);

    await user.type(screen.getByRole('combobox', { name: /^Streets/ }), 'Palm');
    await user.click(await screen.findByRole('option', { name: 'Palm Close' }));
    await user.click(save());
    await waitFor(() => expect(dataProvider.callsTo('create', 'notices')).toHaveLength(1));
    const sent = () =>
      (dataProvider.callsTo('create', 'notices')[0]!.params as { data: unknown }).data;
    expect(sent()).toMatchObject({ audience: 'streets', streetIds: [8] });
  });

  it('counts the SMS as the author types, once SMS is ticked', async () => {
    const user = userEvent.setup({ delay: null });
    await openForm();
    expect(screen.queryByText(/^SMS: /)).toBeNull();
    await user.type(screen.getByLabelText(/^Title/), 'Water off');
    await user.click(screen.getByRole('checkbox', { name: 'SMS' }));
    const counter = () => screen.getByText(/^SMS: /);
    const expected = (body: string) => {
      const sms = noticeSms(
        { communityName: 'Lekki Gardens', firstName: '' },
        { title: 'Water off', body, detail: '' },
      );
      const { characters, parts } = smsParts(sms);
      return `SMS: ${characters} characters, ${parts} part(s)`;
    };
    expect(counter()).toHaveTextContent(expected(''));
    await user.type(screen.getByLabelText(/^Text/), 'Short.');
    expect(counter()).toHaveTextContent(expected('Short.'));
    expect(counter()).toHaveTextContent(/1 part\(s\)$/);
    const long = 'The water board will replace the main pipe on Admiralty Way. '.repeat(3);
    await user.click(screen.getByLabelText(/^Text/));
    await user.paste(long);
    expect(counter()).toHaveTextContent(expected(`Short.${long}`.trim()));
    expect(counter()).toHaveTextContent(/2 part\(s\)$/);
  });

  it('shows the server’s field errors on their fields', async () => {
    const user = userEvent.setup({ delay: null });
    const dataProvider = await openForm();
    dataProvider.refuse('create', {
      message: 'Please correct the title',
      errors: { title: 'Title must be at most 120 characters' },
    });
    await user.type(screen.getByLabelText(/^Title/), 'A title');
    await user.type(screen.getByLabelText(/^Text/), 'Some text');
    await user.click(save());
    const title = screen.getByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    const field = title.closest('.MuiFormControl-root') as HTMLElement;
    expect(within(field).getByText('Title must be at most 120 characters')).toBeInTheDocument();
  });

  it('is not for Members', async () => {
    signIn(memberUser);
    renderDashboard('/dashboard/notices/add-new', noticesData());
    expect(
      await screen.findByText('You do not have permission to access this page'),
    ).toBeInTheDocument();
  });
});
