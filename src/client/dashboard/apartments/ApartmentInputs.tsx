import { TextInput, useRecordContext, type RaRecord } from 'react-admin';
import type { Apartment } from '../../../shared/contract/apartments';
import { useFormContext } from 'react-hook-form';
import { pick } from '../common/payload';
import { AddressReferenceInput, StreetReferenceInput } from '../pickers/PropertyPickers';
import { SuggestInput } from '../common/SuggestInput';
import { useIdSuggestions } from '../common/useIdSuggestions';
import { phoneNumber, requiredChoice, requiredText } from '../common/validators';

/**
 * The apartment fields: name, street and address (the community's, searched on the server; a
 * chosen street narrows the addresses, and changing it clears an address on another street), the
 * landlord and principal IDs (typed, with suggestions: decisions.md) and both phone numbers
 * (Nigerian ones, issue 16).
 * Choosing an address fills in its street when none is chosen yet.
 */
export function ApartmentInputs() {
  const { getValues, setValue } = useFormContext();
  const saved = useRecordContext<Apartment>();
  const landlordIds = useIdSuggestions('landlordId');
  const principalIds = useIdSuggestions('principalId');
  const fillStreet = (_value: unknown, address: RaRecord | undefined) => {
    if (address?.streetId && !getValues('streetId')) {
      setValue('streetId', address.streetId, { shouldDirty: true });
    }
  };
  return (
    <>
      <TextInput source="apartmentName" validate={requiredText} fullWidth />
      <StreetReferenceInput source="streetId" validate={requiredChoice} />
      <AddressReferenceInput
        source="addressId"
        streetSource="streetId"
        validate={requiredChoice}
        onChange={fillStreet}
      />
      <SuggestInput
        source="landlordId"
        suggestions={landlordIds}
        validate={requiredText}
        fullWidth
      />
      <SuggestInput
        source="principalId"
        suggestions={principalIds}
        validate={requiredText}
        fullWidth
      />
      <TextInput
        source="principalPhoneNumber"
        type="tel"
        validate={[requiredText, phoneNumber(saved?.principalPhoneNumber)]}
        fullWidth
      />
      <TextInput
        source="landLoardPhoneNumber"
        type="tel"
        validate={[requiredText, phoneNumber(saved?.landLoardPhoneNumber)]}
        fullWidth
      />
    </>
  );
}

/** `POST/PUT /api/Apartments` body. */
export const toApartmentPayload = (data: Record<string, unknown>) =>
  pick(data, [
    'apartmentName',
    'addressId',
    'streetId',
    'landlordId',
    'principalId',
    'principalPhoneNumber',
    'landLoardPhoneNumber',
  ]);

/** The edit form names the street and address first (spec section 5). */
export function editProblem(values: Record<string, unknown>): string {
  const missing = (value: unknown) => value === undefined || value === null || value === '';
  return missing(values.addressId) || missing(values.streetId)
    ? 'neighbourly.apartment.editRequired'
    : 'neighbourly.apartment.required';
}
