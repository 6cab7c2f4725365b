/**
 * The finance forms on their own (FinanceActions, ReverseEntryButton) in an AdminContext with the
 * real providers and the toasts: a fake API for the residents and projects they read and `write`
 * for every POST, and the dialog helpers the form tests share.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { AdminContext, ResourceDefinitionContextProvider, usePermissions } from 'react-admin';
import { Toasts } from '../../../../../src/client/common/Toasts';
import { ToastNotification } from '../../../../../src/client/dashboard/layout/ToastNotification';
import { authProvider } from '../../../../../src/client/dashboard/providers/authProvider';
import resident from '../../../../../src/client/dashboard/resident';
import { dataProvider } from '../../../../../src/client/dashboard/providers/dataProvider';
import { i18nProvider } from '../../../../../src/client/dashboard/providers/i18nProvider';
import type { FinanceRecord } from '../../../../../src/shared/contract/finance';
import { jsonResponse, mockFetch } from '../../fixtures';

export const emeka = { id: 15, fullName: 'Emeka Nwosu', address: '4 Palm Close' };
export const amaka = { id: 16, fullName: 'Amaka Obi', address: '9 Unity Road' };
export const borehole = { id: 3, projectName: 'Borehole' };
const page = (records: object[]) => jsonResponse({ records, totalRecordCount: records.length });

export const expenseEntry: FinanceRecord = {
  id: 7,
  createdDate: '2026-03-04',
  desc: 'Generator diesel',
  debAmount: 25000.5,
  credAmount: 0,
  payStatus: 'paid',
  transactionId: 'NBABCDEFGH2345',
  kind: 'expense',
  comId: 1,
  residentId: null,
  projectId: null,
  reversesEntryId: null,
  reversible: true,
};

type Write = (url: string, init: RequestInit) => Response | Promise<Response>;

/** The reads the forms make, and `write` for every POST. */
export function formsApi(write: Write = () => jsonResponse({}, 201)) {
  const fetchMock = mockFetch((url) => {
    // The resident picker: the community's residents searched by SearchText, the chosen by id.
    if (url.startsWith('/api/Residents/Community/')) {
      const search = new URL(url, 'http://x').searchParams.get('SearchText') ?? '';
      return page([emeka, amaka].filter((r) => r.fullName.includes(search)));
    }
    const resident = [emeka, amaka].find((r) => url === `/api/Residents/${r.id}`);
    if (resident) return jsonResponse(resident);
    // The projects' ReferenceInput: the community's list, and the chosen one by id.
    if (url.startsWith('/api/Projects?') || url.startsWith('/api/Projects/Community/')) {
      return page([borehole]);
    }
    if (url === `/api/Projects/${borehole.id}`) return jsonResponse(borehole);
    return undefined;
  });
  const read = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init = {}) =>
    init.method === 'POST' ? write(String(input), init) : read(input, init),
  );
  return fetchMock;
}

export function posts(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({
      url: String(url),
      body: JSON.parse(String(init!.body)) as Record<string, unknown>,
      headers: new Headers(init!.headers),
    }));
}

function RoleLoaded() {
  const { permissions, isPending } = usePermissions<string>();
  return isPending ? null : <p>role: {permissions}</p>;
}

/** What the resident picker's options say ("Emeka Nwosu · 4 Palm Close"), as in the dashboard. */
const definitions = {
  resident: { name: 'resident', recordRepresentation: resident.recordRepresentation },
};

export function renderForms(ui: ReactNode) {
  return render(
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
    >
      <ResourceDefinitionContextProvider definitions={definitions}>
        <ToastNotification />
        {ui}
        <RoleLoaded />
        <Toasts />
      </ResourceDefinitionContextProvider>
    </AdminContext>,
  );
}

export const ALL = ['billing', 'payment', 'expense'] as const;

export async function open(user: UserEvent, button: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: button });
}

export async function chooseResident(
  user: UserEvent,
  dialog: HTMLElement,
  search: string,
  name: string,
) {
  await user.type(within(dialog).getByRole('combobox', { name: /^Resident/ }), search);
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

export async function choose(user: UserEvent, dialog: HTMLElement, field: RegExp, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

export const save = (user: UserEvent, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Save' }));

/** A toast's text (the toasts' container loads with the first one). */
export async function findToast(text: string) {
  await waitFor(() => expect(document.querySelector('.Toastify')).not.toBeNull());
  return within(document.querySelector('.Toastify') as HTMLElement).findByText(text);
}
