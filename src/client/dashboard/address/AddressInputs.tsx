import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../../shared/limits';
import { pick } from '../common/payload';
import { SuggestInput } from '../common/SuggestInput';
import { useIdSuggestions } from '../common/useIdSuggestions';
import { requiredChoice, requiredCount, requiredText } from '../common/validators';

/**
 * The address fields: the street (one of the community's streets), the address, the number of
 * buildings and of apartments, and the landlord ID (typed, with suggestions).
 */
export function AddressInputs() {
  const landlordIds = useIdSuggestions('landlordId');
  return (
    <>
      <ReferenceInput source="streetId" reference="streets" perPage={MAX_PAGE_SIZE}>
        <AutocompleteInput optionText="streetName" validate={requiredChoice} fullWidth />
      </ReferenceInput>
      <TextInput source="address" validate={requiredText} fullWidth />
      <NumberInput source="buildings" validate={requiredCount} min={0} step={1} fullWidth />
      <NumberInput source="apartments" validate={requiredCount} min={0} step={1} fullWidth />
      <SuggestInput
        source="landlordId"
        suggestions={landlordIds}
        validate={requiredText}
        fullWidth
      />
    </>
  );
}

/** `POST/PUT /api/Addresses` body. */
export const toAddressPayload = (data: Record<string, unknown>) =>
  pick(data, ['streetId', 'address', 'buildings', 'apartments', 'landlordId']);
