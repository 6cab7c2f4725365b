/**
 * 'Statement' on a debtor's page (issue 18, point 9): a dialog with labelled From, To and Format
 * (PDF by default), which reads the statement through the dataProvider and saves it under the
 * name the server gives it; a range that ends before it starts is refused on the field, and
 * nothing is asked of the server.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayInLagos } from '../../../../src/shared/finance';
import { messages } from '../../../../src/shared/messages';
import { fakeDataProvider, forbidFetch } from '../fakeDataProvider';
import { amakaProfile, debtor, stubDownloads } from '../finance/financeApi';
import { adminUser, signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';

vi.mock(
  '../../../../src/client/dashboard/finance/forms/index',
  () => import('../finance/formsStub'),
);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CSV_PATH = '/api/Residents/5/Statement?From=2026-02-01&To=2026-03-31&Format=csv';

function statementFake() {
  forbidFetch();
  return fakeDataProvider({
    debtors: [{ ...debtor(5), ...amakaProfile }],
    files: { [CSV_PATH]: new Blob(['"Date","Description"\r\n'], { type: 'text/csv' }) },
  });
}

async function openDialog() {
  const user = userEvent.setup({ delay: null });
  const click = stubDownloads();
  const fake = statementFake();
  signIn(adminUser);
  renderDashboard('/dashboard/debtors/5', fake);
  await screen.findByText('amaka@nwosu.ng');
  await user.click(screen.getByRole('button', { name: 'Statement' }));
  const dialog = await screen.findByRole('dialog', { name: 'Statement of account' });
  return { user, click, fake, dialog };
}

describe('statement of account', () => {
  it('downloads the chosen range as CSV through the dataProvider', async () => {
    const { user, click, fake, dialog } = await openDialog();
    const from = within(dialog).getByLabelText(/^From/);
    const to = within(dialog).getByLabelText(/^To/);
    expect(from).toHaveValue(`${todayInLagos().slice(0, 4)}-01-01`);
    expect(to).toHaveValue(todayInLagos());
    fireEvent.change(from, { target: { value: '2026-02-01' } });
    fireEvent.change(to, { target: { value: '2026-03-31' } });
    await user.click(within(dialog).getByRole('combobox', { name: /^Format/ }));
    await user.click(await screen.findByRole('option', { name: 'CSV (spreadsheet)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fake.callsTo('getFileBlob').map(({ params }) => params)).toEqual([[CSV_PATH]]);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'Statement_5_2026-02-01_2026-03-31.csv',
    );
    expect(await screen.findByText('Statement downloaded')).toBeInTheDocument();
  }, 60_000);

  it('refuses a range that ends before it starts, asking nothing of the server', async () => {
    const { user, click, fake, dialog } = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/^From/), { target: { value: '2026-03-01' } });
    fireEvent.change(within(dialog).getByLabelText(/^To/), { target: { value: '2026-02-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByText(messages.statement.invalidRange)).toBeInTheDocument();
    expect(fake.callsTo('getFileBlob')).toEqual([]);
    expect(click).not.toHaveBeenCalled();
  }, 60_000);
});
