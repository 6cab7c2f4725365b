/**
 * Visitors inside now (checked in, not out), newest first, each with Check out: how a guard checks
 * out a walk-in, who has no code to type, and anyone whose code is not at hand.
 */
import { Box, Button, List, ListItem, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import type { Entry } from '../../../shared/contract/visitors';
import { lagosDateTime, lagosMomentText } from '../../../shared/visitor-window-text';
import type { GateMethods } from '../providers/methods/gate';

const T = 'neighbourly.gate';
export const INSIDE_NOW_KEY = ['gate-inside-now'] as const;

/** The time of a check-in today (Lagos), with its date when it was on an earlier day. */
function inAt(instant: string): string {
  const { date, time } = lagosDateTime(instant);
  return date === lagosDateTime(new Date()).date ? time : lagosMomentText(instant);
}

const emptyText = (pending: boolean, failed: boolean) =>
  pending ? 'inside_loading' : failed ? 'inside_failed' : 'inside_none';

export function InsideNow({
  busy,
  onCheckOut,
}: {
  busy: boolean;
  onCheckOut: (entry: Entry) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & GateMethods>();
  const inside = useQuery({
    queryKey: INSIDE_NOW_KEY,
    queryFn: ({ signal }) => dataProvider.getInsideNow(signal),
  });
  // After an ended session react-admin answers an empty object: nothing to list.
  const entries = Array.isArray(inside.data) ? inside.data : [];
  return (
    <Box component="section" aria-labelledby="gate-inside-now">
      <Typography id="gate-inside-now" variant="h6" component="h2">
        {translate(`${T}.inside_now`)}
      </Typography>
      {entries.length === 0 ? (
        <Typography color="text.secondary">
          {translate(`${T}.${emptyText(inside.isPending, inside.isError)}`)}
        </Typography>
      ) : (
        <List disablePadding>
          {entries.map((entry) => (
            <ListItem
              key={entry.id}
              divider
              disableGutters
              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Box sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
                <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                  {entry.visitorName}
                  {entry.kind === 'walk-in' && ` (${translate(`${T}.walkInKind`)})`}
                </Typography>
                <Typography color="text.secondary">
                  {translate(`${T}.inside_line`, {
                    host: entry.host.fullName,
                    apartment: entry.host.apartment || entry.host.address,
                    time: inAt(entry.checkedInAt),
                  })}
                </Typography>
              </Box>
              <Button
                variant="outlined"
                size="large"
                disabled={busy}
                onClick={() => onCheckOut(entry)}
                aria-label={translate(`${T}.check_out_named`, { name: entry.visitorName })}
              >
                {translate(`${T}.checkOut`)}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
