import { NumberInput, TextInput } from 'react-admin';
import { pick } from '../common/payload';
import { StreetReferenceInput } from '../pickers/PropertyPickers';
import { SuggestInput } from '../common/SuggestInput';
import { useIdSuggestions } from '../common/useIdSuggestions';
import { requiredChoice, requiredCount, requiredText } from '../common/validators';

/**
 * The address fields: the street (one of the community's, searched on the server), the address, the number of
 * buildings and of apartments, and the landlord ID (typed, with suggestions).
 */
export function AddressInputs() {
  const landlordIds = useIdSuggestions('landlordId');
  return (
    <>
      <StreetReferenceInput source="streetId" validate={requiredChoice} />
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
