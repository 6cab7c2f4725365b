import { useState } from 'react';
import { ValidationError, useInput } from 'react-admin';
import { requiredChoice } from '../../common/validators';
import { ResidentPicker, type ResidentChoice } from './ResidentPicker';

/**
 * The payer as a react-admin input (field `residentId`, the request's name): ResidentPicker's
 * server search, its choice's id in the form, and the form's error (a blank choice, or the
 * server's text for the field) under it.
 */
export function ResidentInput() {
  const { field, fieldState } = useInput({ source: 'residentId', validate: requiredChoice });
  // The picker shows the chosen resident's name and address; the form keeps the id.
  const [chosen, setChosen] = useState<ResidentChoice | null>(null);
  const value = chosen !== null && chosen.id === field.value ? chosen : null;
  const error = fieldState.error?.message;
  return (
    <ResidentPicker
      value={value}
      onChange={(resident) => {
        setChosen(resident);
        field.onChange(resident?.id ?? null);
      }}
      error={error ? <ValidationError error={error} /> : undefined}
    />
  );
}
