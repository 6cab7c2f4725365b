import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { APARTMENT_TYPE_CHOICES } from '../../../shared/choices';
import { MAX_AMOUNT_NAIRA } from '../../../shared/finance';
import { pick } from '../common/payload';
import { requiredChoice, requiredCount, requiredNaira, requiredText } from '../common/validators';

const typeChoices = APARTMENT_TYPE_CHOICES.map((type) => ({ id: type, name: type }));

const validFee = requiredNaira(
  'neighbourly.apartmentType.invalidFee',
  'neighbourly.apartmentType.feeTooLarge',
);

/** The apartment type fields shared by add and edit (spec section 5: all required). */
export function ApartmentTypeInputs() {
  return (
    <>
      <SelectInput source="type" choices={typeChoices} validate={requiredChoice} fullWidth />
      <TextInput source="name" validate={requiredText} fullWidth />
      <NumberInput source="numberOfRoom" validate={requiredCount} min={0} step={1} fullWidth />
      <NumberInput
        source="feePerPerMonth"
        validate={validFee}
        min={0}
        max={MAX_AMOUNT_NAIRA}
        step={0.01}
        helperText="neighbourly.apartmentType.fee_hint"
        fullWidth
      />
    </>
  );
}

/** `POST /api/Apartments/AddApartmentType` / `PUT .../UpdateApartmentType` body. */
export const toApartmentTypePayload = (data: Record<string, unknown>) =>
  pick(data, ['type', 'name', 'numberOfRoom', 'feePerPerMonth']);
