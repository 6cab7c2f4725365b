/**
 * The charts, loaded on first use: @mui/x-charts and its own dependencies form one chunk
 * (FinanceCharts-*.js), never in the landing or sign-in pages' download nor in the dashboard's
 * first one.
 */
import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DonutGaugeProps } from './DonutGauge';
import type { MonthlyAreaChartProps } from './MonthlyAreaChart';

// One dynamic import for both, so the browser fetches one chart chunk (FinanceCharts-*.js).
const loadCharts = () => import('./FinanceCharts');
const MonthlyAreaChart = lazy(() => loadCharts().then((m) => ({ default: m.MonthlyAreaChart })));
const DonutGauge = lazy(() => loadCharts().then((m) => ({ default: m.DonutGauge })));

function ChartLoading({ height, width }: { height: number; width?: number }) {
  const translate = useTranslate();
  return (
    <Skeleton
      variant="rounded"
      height={height}
      width={width}
      role="status"
      aria-label={translate('neighbourly.finance.chart.loading')}
    />
  );
}

export function LazyMonthlyAreaChart(props: MonthlyAreaChartProps) {
  return (
    <Suspense fallback={<ChartLoading height={280} />}>
      <MonthlyAreaChart {...props} />
    </Suspense>
  );
}

export function LazyDonutGauge(props: DonutGaugeProps) {
  return (
    <Suspense fallback={<ChartLoading height={160} width={160} />}>
      <DonutGauge {...props} />
    </Suspense>
  );
}
