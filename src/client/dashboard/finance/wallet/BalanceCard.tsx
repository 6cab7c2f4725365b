import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardStatistic } from '../../../../shared/contract/finance-reads';
import { FigureValue } from '../common/FigureCard';

interface BalanceCardProps {
  statistic: DashboardStatistic | undefined;
  isPending: boolean;
}

/** The wallet's Total Balance (cash in less cash out) with Total Income and Total Expenses badges. */
export function BalanceCard({ statistic, isPending }: BalanceCardProps) {
  const translate = useTranslate();
  const badges = [
    ['neighbourly.finance.figures.totalIncome', statistic?.totalIncome, 'primary.main'],
    ['neighbourly.finance.figures.totalExpenses', statistic?.totalExpenses, 'secondary.dark'],
  ] as const;
  return (
    <Card component="section" aria-labelledby="total-balance" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="total-balance" variant="body2" color="text.secondary">
          {translate('neighbourly.finance.figures.totalBalance')}
        </Typography>
        <Typography
          component="p"
          sx={{ fontWeight: 700, fontSize: { xs: 28, sm: 32 }, overflowWrap: 'anywhere' }}
        >
          <FigureValue value={statistic?.availableBalance} isPending={isPending} />
        </Typography>
        <Stack
          component="dl"
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ flexWrap: 'wrap', mt: 2, mb: 0 }}
        >
          {badges.map(([label, value, colour]) => (
            <Box
              key={label}
              sx={{ px: 1.5, py: 1, borderRadius: 2, border: 1, borderColor: colour, minWidth: 0 }}
            >
              <Typography component="dt" variant="caption" sx={{ color: colour, fontWeight: 600 }}>
                {translate(label)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                <FigureValue value={value} isPending={isPending} />
              </Typography>
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
