/**
 * The one lazily imported entry of the charts (LazyCharts.tsx): both charts and @mui/x-charts
 * build into a single chunk named after this file.
 */
export { default as MonthlyAreaChart } from './MonthlyAreaChart';
export { default as DonutGauge } from './DonutGauge';
