import { Box, Stack, Typography, useTheme } from '@mui/material';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';
import { useTranslate } from 'react-admin';
import { formatNaira } from '../../../../shared/format';
import { sharePercent } from './chartFormat';

export interface DonutGaugeProps {
  /** i18n keys: what the gauge compares, its centre caption ('%{percent}% collected'). */
  title: string;
  caption: string;
  /** The filled part and the rest, in naira, with their i18n labels. */
  filled: { label: string; value: number };
  rest: { label: string; value: number };
  /** Light text on the Expenses page's black header. */
  dark?: boolean;
}

/**
 * A donut gauge: the filled part's share of filled + rest (negative parts count as 0), its
 * percentage in the middle, and a legend naming both parts with their amounts.
 */
export default function DonutGauge({
  title,
  caption,
  filled,
  rest,
  dark = false,
}: DonutGaugeProps) {
  const translate = useTranslate();
  const { palette } = useTheme();
  const percent = sharePercent(filled.value, rest.value);
  const text = dark ? palette.common.white : palette.text.primary;
  const track = dark ? 'rgba(255, 255, 255, 0.2)' : palette.grey[200];
  const captionText = translate(caption, { percent });
  const parts = [
    { ...filled, colour: palette.primary.main },
    { ...rest, colour: dark ? palette.secondary.main : palette.error.main },
  ];
  return (
    <Stack
      component="figure"
      aria-label={`${translate(title)}: ${captionText}`}
      spacing={1}
      sx={{ m: 0, alignItems: 'center' }}
    >
      <Gauge
        width={160}
        height={160}
        value={percent}
        innerRadius="72%"
        text={`${percent}%`}
        sx={{
          [`& .${gaugeClasses.valueText} text`]: { fill: text, fontSize: 26, fontWeight: 700 },
          [`& .${gaugeClasses.valueArc}`]: { fill: parts[0]!.colour },
          [`& .${gaugeClasses.referenceArc}`]: { fill: track },
        }}
      />
      <Typography component="figcaption" sx={{ fontWeight: 600, color: text }}>
        {captionText}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {parts.map((part) => (
          <Box
            component="li"
            key={part.label}
            sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
          >
            <Box
              aria-hidden
              sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: part.colour }}
            />
            <Typography variant="body2" sx={{ color: text }}>
              {translate(part.label)}: {formatNaira(part.value)}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
