import { useQuery } from '@tanstack/react-query';
import type { DashboardStatistic, MonthlySeries } from '../../../../shared/contract/finance-reads';
import { httpClient } from '../../providers/httpClient';
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
  const { id: communityId } = useActiveCommunity();
  const query = useQuery({
    queryKey: [FINANCE_QUERY_KEY, 'statistic', communityId],
    queryFn: async ({ signal }) => {
      const { json } = await httpClient(`/api/Communities/${communityId}/Statistics`, { signal });
      return json as DashboardStatistic;
    },
    enabled: communityId !== null,
  });
  useToastOnError(query.error);
  return query;
}

/** The last 12 months of income and expenses (`GET /api/Wallets/MonthlySeries`), oldest first. */
export function useMonthlySeries() {
  const { id: communityId, switchable } = useActiveCommunity();
  const query = useQuery({
    queryKey: [FINANCE_QUERY_KEY, 'monthly-series', communityId],
    queryFn: async ({ signal }) => {
      const search = switchable && communityId !== null ? `?communityId=${communityId}` : '';
      const { json } = await httpClient(`/api/Wallets/MonthlySeries${search}`, { signal });
      return json as MonthlySeries;
    },
    enabled: communityId !== null,
  });
  useToastOnError(query.error);
  return query;
}
