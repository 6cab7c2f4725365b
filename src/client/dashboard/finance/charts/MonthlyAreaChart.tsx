import { Box, useTheme } from '@mui/material';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import type { MonthlySeries } from '../../../../shared/contract/finance-reads';
import { formatNaira } from '../../../../shared/format';
import { visuallyHidden } from '../../common/visuallyHidden';
import { thousandsAsK } from './chartFormat';

export interface MonthlyAreaChartProps {
  months: MonthlySeries['months'];
}

const naira = (value: number | null) => (value === null ? '' : formatNaira(value));

/**
 * The wallet's area chart: income and expenses for each of the last 12 months (oldest first), the
 * y axis in thousands as k. The same figures follow as a table for screen readers. Loaded lazily
 * (LazyCharts.tsx), so @mui/x-charts stays out of the first dashboard download.
 */
export default function MonthlyAreaChart({ months }: MonthlyAreaChartProps) {
  const translate = useTranslate();
  const { palette } = useTheme();
  const income = translate('neighbourly.finance.chart.income');
  const expenses = translate('neighbourly.finance.chart.expenses');
  return (
    <>
      <Box aria-hidden sx={{ height: 280, [`& .${lineClasses.area}`]: { fillOpacity: 0.25 } }}>
        {/* Hidden from screen readers (the table below reads the figures), so nothing in it may
            take the focus: x-charts' keyboard navigation adds a tab stop (issue 16). */}
        <LineChart
          disableKeyboardNavigation
          height={280}
          xAxis={[{ scaleType: 'point', data: months.map((month) => month.label) }]}
          yAxis={[{ valueFormatter: thousandsAsK, width: 56 }]}
          series={[
            {
              data: months.map((month) => month.income),
              label: income,
              area: true,
              showMark: false,
              color: palette.primary.main,
              valueFormatter: naira,
            },
            {
              data: months.map((month) => month.expenses),
              label: expenses,
              area: true,
              showMark: false,
              color: palette.secondary.main,
              valueFormatter: naira,
            },
          ]}
          grid={{ horizontal: true }}
          margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
        />
      </Box>
      <Box sx={visuallyHidden}>
        <table>
          <caption>{translate('neighbourly.finance.chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{translate('neighbourly.finance.chart.month')}</th>
              <th scope="col">{income}</th>
              <th scope="col">{expenses}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{month.label}</th>
                <td>{formatNaira(month.income)}</td>
                <td>{formatNaira(month.expenses)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </>
  );
}
