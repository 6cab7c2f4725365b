/**
 * The finance forms on their own (FinanceActions, ReverseEntryButton) in an AdminContext with the
 * real authProvider, the fake dataProvider (fakeDataProvider.ts: the residents and the project
 * the forms read, their writes recorded) and the toasts; `mountForms` is the set-up every form
 * test shares, and the dialog helpers below are their steps.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, expect, vi } from 'vitest';
import { AdminContext, ResourceDefinitionContextProvider, usePermissions } from 'react-admin';
import { Toasts } from '../../../../../src/client/common/Toasts';
import { ToastNotification } from '../../../../../src/client/dashboard/layout/ToastNotification';
import { authProvider } from '../../../../../src/client/dashboard/providers/authProvider';
import resident from '../../../../../src/client/dashboard/resident';
import { i18nProvider } from '../../../../../src/client/dashboard/providers/i18nProvider';
import type { SessionUser } from '../../../../../src/shared/contract/auth';
import type { FinanceRecord } from '../../../../../src/shared/contract/finance';
import type { Project } from '../../../../../src/shared/contract/projects';
import {
  fakeDataProvider,
  forbidFetch,
  type FakeDataProvider,
  type FakeSeed,
} from '../../fakeDataProvider';
import { aResident } from '../../fakeProvider/samples';
import { signIn } from '../../fixtures';

// Registered by importing this file, as Testing Library registers its cleanup: forbidFetch's stub
// and a test's own (matchMedia) go after each test.
afterEach(() => {
  vi.unstubAllGlobals();
});

export const emeka = aResident({ id: 15, fullName: 'Emeka Nwosu', address: '4 Palm Close' });
export const amaka = aResident({ id: 16, fullName: 'Amaka Obi', address: '9 Unity Road' });
export const borehole: Project = {
  id: 3,
  projectName: 'Borehole',
  communityId: 1,
  projectDate: '2026-01-10',
  createdDate: '2026-01-10T09:00:00.000Z',
  budget: 500000,
  amountRaised: 0,
  expended: 0,
  expendedAmount: 0,
  excoInCharge: 'Adaeze Okafor',
  excoResidentId: 1,
};

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
  receiptNumber: null,
};

/** The fake the forms talk to: Emeka and Amaka, the Borehole project, the expense entry. */
export function formsFake(seed: FakeSeed = {}): FakeDataProvider {
  return fakeDataProvider({
    resident: [emeka, amaka],
    projects: [borehole],
    wallet: [expenseEntry],
    ...seed,
  });
}

/**
 * The set-up of a form test: `who` signed in, `ui` mounted over the forms' fake (fetch answers
 * nothing: every call goes through the dataProvider). Returns the user and the fake to read.
 */
export function mountForms(who: SessionUser, ui: ReactNode, seed: FakeSeed = {}) {
  const user = userEvent.setup({ delay: null });
  forbidFetch();
  const fake = formsFake(seed);
  signIn(who);
  renderForms(ui, fake);
  return { user, fake };
}

/** The arguments of each call of a custom method, in order (`[payment, idempotencyKey]`). */
export function argumentsOf(
  fake: FakeDataProvider,
  method: Parameters<FakeDataProvider['callsTo']>[0],
) {
  return fake.callsTo(method).map(({ params }) => params as unknown[]);
}

function RoleLoaded() {
  const { permissions, isPending } = usePermissions<string>();
  return isPending ? null : <p>role: {permissions}</p>;
}

/** What the resident picker's options say ("Emeka Nwosu · 4 Palm Close"), as in the dashboard. */
const definitions = {
  resident: { name: 'resident', recordRepresentation: resident.recordRepresentation },
};

export function renderForms(ui: ReactNode, dataProvider: FakeDataProvider) {
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
