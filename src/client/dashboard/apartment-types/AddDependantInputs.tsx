import { DateInput, SelectInput, TextInput, useGetOne } from 'react-admin';
import { GENDERS } from '../../../shared/choices';
import type { CreateDependant } from '../../../shared/contract/dependants';
import type { Resident } from '../../../shared/contract/residents';
import { SuggestInput } from '../common/SuggestInput';
import { ResidentReferenceInput } from '../pickers/ResidentReferenceInput';
import { phoneNumber, requiredChoice, requiredText } from '../common/validators';

/** A dependant's phone is optional; a filled one is Nigerian (issue 16). */
const validPhone = phoneNumber();

const genders = GENDERS.map((gender) => ({ id: gender, name: gender }));

/** Typed freely; these are offered as the user types. */
const RELATIONSHIPS = ['Spouse', 'Child', 'Parent', 'Sibling', 'Relative', 'Ward', 'Other'];

interface AddDependantInputsProps {
  /** A Member: their own resident record, the only one they may add to. */
  ownResidentId: number | null;
}

/**
 * The dependant's fields (decisions.md: full name, relationship, phone, gender, date of birth)
 * and the resident whose household they join: any of the community's residents for an
 * administrator (searched on the server), only themselves for a Member.
 */
export function AddDependantInputs({ ownResidentId }: AddDependantInputsProps) {
  return (
    <>
      {ownResidentId === null ? (
        <ResidentReferenceInput
          source="residentId"
          label="resources.dependants.fields.residentId"
          validate={requiredChoice}
        />
      ) : (
        <OwnResidentInput residentId={ownResidentId} />
      )}
      <TextInput source="fullName" validate={requiredText} fullWidth />
      <SuggestInput
        source="relationship"
        suggestions={RELATIONSHIPS}
        validate={requiredText}
        fullWidth
      />
      <SelectInput source="gender" choices={genders} validate={requiredChoice} fullWidth />
      <DateInput source="dob" validate={requiredText} fullWidth />
      <TextInput
        source="phone"
        label="resources.dependants.inputs.phone"
        type="tel"
        validate={validPhone}
        fullWidth
      />
    </>
  );
}

/** A Member's select holds one choice: their own record (they may not list the residents). */
function OwnResidentInput({ residentId }: { residentId: number }) {
  const { data, isPending } = useGetOne<Resident>('resident', { id: residentId });
  // The one choice exists from the start, so the preselected value is never out of range.
  const choices = [{ id: residentId, name: data?.fullName ?? '' }];
  return (
    <SelectInput
      source="residentId"
      choices={choices}
      isPending={isPending}
      validate={requiredChoice}
      fullWidth
    />
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** `POST /api/Residents/Dependants` (JSON, the contract's CreateDependant); the phone is optional. */
export const toDependantPayload = (data: Record<string, unknown>): CreateDependant => ({
  fullName: text(data.fullName),
  relationship: text(data.relationship),
  gender: text(data.gender),
  dob: text(data.dob),
  phone: text(data.phone),
  residentId: Number(data.residentId),
});
