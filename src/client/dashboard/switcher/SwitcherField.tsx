/** The Super admin's switcher itself (CommunitySwitcher.tsx loads it only for them). */
import { useEffect, useMemo, useState } from 'react';
import { Autocomplete, TextField, type SxProps, type Theme } from '@mui/material';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useGetList, useTranslate } from 'react-admin';
import type { Community } from '../../../shared/contract/communities';
import { MAX_PAGE_SIZE } from '../../../shared/limits';
import { useDebounced } from '../common/useDebounced';
import { setChosenCommunity } from './activeCommunity';

/** The API's largest page: the first 100 communities, the rest found by searching. */
const OPTIONS_PAGE_SIZE = MAX_PAGE_SIZE;
const SEARCH_DELAY_MS = 300;

interface CommunityOption {
  /** null: "All communities". */
  id: number | null;
  name: string;
}

interface SwitcherFieldProps {
  activeId: number | null;
  activeName: string | null;
  sx?: SxProps<Theme>;
}

export function SwitcherField({ activeId, activeName, sx }: SwitcherFieldProps) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const { data = [], isFetching } = useGetList<Community>(
    'communities',
    {
      pagination: { page: 1, perPage: OPTIONS_PAGE_SIZE },
      sort: { field: 'id', order: 'DESC' },
      filter: q ? { q } : {},
    },
    { placeholderData: keepPreviousData },
  );

  // A renamed community: keep the stored name (shown before any call) up to date.
  useEffect(() => {
    const current = data.find((community) => community.id === activeId);
    if (current && current.communityName !== activeName) {
      setChosenCommunity({ id: current.id, name: current.communityName });
    }
  }, [data, activeId, activeName]);

  const allOption = useMemo<CommunityOption>(
    () => ({ id: null, name: translate('neighbourly.switcher.all') }),
    [translate],
  );
  const value = useMemo<CommunityOption>(
    () => (activeId === null ? allOption : { id: activeId, name: activeName ?? `#${activeId}` }),
    [activeId, activeName, allOption],
  );
  const options = useMemo(() => {
    const found = data.map((c): CommunityOption => ({ id: c.id, name: c.communityName }));
    // The chosen community may sit beyond the first page: keep it choosable and shown.
    const chosen = value.id !== null && !found.some((o) => o.id === value.id) ? [value] : [];
    return [allOption, ...chosen, ...found];
  }, [data, allOption, value]);

  const choose = (option: CommunityOption) => {
    if (option.id === activeId) return;
    setChosenCommunity(option.id === null ? null : { id: option.id, name: option.name });
    // Every cached page belongs to the old community: drop it and refetch what is on screen.
    void queryClient.resetQueries();
  };

  return (
    <Autocomplete<CommunityOption, false, true>
      id="community-switcher"
      size="small"
      disableClearable
      options={options}
      value={value}
      loading={isFetching}
      loadingText={translate('neighbourly.loading')}
      noOptionsText={translate('neighbourly.switcher.none')}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id ?? 'all'}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      // The server filters (SearchText); the options shown are its answer.
      filterOptions={(found) => found}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setSearch(text);
      }}
      onClose={() => setSearch('')}
      onChange={(_event, option) => choose(option)}
      sx={sx}
      renderInput={(params) => (
        <TextField {...params} label={translate('neighbourly.switcher.label')} />
      )}
    />
  );
}
