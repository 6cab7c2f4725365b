/**
 * The pickers search the server (issue 15), on an estate of 120 apartments and 130 residents:
 * the stored value shows whichever page it is on, typing asks the server, and the choices depend
 * on each other (a street, then its addresses, then their apartments).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApartmentInputs } from '../../../../src/client/dashboard/apartments/ApartmentInputs';
import { LandlordInputs } from '../../../../src/client/dashboard/landlords/LandlordInputs';
import {
  AddressReferenceInput,
  ApartmentReferenceInput,
  ApartmentTypeReferenceInput,
  StreetReferenceInput,
} from '../../../../src/client/dashboard/pickers/PropertyPickers';
import { ResidentReferenceInput } from '../../../../src/client/dashboard/pickers/ResidentReferenceInput';
import { ResidenceInputs } from '../../../../src/client/dashboard/resident/ResidenceInputs';
import { buildEstate, listCalls } from './estate';
import { choose, formValues, optionsOf, renderPickers, serveEstate } from './pickersHarness';

afterEach(() => {
  vi.unstubAllGlobals();
});

const combobox = (label: RegExp) => screen.getByRole('combobox', { name: label });

describe('a stored value far beyond the first page', () => {
  it('shows the apartment by its name and address, though the newest 25 leave it out', async () => {
    const fake = serveEstate(buildEstate());
    renderPickers(<ApartmentReferenceInput source="apartmentId" />, 'landlords', fake, {
      apartmentId: 1,
    });
    await waitFor(() => expect(combobox(/^Apartment/)).toHaveValue('Flat 1 · 1 Adeola Street'));
    const [firstPage] = listCalls(fake, 'apartments');
    expect(firstPage).toMatchObject({ perPage: 25, page: 1 });
    expect(fake.calls).toContainEqual(
      expect.objectContaining({
        resource: 'apartments',
        params: expect.objectContaining({ ids: [1] }),
      }),
    );
  });

  it('shows the apartment type, though the first 25 of 30 leave it out', async () => {
    const fake = serveEstate(buildEstate());
    renderPickers(
      <ApartmentTypeReferenceInput source="selectedApartmentTypeId" />,
      'resident',
      fake,
      {
        selectedApartmentTypeId: 1,
      },
    );
    await waitFor(() => expect(combobox(/^Apartment type/)).toHaveValue('Type 1 (2 bedroom)'));
    expect(fake.calls).toContainEqual(
      expect.objectContaining({
        resource: 'apartment-types',
        params: expect.objectContaining({ ids: [1] }),
      }),
    );
  });

  it('shows the resident by name and address among 130', async () => {
    const fake = serveEstate(buildEstate(130));
    renderPickers(
      <ResidentReferenceInput source="residentId" label="resources.resident.name" />,
      'wallet',
      fake,
      { residentId: 1 },
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox')).toHaveValue('Ngozi Obi · 1 Adeola Street'),
    );
  });
});

describe('typing searches the server', () => {
  it('sends the typed words as the search and offers only what the server found', async () => {
    const user = userEvent.setup();
    const fake = serveEstate(buildEstate());
    renderPickers(<ApartmentReferenceInput source="apartmentId" />, 'landlords', fake);
    await user.type(combobox(/^Apartment/), 'flat 10 bourdillon');
    const searches = () => listCalls(fake, 'apartments').filter((query) => query.q);
    // Once typing pauses (a part of the words may already find the same four, on a slow machine).
    await waitFor(() =>
      expect(searches().at(-1)).toMatchObject({ q: 'flat 10 bourdillon', page: 1 }),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Flat 10 · 4 Bourdillon Road',
        'Flat 10 · 3 Bourdillon Road',
        'Flat 10 · 2 Bourdillon Road',
        'Flat 10 · 1 Bourdillon Road',
      ]),
    );
    // Typing pauses are waited for: not one request per key.
    expect(searches().length).toBeLessThan('flat 10 bourdillon'.length);
    await user.click(screen.getByRole('option', { name: 'Flat 10 · 2 Bourdillon Road' }));
    expect(formValues().apartmentId).toBe(60);
  });
});

describe('a street, then its addresses, then their apartments', () => {
  const pickers = (
    <>
      <StreetReferenceInput source="streetId" />
      <AddressReferenceInput source="addressId" streetSource="streetId" />
      <ApartmentReferenceInput
        source="apartmentId"
        streetSource="streetId"
        addressSource="addressId"
      />
    </>
  );

  it('narrows each choice to the one before, on the server', async () => {
    const user = userEvent.setup();
    const fake = serveEstate(buildEstate());
    renderPickers(pickers, 'apartments', fake);
    await choose(user, /^Street/, 'Glover Road');
    expect(await optionsOf(user, /^Address/)).toEqual([
      '4 Glover Road',
      '3 Glover Road',
      '2 Glover Road',
      '1 Glover Road',
    ]);
    expect(listCalls(fake, 'address').at(-1)).toMatchObject({ StreetId: 3 });
    await user.click(screen.getByRole('option', { name: '2 Glover Road' }));
    const flats = await optionsOf(user, /^Apartment/);
    expect(flats).toHaveLength(10);
    expect(flats.every((text) => text.endsWith(' · 2 Glover Road'))).toBe(true);
    expect(listCalls(fake, 'apartments').at(-1)).toMatchObject({
      StreetId: 3,
      AddressId: 10,
    });
    await user.click(screen.getByRole('option', { name: 'Flat 4 · 2 Glover Road' }));
    expect(formValues()).toMatchObject({ streetId: 3, addressId: 10, apartmentId: 94 });
  });

  it('clears the address and apartment that are not on a newly chosen street', async () => {
    const user = userEvent.setup();
    const fake = serveEstate(buildEstate());
    renderPickers(pickers, 'apartments', fake, { streetId: 3, addressId: 10, apartmentId: 94 });
    await waitFor(() => expect(combobox(/^Apartment/)).toHaveValue('Flat 4 · 2 Glover Road'));
    await choose(user, /^Street/, 'Adeola Street');
    await waitFor(() => expect(combobox(/^Address/)).toHaveValue(''));
    expect(combobox(/^Apartment/)).toHaveValue('');
    expect(formValues()).toMatchObject({ streetId: 1, addressId: null, apartmentId: null });
    expect(await optionsOf(user, /^Address/)).toEqual([
      '4 Adeola Street',
      '3 Adeola Street',
      '2 Adeola Street',
      '1 Adeola Street',
    ]);
  });
});

describe("a landlord's street and apartment", () => {
  it('offers the chosen street’s apartments, each named with its address', async () => {
    const user = userEvent.setup();
    const fake = serveEstate(buildEstate());
    renderPickers(<LandlordInputs view="create" />, 'landlords', fake);
    await choose(user, /^Street/, 'Bourdillon Road');
    const flats = await optionsOf(user, /^Apartment/);
    // 40 flats on the street, the first 25 of them offered, none of another street.
    expect(flats).toHaveLength(25);
    expect(flats[0]).toBe('Flat 10 · 4 Bourdillon Road');
    expect(flats.every((text) => /^Flat \d+ · \d Bourdillon Road$/.test(text))).toBe(true);
    expect(listCalls(fake, 'apartments').at(-1)).toMatchObject({ StreetId: 2 });
  });
});

describe("a resident's address and apartment", () => {
  it('offers the apartments at the chosen address and clears one at another address', async () => {
    const user = userEvent.setup();
    const fake = serveEstate(buildEstate());
    renderPickers(<ResidenceInputs />, 'resident', fake, {
      selectedAddressId: 5,
      selectedApartmentId: 43,
    });
    await waitFor(() =>
      expect(combobox(/^Apartment\W*$/)).toHaveValue('Flat 3 · 1 Bourdillon Road'),
    );
    await choose(user, /^Address/, '3 Glover Road');
    await waitFor(() => expect(combobox(/^Apartment\W*$/)).toHaveValue(''));
    const flats = await optionsOf(user, /^Apartment\W*$/);
    expect(flats.every((text) => text.endsWith(' · 3 Glover Road'))).toBe(true);
    expect(listCalls(fake, 'apartments').at(-1)).toMatchObject({ AddressId: 11 });
  });

  it('fills in the address of an apartment chosen first, and keeps the apartment', async () => {
    const user = userEvent.setup();
    const fake = serveEstate(buildEstate());
    renderPickers(<ResidenceInputs />, 'resident', fake);
    await user.type(combobox(/^Apartment\W*$/), 'flat 2 4 adeola');
    await user.click(await screen.findByRole('option', { name: 'Flat 2 · 4 Adeola Street' }));
    await waitFor(() => expect(combobox(/^Address/)).toHaveValue('4 Adeola Street'));
    expect(combobox(/^Apartment\W*$/)).toHaveValue('Flat 2 · 4 Adeola Street');
    expect(formValues()).toMatchObject({ selectedAddressId: 4, selectedApartmentId: 32 });
  });
});

describe('the typed principal ID', () => {
  it('suggests the IDs in use that contain what is typed, found on the server', async () => {
    const user = userEvent.setup();
    const fake = serveEstate(buildEstate());
    const { container } = renderPickers(<ApartmentInputs />, 'apartments', fake);
    const input = screen.getByLabelText(/Principal ID/);
    await user.type(input, 'PR-1-');
    const suggestions = () =>
      [...container.querySelectorAll(`datalist[id="${input.getAttribute('list')}"] option`)].map(
        (option) => option.getAttribute('value'),
      );
    // The oldest apartments' IDs, far beyond the newest 25 apartments.
    await waitFor(() => expect(suggestions()).toHaveLength(10));
    expect(suggestions()).toEqual(expect.arrayContaining(['PR-1-1', 'PR-1-10']));
    expect(listCalls(fake, 'apartments').at(-1)).toMatchObject({ q: 'PR-1-' });
  });
});
