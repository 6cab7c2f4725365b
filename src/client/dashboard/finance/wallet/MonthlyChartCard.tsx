import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LazyMonthlyAreaChart } from '../charts/LazyCharts';
import { useMonthlySeries } from '../common/financeQueries';

/** The wallet's card with the area chart of the last 12 months' income and expenses. */
export function MonthlyChartCard() {
  const translate = useTranslate();
  const { data } = useMonthlySeries();
  return (
    <Card component="section" aria-labelledby="monthly-chart-title" sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography id="monthly-chart-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {translate('neighbourly.finance.chart.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('neighbourly.finance.chart.subtitle')}
        </Typography>
        <LazyMonthlyAreaChart months={data?.months ?? []} />
      </CardContent>
    </Card>
  );
}
