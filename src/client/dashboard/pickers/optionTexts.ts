/**
 * What each record is called in a picker's options and its chosen value (issue 15): the words a
 * person recognises it by, so that the community's fifteen "Flat 1"s read "Flat 1 · 12 Adeola
 * Street". Used as the resources' recordRepresentation (their index.ts), which react-admin's
 * AutocompleteInput inside a ReferenceInput shows.
 */
import type { Address } from '../../../shared/contract/addresses';
import type { Apartment, ApartmentType } from '../../../shared/contract/apartments';
import type { Resident } from '../../../shared/contract/residents';

/** Parts joined by a middle dot, blank parts left out. */
export function joinedText(...parts: (string | null | undefined)[]): string {
  return parts.filter((part) => part && part.trim() !== '').join(' · ');
}

/** "Flat 1 · 12 Adeola Street" */
export const apartmentText = (apartment: Partial<Apartment>) =>
  joinedText(apartment.apartmentName, apartment.address);

/** "12 Adeola Street", or "Plot 4, Block C · Queens Drive" when the text does not name the street. */
export function addressText(address: Partial<Address>): string {
  const text = address.address ?? '';
  const street = address.streetName ?? '';
  const named = street !== '' && text.toLowerCase().includes(street.toLowerCase());
  return named ? text : joinedText(text, street);
}

/** "Standard (2 bedroom)" */
export const apartmentTypeText = (type: Partial<ApartmentType>) =>
  type.type ? `${type.name ?? ''} (${type.type})` : (type.name ?? '');

/** "Amaka Nwosu · 12 Admiralty Way": namesakes told apart by where they live. */
export const residentText = (resident: Partial<Resident>) =>
  joinedText(resident.fullName, resident.address);
