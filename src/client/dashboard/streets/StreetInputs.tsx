import { NumberInput, TextInput } from 'react-admin';
import { pick } from '../common/payload';
import { requiredCount, requiredText } from '../common/validators';

/** The street fields shared by add and edit (spec section 5: all required). */
export function StreetInputs() {
  return (
    <>
      <TextInput source="streetName" validate={requiredText} fullWidth />
      <NumberInput source="buildings" validate={requiredCount} min={0} step={1} fullWidth />
      <TextInput source="lga" validate={requiredText} fullWidth />
      <TextInput source="state" validate={requiredText} fullWidth />
      <TextInput source="country" validate={requiredText} fullWidth />
    </>
  );
}

export const streetDefaults = { country: 'Nigeria' };

/** `POST/PUT /api/Streets` body (the id is added by the data provider on update). */
export const toStreetPayload = (data: Record<string, unknown>) =>
  pick(data, ['streetName', 'buildings', 'lga', 'state', 'country']);
