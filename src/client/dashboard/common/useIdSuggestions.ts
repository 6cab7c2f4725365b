/**
 * Suggestions for the typed landlord and principal IDs: the identifiers the community already
 * uses on its apartments (and, for landlords, addresses) that contain what the user has typed so
 * far, distinct and sorted. Searched on the server (SearchText, once typing pauses), so an ID used
 * only on an old apartment is suggested too, not just those among the newest 100 (issue 15).
 * Call inside the form: it watches the field.
 */
import { useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { PICKER_DEBOUNCE_MS, PICKER_PAGE_SIZE, searchToQuery } from '../pickers/ReferencePicker';
import { useDebounced } from './useDebounced';

const NEWEST_FIRST = { field: 'id', order: 'DESC' as const };

export function useIdSuggestions(field: 'landlordId' | 'principalId'): string[] {
  const typed = useWatch({ name: field }) as unknown;
  const text = useDebounced(typeof typed === 'string' ? typed.trim() : '', PICKER_DEBOUNCE_MS);
  const params = {
    pagination: { page: 1, perPage: PICKER_PAGE_SIZE },
    sort: NEWEST_FIRST,
    filter: searchToQuery(text),
  };
  const options = { placeholderData: keepPreviousData };
  const { data: apartments } = useGetList('apartments', params, options);
  const { data: addresses } = useGetList('address', params, {
    ...options,
    enabled: field === 'landlordId',
  });
  return useMemo(() => {
    const wanted = text.toLowerCase();
    const values = [...(apartments ?? []), ...(field === 'landlordId' ? (addresses ?? []) : [])]
      .map((record) => record[field] as unknown)
      .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
      .filter((value) => value.toLowerCase().includes(wanted));
    return [...new Set(values)].sort((a, b) => a.localeCompare(b));
  }, [apartments, addresses, field, text]);
}
