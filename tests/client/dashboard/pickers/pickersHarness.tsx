/**
 * Pickers on their own: a react-admin Form in an AdminContext with the real dataProvider and
 * translations, the resources' recordRepresentation from their index.ts (what each option says),
 * and the fake dataProvider holding an estate at real size (estate.ts); what the form would save is shown in
 * an `<output>` (the form's values as a user's Save would send them).
 */
import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  AdminContext,
  Form,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import address from '../../../../src/client/dashboard/address';
import apartmentTypes from '../../../../src/client/dashboard/apartment-types';
import apartments from '../../../../src/client/dashboard/apartments';
import resident from '../../../../src/client/dashboard/resident';
import streets from '../../../../src/client/dashboard/streets';
import { authProvider } from '../../../../src/client/dashboard/providers/authProvider';
import { i18nProvider } from '../../../../src/client/dashboard/providers/i18nProvider';
import { type FakeDataProvider, forbidFetch } from '../fakeDataProvider';
import { adminUser, signIn } from '../fixtures';
import { estateProvider, type Estate } from './estate';

const definitions = Object.fromEntries(
  Object.entries({ address, 'apartment-types': apartmentTypes, apartments, resident, streets }).map(
    ([name, views]) => [name, { name, recordRepresentation: views.recordRepresentation }],
  ),
);

/** The estate for an Admin of community 1; fetch answers nothing (all goes through the provider). */
export function serveEstate(estate: Estate): FakeDataProvider {
  signIn(adminUser);
  forbidFetch();
  return estateProvider(estate);
}

function Values() {
  const values = useWatch() as Record<string, unknown>;
  return <output aria-label="Form values">{JSON.stringify(values)}</output>;
}

/** `ui` inside a form of `resource` (its labels), starting from `record`, over `dataProvider`. */
export function renderPickers(
  ui: ReactNode,
  resource: string,
  dataProvider: FakeDataProvider,
  record: Record<string, unknown> = {},
) {
  return render(
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
    >
      <ResourceDefinitionContextProvider definitions={definitions}>
        <ResourceContextProvider value={resource}>
          <Form record={record}>
            {ui}
            <Values />
          </Form>
        </ResourceContextProvider>
      </ResourceDefinitionContextProvider>
    </AdminContext>,
  );
}

/** The form's values now. */
export function formValues(): Record<string, unknown> {
  return JSON.parse(screen.getByRole('status', { name: 'Form values' }).textContent ?? '{}');
}

/** Opens a picker and chooses the option with this text. */
export async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The texts of the options a picker offers once opened. */
export async function optionsOf(user: UserEvent, label: RegExp): Promise<string[]> {
  await user.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByRole('option');
  return options.map((option) => option.textContent ?? '');
}
