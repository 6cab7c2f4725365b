/**
 * The project's exco in charge: one of the community's excos, searched on the server by what the
 * user types (GET /api/Residents/Excos?SearchText=, once typing pauses), never just the first page
 * of them (issue 15). Not a ReferenceInput: the API has no GET for a single exco, and the project
 * form only creates, so the chosen exco is always one a search returned; it stays offered while
 * another search runs. The list names guards too (issue 21: appointed there); a guard is never in
 * charge of a project, so they are not offered.
 */
import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { AutocompleteInput, useGetList, type RaRecord } from 'react-admin';
import type { Exco } from '../../../shared/contract/excos';
import { isSecurity } from '../../../shared/roles';
import { requiredChoice } from '../common/validators';
import { PICKER_DEBOUNCE_MS, PICKER_PAGE_SIZE, searchToQuery } from '../pickers/ReferencePicker';

const excoLabel = (exco: Exco) => `${exco.fullName} (${exco.roleName})`;

export function ExcoInChargeInput() {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Exco | null>(null);
  const { data: found = [], isPending } = useGetList<Exco>(
    'excos',
    { pagination: { page: 1, perPage: PICKER_PAGE_SIZE }, filter: searchToQuery(search) },
    { placeholderData: keepPreviousData },
  );
  const data = found.filter((exco) => !isSecurity(exco.roleName));
  const choices = chosen && !data.some((exco) => exco.id === chosen.id) ? [chosen, ...data] : data;
  return (
    <AutocompleteInput
      source="excoResidentId"
      choices={choices}
      optionText={excoLabel}
      isPending={isPending}
      setFilter={setSearch}
      debounce={PICKER_DEBOUNCE_MS}
      // The server matched the text (name, address, role ...): every answer is an option.
      matchSuggestion={() => true}
      onChange={(_value: unknown, exco: RaRecord | RaRecord[] | '') =>
        setChosen(exco && !Array.isArray(exco) ? (exco as Exco) : null)
      }
      validate={requiredChoice}
      fullWidth
    />
  );
}
