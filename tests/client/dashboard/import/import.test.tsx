import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportFileParams } from '../../../../src/client/dashboard/providers/methods/imports';
import type { ImportResult } from '../../../../src/shared/contract/imports';
import { IMPORT_MAX_BYTES } from '../../../../src/shared/limits/imports';
import { messages } from '../../../../src/shared/messages';
import { ACTIVE_COMMUNITY_KEY } from '../../../../src/client/dashboard/switcher/activeCommunity';
import { fakeDataProvider, forbidFetch } from '../fakeDataProvider';
import { stubDownloads } from '../finance/financeApi';
import { adminUser, memberUser, signIn, superAdminUser } from '../fixtures';
import { screenWidth } from '../phoneScreen';
import { renderDashboard } from '../renderDashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const csv = (name = 'residents.csv', text = 'Full name,Street\nAdaeze Okafor,Admiralty Way\n') =>
  new File([text], name, { type: 'text/csv' });

const cleanCheck: ImportResult = {
  kind: 'residents',
  dryRun: true,
  rows: 3,
  created: { residents: 3, streets: 1, apartmentTypes: 0 },
  unchanged: 0,
  errors: [],
};

const BAD_EMAIL = 'Please enter a valid email address';
const checkWithErrors: ImportResult = {
  ...cleanCheck,
  errors: [
    { row: 7, column: 'E-mail', message: BAD_EMAIL },
    { row: 12, column: '', message: 'Adaeze Okafor is in the file twice (rows 3 and 12)' },
  ],
};

/** The server's answers: a dry run answers `check`, an import `imported`. */
function importApi(check: ImportResult, imported?: (params: ImportFileParams) => ImportResult) {
  forbidFetch();
  return fakeDataProvider({
    importAnswer: (params) => {
      if (params.dryRun) return { ...check, kind: params.kind };
      if (!imported) throw new Error('No import expected');
      return imported(params);
    },
  });
}

async function openPage(fake: ReturnType<typeof importApi>) {
  signIn(adminUser);
  renderDashboard('/dashboard/import', fake);
  await screen.findByRole('heading', { level: 1, name: 'Import from a spreadsheet' });
}

const fileInput = () => screen.getByLabelText('Spreadsheet file (.csv or .xlsx)');

describe('import page', { timeout: 60_000 }, () => {
  it("lists the chosen kind's columns, marking the required ones", async () => {
    const user = userEvent.setup({ delay: null });
    await openPage(importApi(cleanCheck));
    const columns = () => within(screen.getByRole('region', { name: 'Columns of the template' }));
    expect(screen.getByRole('radio', { name: 'Residents' })).toBeChecked();
    expect(columns().getByText('Apartment type')).toBeInTheDocument();
    expect(columns().getByText('Opening balance (₦)')).toBeInTheDocument();
    expect(columns().queryByText('Reference')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Payments' }));
    expect(columns().getByText('Reference')).toBeInTheDocument();
    expect(columns().queryByText('Apartment type')).not.toBeInTheDocument();
    const reference = columns().getByText('Reference').closest('li')!;
    expect(within(reference).getByText('required')).toBeInTheDocument();
    const memberId = columns().getByText('Member ID').closest('li')!;
    expect(within(memberId).getByText('optional')).toBeInTheDocument();
  });

  it('refuses a file over the size cap on its field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = importApi(cleanCheck);
    await openPage(fake);
    const huge = new File([new Uint8Array(IMPORT_MAX_BYTES + 1)], 'huge.csv', { type: 'text/csv' });
    await user.upload(fileInput(), huge);
    expect(await screen.findByText(messages.imports.file.tooLarge)).toBeVisible();
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(fileInput()).toHaveAccessibleDescription(
      expect.stringContaining(messages.imports.file.tooLarge),
    );
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(fake.callsTo('importFile')).toEqual([]);
  });

  it('shows the dry run\'s rows in error and keeps "Import" disabled', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = importApi(checkWithErrors);
    await openPage(fake);
    const file = csv();
    await user.upload(fileInput(), file);
    await user.click(screen.getByRole('button', { name: 'Check file' }));

    const problems = await screen.findByRole('region', { name: /2 problems to fix/ });
    const rows = within(problems).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [],
      ['7', 'E-mail', BAD_EMAIL],
      ['12', '(whole row)', 'Adaeze Okafor is in the file twice (rows 3 and 12)'],
    ]);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Row', 'Column', 'Problem']);
    expect(screen.getByRole('button', { name: 'Import 3 rows' })).toBeDisabled();
    expect(fake.callsTo('importFile').map(({ params }) => params)).toEqual([
      [{ kind: 'residents', file, dryRun: true }],
    ]);
  });

  it('pages more than a page of errors, and stacks them on a phone', async () => {
    screenWidth(390);
    const user = userEvent.setup({ delay: null });
    const errors = Array.from({ length: 23 }, (_, index) => ({
      row: index + 2,
      column: 'Phone',
      message: `Bad phone on row ${index + 2}`,
    }));
    await openPage(importApi({ ...cleanCheck, rows: 23, errors }));
    await user.upload(fileInput(), csv());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('Bad phone on row 2')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Bad phone on row 12')).not.toBeInTheDocument();
    expect(screen.getByText('1 - 10 of 23')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Bad phone on row 12')).toBeInTheDocument();
    expect(screen.getAllByText(/Row: 12/).length).toBeGreaterThan(0);
  });

  it('imports a clean file and shows the counts and the way to the residents', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = importApi(cleanCheck, () => ({ ...cleanCheck, dryRun: false }));
    await openPage(fake);
    const file = csv();
    await user.upload(fileInput(), file);
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(
      await screen.findByText('No problems found: the file is ready to import.'),
    ).toBeVisible();
    const created = screen.getByRole('list', { name: 'Will be created' });
    expect(
      within(created)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3 residents', '1 street']);

    await user.click(screen.getByRole('button', { name: 'Import 3 rows' }));
    expect(await screen.findByText('Imported 3 rows')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Created' })).toHaveTextContent('3 residents');
    expect(screen.getByRole('link', { name: 'Open the residents list' })).toHaveAttribute(
      'href',
      '/dashboard/resident',
    );
    expect(fake.callsTo('importFile').map(({ params }) => params)).toEqual([
      [{ kind: 'residents', file, dryRun: true }],
      [{ kind: 'residents', file, dryRun: false }],
    ]);
  });

  it('asks for a new check once another file is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    await openPage(importApi(cleanCheck));
    await user.upload(fileInput(), csv('first.csv'));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByRole('button', { name: 'Import 3 rows' })).toBeEnabled();
    await user.upload(fileInput(), csv('second.csv'));
    expect(screen.getByText('second.csv')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import \d+ rows?$/ })).not.toBeInTheDocument();
  });

  it("shows a refused import's message and rows (422)", async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = 'Nothing was imported: 1 row has a problem';
    const fake = importApi(cleanCheck, () => {
      const body = { ...checkWithErrors, dryRun: false, created: {}, message: refusal };
      throw new HttpError(refusal, 422, body);
    });
    await openPage(fake);
    await user.upload(fileInput(), csv());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await user.click(await screen.findByRole('button', { name: 'Import 3 rows' }));
    expect(await screen.findByText(refusal)).toBeVisible();
    expect(screen.getByRole('cell', { name: BAD_EMAIL })).toBeInTheDocument();
    expect(screen.queryByText('Imported 3 rows')).not.toBeInTheDocument();
  });

  it("puts a refused file's text on the file field", async () => {
    const user = userEvent.setup({ delay: null });
    const fake = importApi(cleanCheck);
    const text = messages.imports.file.notSpreadsheet;
    fake.refuse('importFile', { message: text, errors: { File: text } });
    await openPage(fake);
    await user.upload(fileInput(), csv('photo.csv'));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await waitFor(() => expect(fileInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining(text));
  });

  it('saves the template under its file name', async () => {
    const user = userEvent.setup({ delay: null });
    forbidFetch();
    const template = new Blob(['Date,Amount (₦)\n'], { type: 'text/csv' });
    const fake = fakeDataProvider({ files: { '/api/Imports/Templates/payments': template } });
    const click = stubDownloads();
    await openPage(fake);
    await user.click(screen.getByRole('radio', { name: 'Payments' }));
    await user.click(screen.getByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('Neighbourly_payments-template.csv');
    expect(fake.callsTo('importTemplate').map(({ params }) => params)).toEqual([['payments']]);
    click.mockRestore();
  });

  it('asks the Super admin to choose a community first, then imports into it', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = importApi(cleanCheck);
    signIn(superAdminUser);
    const view = renderDashboard('/dashboard/import', fake);
    expect(await screen.findByText(messages.reference.chooseCommunity)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check file' })).not.toBeInTheDocument();
    view.unmount();

    window.localStorage.setItem(ACTIVE_COMMUNITY_KEY, JSON.stringify({ id: 1, name: 'Lekki' }));
    renderDashboard('/dashboard/import', fake);
    await user.upload(await screen.findByLabelText('Spreadsheet file (.csv or .xlsx)'), csv());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByRole('button', { name: 'Import 3 rows' })).toBeEnabled();
  });

  it('is not offered to a Member, and refused if opened', async () => {
    forbidFetch();
    const fake = fakeDataProvider({});
    signIn(memberUser);
    renderDashboard('/dashboard/import', fake);
    expect(
      await screen.findByText('You do not have permission to access this page'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check file' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(menu.getByRole('menuitem', { name: 'Wallet' })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Import' })).not.toBeInTheDocument();
  });
});
