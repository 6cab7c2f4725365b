import { Box } from '@mui/material';
import { FigureCard } from '../finance/common/FigureCard';
import { useStatistic } from '../finance/common/financeQueries';

const CARDS = [
  ['neighbourly.finance.figures.totalIncome', 'totalIncome'],
  ['neighbourly.finance.figures.totalExpenses', 'totalExpenses'],
  ['neighbourly.finance.figures.availableBalance', 'availableBalance'],
  ['neighbourly.finance.figures.amountOwing', 'totalPendingPayments'],
] as const;

/**
 * The overview's cards, from the community's statistic (decisions.md, Money): Total Income,
 * Total Expenses, Available Balance (the wallet's balance) and Amount owing (what residents owe).
 */
export function MoneyCards() {
  const { data, isPending } = useStatistic();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      {CARDS.map(([label, figure]) => (
        <FigureCard key={figure} label={label} value={data?.[figure]} isPending={isPending} />
      ))}
    </Box>
  );
}
