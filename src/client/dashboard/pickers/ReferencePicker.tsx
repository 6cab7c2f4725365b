/**
 * A picker that searches the server (issue 15): react-admin's ReferenceInput + AutocompleteInput,
 * the typed text sent as `q` (the API's SearchText) once typing pauses, the options named by the
 * resource's recordRepresentation (optionTexts.ts), and the current value fetched by id (getMany),
 * so it shows whichever page it is on. `filter` narrows the choices on the server (`StreetId`,
 * `AddressId`); `dependsOn` clears the value when a field it depends on moves (DependentReset).
 *
 * ```tsx
 * <ReferencePicker source="apartmentId" reference="apartments" filter={{ StreetId: 7 }} />
 * ```
 */
import type { ReactNode } from 'react';
import {
  AutocompleteInput,
  ReferenceInput,
  type AutocompleteInputProps,
  type RaRecord,
} from 'react-admin';
import { DependentReset, type Dependencies } from './DependentReset';

/** Choices per search: enough to scan, never the whole community (the server searches). */
export const PICKER_PAGE_SIZE = 25;
/** How long typing must pause before the server is asked. */
export const PICKER_DEBOUNCE_MS = 300;

/** The typed text as react-admin's `q` filter (the dataProvider's SearchText); blank = none. */
export function searchToQuery(text: string): { q?: string } {
  const trimmed = text.trim();
  return trimmed ? { q: trimmed } : {};
}

export interface ReferencePickerProps {
  source: string;
  reference: string;
  /** The server-side filter of the choices (PascalCase query names); empty values are left out. */
  filter?: Record<string, unknown>;
  /** The community of the choices, for a Super admin editing another community's record. */
  communityId?: number;
  dependsOn?: Dependencies;
  label?: string;
  validate?: AutocompleteInputProps['validate'];
  onChange?: (value: unknown, record: RaRecord | undefined) => void;
  optionText?: AutocompleteInputProps['optionText'];
  helperText?: ReactNode;
  readOnly?: boolean;
}

export function ReferencePicker({
  source,
  reference,
  filter = {},
  communityId,
  dependsOn,
  label,
  validate,
  onChange,
  optionText,
  helperText,
  readOnly,
}: ReferencePickerProps) {
  const given = Object.fromEntries(
    Object.entries(filter).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  );
  return (
    <ReferenceInput
      source={source}
      reference={reference}
      filter={given}
      perPage={PICKER_PAGE_SIZE}
      queryOptions={communityId ? { meta: { communityId } } : undefined}
    >
      <AutocompleteInput
        label={label}
        validate={validate}
        optionText={optionText}
        filterToQuery={searchToQuery}
        debounce={PICKER_DEBOUNCE_MS}
        helperText={helperText}
        readOnly={readOnly}
        onChange={(value: unknown, record: RaRecord | RaRecord[] | '') =>
          onChange?.(value, record && !Array.isArray(record) ? record : undefined)
        }
        fullWidth
      />
      {dependsOn ? <DependentReset source={source} dependsOn={dependsOn} /> : null}
    </ReferenceInput>
  );
}
