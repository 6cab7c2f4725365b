/**
 * The walk-in's host, picked by searching the community's residents (`GET /api/Visitors/Hosts`):
 * name, street or apartment; each option shows the address so two namesakes can be told apart.
 */
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import type { Host } from '../../../shared/contract/visitors';
import type { GateMethods } from '../providers/methods/gate';

const T = 'neighbourly.gate';
/** Waits for a pause in typing before asking the server. */
const SEARCH_PAUSE_MS = 300;

export interface HostPickerProps {
  value: Host | null;
  onChange: (host: Host | null) => void;
  error: string;
}

export const hostLabel = (host: Host) =>
  [host.fullName, host.apartment, host.address].filter(Boolean).join(' · ');

export function HostPicker({ value, onChange, error }: HostPickerProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & GateMethods>();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const hosts = useQuery({
    queryKey: ['gate-hosts', search],
    queryFn: ({ signal }) => dataProvider.searchHosts(search, signal),
  });
  const options = Array.isArray(hosts.data) ? hosts.data : [];
  return (
    <Autocomplete
      id="gate-walk-in-host"
      options={options}
      value={value}
      onChange={(_event, host) => onChange(host)}
      inputValue={typed}
      onInputChange={(_event, text) => setTyped(text)}
      getOptionLabel={hostLabel}
      isOptionEqualToValue={(option, chosen) => option.residentId === chosen.residentId}
      // The server filters: every answer it gives is shown as it is.
      filterOptions={(all) => all}
      loading={hosts.isFetching}
      loadingText={translate(`${T}.host_searching`)}
      noOptionsText={translate(`${T}.host_none`)}
      renderOption={({ key: _key, ...props }, host) => (
        <li key={host.residentId} {...props}>
          {hostLabel(host)}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate(`${T}.host_search`)}
          required
          error={error !== ''}
          helperText={error || translate(`${T}.host_search_hint`)}
        />
      )}
    />
  );
}
