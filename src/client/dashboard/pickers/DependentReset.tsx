/**
 * Dependent choices (issue 15: a street, then its addresses, then their apartments): when a field
 * this picker depends on changes to a value its chosen record does not have (another street), the
 * choice is cleared; a choice that still fits stays. Only a change counts: a stored record is
 * shown as it was saved. Rendered inside the picker's ReferenceInput, which knows the chosen record.
 */
import { useEffect, useRef } from 'react';
import { useChoicesContext, type RaRecord } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

/** Form field → the chosen record's key that must equal it, e.g. `{ streetId: 'streetId' }`. */
export type Dependencies = Record<string, string>;

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

export function DependentReset({ source, dependsOn }: { source: string; dependsOn: Dependencies }) {
  const fields = Object.keys(dependsOn);
  const values = useWatch({ name: fields }) as unknown[];
  const { selectedChoices } = useChoicesContext<RaRecord>();
  const { getValues, setValue } = useFormContext();
  const key = JSON.stringify(values);
  const previous = useRef(key);
  const chosen = selectedChoices?.[0];

  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    if (!chosen || !isSet(getValues(source))) return;
    const fits = fields.every(
      (field, index) => !isSet(values[index]) || chosen[dependsOn[field]!] === values[index],
    );
    if (!fits) setValue(source, null, { shouldDirty: true });
    // `key` stands for `values`; the chosen record at the time of the change is the one to test.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}
