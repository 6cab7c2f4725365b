import { useEffect, useState, type ReactNode } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { PagedList } from '../../../../shared/contract/paging';
import type { Resident } from '../../../../shared/contract/residents';
import { PAGE_SIZE } from '../../../../shared/format';
import { httpClient } from '../../providers/httpClient';
import { useActiveCommunity } from '../../switcher/activeCommunity';

const SEARCH_DELAY_MS = 300;

/** What the picker needs of a resident. */
export type ResidentChoice = Pick<Resident, 'id' | 'fullName' | 'address'>;

/** Waits until typing pauses, so each keystroke does not call the server. */
function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** `GET /api/Residents?PageSize=10&SearchText=` in the active community, searched by the server. */
function useResidentSearch(searchText: string) {
  const community = useActiveCommunity();
  const query = new URLSearchParams({ PageSize: String(PAGE_SIZE) });
  if (searchText) query.set('SearchText', searchText);
  if (community.switchable && community.id !== null) {
    query.set('communityId', String(community.id));
  }
  const url = `/api/Residents?${query}`;
  return useQuery({
    queryKey: ['financeForms', 'residents', url],
    queryFn: async ({ signal }) => {
      const { json } = await httpClient(url, { signal });
      return ((json as PagedList<Resident> | null)?.records ?? []) as ResidentChoice[];
    },
    placeholderData: keepPreviousData,
  });
}

export interface ResidentPickerProps {
  value: ResidentChoice | null;
  onChange: (resident: ResidentChoice | null) => void;
  /** Why the choice is refused (a react-admin form's error), shown in place of the hint. */
  error?: ReactNode;
}

/**
 * The payer: a resident of the community, found by name, address or principal ID on the server
 * (the first 10 matches), each shown with their address so namesakes can be told apart.
 */
export function ResidentPicker({ value, onChange, error }: ResidentPickerProps) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const searchText = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const { data = [], isFetching } = useResidentSearch(searchText);
  // The chosen resident stays an option while a new search runs.
  const options = value && !data.some((r) => r.id === value.id) ? [value, ...data] : data;

  return (
    <Autocomplete<ResidentChoice>
      options={options}
      value={value}
      loading={isFetching}
      loadingText={translate('neighbourly.financeForms.payment.searching')}
      noOptionsText={translate('neighbourly.financeForms.payment.no_resident')}
      getOptionLabel={(resident) => resident.fullName}
      getOptionKey={(resident) => resident.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      // The server filters (SearchText); the options shown are its answer.
      filterOptions={(found) => found}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setSearch(text);
      }}
      onChange={(_event, resident) => onChange(resident)}
      renderOption={({ key, ...props }, resident) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography>{resident.fullName}</Typography>
            <Typography variant="body2" color="text.secondary">
              {resident.address}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('neighbourly.financeForms.payment.resident')}
          required
          error={error !== undefined}
          helperText={
            error ?? (value?.address || translate('neighbourly.financeForms.payment.resident_hint'))
          }
        />
      )}
    />
  );
}
