/**
 * The connection and the phone's queue, always in sight: "No connection" while offline, how many
 * actions wait to be sent, and what the last replay sent or could not record (and why).
 */
import { Alert, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GateQueue } from './useGateQueue';

const T = 'neighbourly.gate';

export function QueueBar({ queue }: { queue: GateQueue }) {
  const translate = useTranslate();
  const { online, pending, lastReplay } = queue;
  const sent = lastReplay?.sent.length ?? 0;
  return (
    <Stack spacing={1} role="status" aria-live="polite">
      {!online && (
        <Alert severity="warning" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {translate(`${T}.offline`)}
        </Alert>
      )}
      {pending > 0 && (
        <Alert
          severity="info"
          sx={{ fontSize: '1.1rem', fontWeight: 600, alignItems: 'center' }}
          action={
            online && (
              <Button color="inherit" onClick={() => void queue.replay()}>
                {translate(`${T}.send_now`)}
              </Button>
            )
          }
        >
          {translate(`${T}.pending`, { count: pending })}
        </Alert>
      )}
      {lastReplay && (sent > 0 || lastReplay.rejected.length > 0) && (
        <Alert
          severity={lastReplay.rejected.length > 0 ? 'error' : 'success'}
          onClose={queue.dismissReplay}
          closeText={translate(`${T}.close`)}
          sx={{ fontSize: '1.1rem' }}
        >
          {sent > 0 && <div>{translate(`${T}.queueSent`, { count: sent })}</div>}
          {lastReplay.rejected.map(({ item, reason }) => (
            <div key={item.clientKey}>
              {`${item.visitor}: ${translate(`${T}.queueRejected`, { reason })}`}
            </div>
          ))}
        </Alert>
      )}
    </Stack>
  );
}
