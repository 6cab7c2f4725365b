import type { ReactNode } from 'react';
import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNaira } from '../../../../shared/format';

export interface FigureProps {
  /** i18n key of the figure's name. */
  label: string;
  /** Naira; undefined while it loads (or when it could not be read). */
  value: number | undefined;
  isPending?: boolean;
  icon?: ReactNode;
}

/** A figure as NGN currency, or a placeholder bar while it loads. */
export function FigureValue({ value, isPending }: Pick<FigureProps, 'value' | 'isPending'>) {
  if (value === undefined) {
    return isPending ? <Skeleton width={120} aria-hidden /> : <span aria-hidden>—</span>;
  }
  return <>{formatNaira(value)}</>;
}

/** One of the overview's money cards: Total Income, Total Expenses, Available Balance, Amount owing. */
export function FigureCard({ label, value, isPending, icon }: FigureProps) {
  const translate = useTranslate();
  const id = `figure-${label.split('.').pop()}`;
  return (
    <Card component="section" aria-labelledby={id} aria-busy={isPending || undefined}>
      <CardContent>
        <Typography
          id={id}
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          {icon}
          {translate(label)}
        </Typography>
        <Typography
          component="p"
          sx={{ fontWeight: 700, fontSize: { xs: 22, sm: 24 }, mt: 1, overflowWrap: 'anywhere' }}
        >
          <FigureValue value={value} isPending={isPending} />
        </Typography>
      </CardContent>
    </Card>
  );
}
