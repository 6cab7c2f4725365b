import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { FinanceProvider } from '../../providers/methods/finance';
import { useActiveCommunity } from '../../switcher/activeCommunity';
import { useToastOnError } from './useFinanceError';

/** Query keys of the figures, under one prefix so a save can refresh them all. */
export const FINANCE_QUERY_KEY = 'finance';

/**
 * The active community's dashboard statistic (`GET /api/Communities/{communityId}/Statistics`):
 * Total Income, Total Expenses, Available Balance and Amount owing. Nothing is read for the Super
 * admin until a community is chosen.
 */
export function useStatistic() {
  const dataProvider = useDataProvider<FinanceProvider>();
  const { id: communityId } = useActiveCommunity();
  const query = useQuery({
    // The community keys the cache; the provider names it in the request.
    queryKey: [FINANCE_QUERY_KEY, 'statistic', communityId],
    queryFn: ({ signal }) => dataProvider.getStatistic(signal),
    enabled: communityId !== null,
  });
  useToastOnError(query.error);
  return query;
}

/** The last 12 months of income and expenses (`GET /api/Wallets/MonthlySeries`), oldest first. */
export function useMonthlySeries() {
  const dataProvider = useDataProvider<FinanceProvider>();
  const { id: communityId } = useActiveCommunity();
  const query = useQuery({
    queryKey: [FINANCE_QUERY_KEY, 'monthly-series', communityId],
    queryFn: ({ signal }) => dataProvider.getMonthlySeries(signal),
    enabled: communityId !== null,
  });
  useToastOnError(query.error);
  return query;
}
