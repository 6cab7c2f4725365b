import { useEffect, useState } from 'react';
import { Stack, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { todayInLagos } from '../../../shared/finance';
import { lagosDaysBefore } from '../../../shared/visitor-window-text';

const TEXTS = 'neighbourly.visitors';
/** The log opens on the last 7 days, today included. */
const DAYS_SHOWN = 7;

/** From and To (Lagos dates) of the last week, as the list's first filter. */
export function lastWeek(now = new Date()): { From: string; To: string } {
  const today = todayInLagos(now);
  return { From: lagosDaysBefore(today, DAYS_SHOWN - 1), To: today };
}

/**
 * The log's 'From date' and 'To date' (the API's From and To), each applied as soon as a whole
 * date is chosen; clearing one leaves that side open.
 */
export function DateRangeFilter() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const applied = filterValues as { From?: string; To?: string };
  return (
    <Stack
      role="group"
      aria-label={translate(`${TEXTS}.log_range`)}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
    >
      {(['From', 'To'] as const).map((side) => (
        <DateField
          key={side}
          label={translate(side === 'From' ? `${TEXTS}.log_from` : `${TEXTS}.log_to`)}
          value={applied[side] ?? ''}
          onChoose={(date) => {
            const { [side]: _previous, ...others } = filterValues as Record<string, unknown>;
            setFilters(date ? { ...others, [side]: date } : others, displayedFilters);
          }}
        />
      ))}
    </Stack>
  );
}

function DateField({
  label,
  value,
  onChoose,
}: {
  label: string;
  value: string;
  onChoose: (date: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={text}
      onChange={(event) => {
        // A date input's value is a whole date or '' (also while one is half typed).
        setText(event.target.value);
        onChoose(event.target.value);
      }}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: 1, minWidth: 150 }}
    />
  );
}
