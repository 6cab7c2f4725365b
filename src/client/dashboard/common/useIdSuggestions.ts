/**
 * Suggestions for the typed landlord and principal IDs: the identifiers the community already
 * uses on its apartments and addresses (distinct, sorted). Read with react-admin's useGetList
 * (first 100 of each), so they come from the cache when the lists were just shown.
 */
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../../shared/limits';

const firstHundred = { pagination: { page: 1, perPage: MAX_PAGE_SIZE } };

export function useIdSuggestions(field: 'landlordId' | 'principalId'): string[] {
  const { data: apartments } = useGetList('apartments', firstHundred);
  const { data: addresses } = useGetList('address', firstHundred, {
    enabled: field === 'landlordId',
  });
  return useMemo(() => {
    const values = [...(apartments ?? []), ...(field === 'landlordId' ? (addresses ?? []) : [])]
      .map((record) => record[field])
      .filter((value): value is string => typeof value === 'string' && value.trim() !== '');
    return [...new Set(values)].sort((a, b) => a.localeCompare(b));
  }, [apartments, addresses, field]);
}
