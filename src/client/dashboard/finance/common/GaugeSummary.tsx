import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardStatistic } from '../../../../shared/contract/finance-reads';
import { PageHeading } from '../../common/PageHeading';
import { LazyDonutGauge } from '../charts/LazyCharts';
import type { DonutGaugeProps } from '../charts/DonutGauge';
import { FigureValue } from './FigureCard';
import { useStatistic } from './financeQueries';

type Figure = keyof Omit<DashboardStatistic, 'communityId'>;

const FIGURE_LABELS: Record<Figure, string> = {
  totalIncome: 'neighbourly.finance.figures.totalIncome',
  totalExpenses: 'neighbourly.finance.figures.totalExpenses',
  availableBalance: 'neighbourly.finance.figures.availableBalance',
  totalPendingPayments: 'neighbourly.finance.figures.amountOwing',
};

interface GaugeSummaryProps {
  /** i18n key of the page's h1. */
  title: string;
  /** The three figures shown beside the gauge, in order. */
  figures: readonly Figure[];
  /** The gauge's parts from the statistic. */
  gauge: (statistic: DashboardStatistic) => DonutGaugeProps;
  /** The Expenses page's black header. */
  dark?: boolean;
}

/**
 * The header of the income and expenses pages: the title, a donut gauge and three figures, all
 * from the community's statistic.
 */
export function GaugeSummary({ title, figures, gauge, dark = false }: GaugeSummaryProps) {
  const translate = useTranslate();
  const { data, isPending } = useStatistic();
  const colours = dark ? { bgcolor: 'common.black', color: 'common.white' } : {};
  return (
    <Card component="header" sx={{ mb: 3, ...colours }}>
      <CardContent>
        <PageHeading sx={{ color: 'inherit' }}>{translate(title)}</PageHeading>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 2, sm: 4 }}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          <Box sx={{ alignSelf: 'center', minHeight: 160 }}>
            {data ? <LazyDonutGauge {...gauge(data)} dark={dark} /> : null}
          </Box>
          <Box
            component="dl"
            aria-label={translate('neighbourly.finance.figures.summary')}
            sx={{
              display: 'grid',
              gap: 2,
              m: 0,
              flexGrow: 1,
              // Side by side on a wide screen, rather than a column beside an empty half.
              gridTemplateColumns: { lg: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {figures.map((figure) => (
              <div key={figure}>
                <Typography
                  component="dt"
                  variant="body2"
                  sx={{ color: dark ? 'grey.400' : 'text.secondary' }}
                >
                  {translate(FIGURE_LABELS[figure])}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: 22 }}>
                  <FigureValue value={data?.[figure]} isPending={isPending} />
                </Typography>
              </div>
            ))}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
