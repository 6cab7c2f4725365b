import { AutocompleteInput, ReferenceInput, TextInput, type RaRecord } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { MAX_PAGE_SIZE } from '../../../shared/limits';
import { pick } from '../common/payload';
import { SuggestInput } from '../common/SuggestInput';
import { useIdSuggestions } from '../common/useIdSuggestions';
import { requiredChoice, requiredText } from '../common/validators';

/**
 * The apartment fields: name, address and street (the community's), the landlord and principal
 * IDs (typed, with suggestions: decisions.md) and both phone numbers. Choosing an address fills
 * in its street when none is chosen yet.
 */
export function ApartmentInputs() {
  const { getValues, setValue } = useFormContext();
  const landlordIds = useIdSuggestions('landlordId');
  const principalIds = useIdSuggestions('principalId');
  const fillStreet = (_value: unknown, address: RaRecord | '') => {
    if (address && address.streetId && !getValues('streetId')) {
      setValue('streetId', address.streetId, { shouldDirty: true });
    }
  };
  return (
    <>
      <TextInput source="apartmentName" validate={requiredText} fullWidth />
      <ReferenceInput source="addressId" reference="address" perPage={MAX_PAGE_SIZE}>
        <AutocompleteInput
          optionText="address"
          validate={requiredChoice}
          onChange={fillStreet}
          fullWidth
        />
      </ReferenceInput>
      <ReferenceInput source="streetId" reference="streets" perPage={MAX_PAGE_SIZE}>
        <AutocompleteInput optionText="streetName" validate={requiredChoice} fullWidth />
      </ReferenceInput>
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
      <TextInput source="principalPhoneNumber" type="tel" validate={requiredText} fullWidth />
      <TextInput source="landLoardPhoneNumber" type="tel" validate={requiredText} fullWidth />
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
