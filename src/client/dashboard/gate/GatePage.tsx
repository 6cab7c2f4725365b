/**
 * /dashboard/gate (issue 21, point 3): the guard's console, made for a cheap phone in sunlight.
 * A code typed or scanned is checked; the answer shows VALID or NOT VALID in words and colour with
 * the visitor and host, and Check in or Check out; walk-ins are written down in a dialog. Without
 * a connection actions are kept on the phone and sent later (useGateQueue.ts); the page itself
 * loads offline from the service worker it registers.
 */
import { Box, Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { PageHeading } from '../common/PageHeading';
import { PermissionDenied } from '../common/PermissionDenied';
import { CheckAnswer } from './CheckAnswer';
import { CodeForm } from './CodeForm';
import { Confirmation, type Said } from './Confirmation';
import { INSIDE_NOW_KEY, InsideNow } from './InsideNow';
import { QueueBar } from './QueueBar';
import { registerGateServiceWorker } from './registerServiceWorker';
import { useCodeCheck } from './useCodeCheck';
import { useGateQueue, type ActResult } from './useGateQueue';
import { queuedItem, type QueuedAction } from './offlineQueue';
import { WalkInDialog } from './WalkInDialog';

const T = 'neighbourly.gate';

export function GatePage() {
  const { canAccess, isPending } = useCanAccess({ resource: 'gate', action: 'show' });
  useEffect(registerGateServiceWorker, []);
  if (isPending) return null;
  if (!canAccess) return <PermissionDenied />;
  return <GateConsole />;
}

function GateConsole() {
  const translate = useTranslate();
  const queue = useGateQueue();
  const check = useCodeCheck(queue);
  const field = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
  const [walkIn, setWalkIn] = useState(false);
  const queryClient = useQueryClient();
  const refreshInside = () => void queryClient.invalidateQueries({ queryKey: INSIDE_NOW_KEY });
  // Actions kept offline have reached the server: who is inside has changed.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: INSIDE_NOW_KEY });
  }, [queue.lastReplay, queryClient]);

  /** Sends (or keeps) one action, says how it went, and readies the field for the next car. */
  async function run(action: QueuedAction, visitor: string, done: string): Promise<ActResult> {
    setBusy(true);
    try {
      const result = await queue.act(queuedItem(action, visitor));
      if (result.kind === 'refused') {
        if (result.reason) setSaid({ tone: 'error', text: result.reason, visitor });
        return result;
      }
      const text = translate(`${T}.${result.kind === 'queued' ? 'queued' : done}`);
      setSaid({ tone: result.kind === 'queued' ? 'queued' : 'done', text, visitor });
      if (result.kind === 'done') refreshInside();
      check.clear();
      field.current?.focus();
      return result;
    } finally {
      setBusy(false);
    }
  }

  const answer = check.answer;
  const pass = answer?.result.pass;
  return (
    <Box component="section" sx={{ maxWidth: 640, minWidth: 0, mx: 'auto' }}>
      <PageHeading>{translate(`${T}.title`)}</PageHeading>
      <Stack spacing={2}>
        <QueueBar queue={queue} />
        <CodeForm
          code={check.code}
          onCodeChange={(code) => {
            check.setCode(code);
            setSaid(null);
          }}
          onCheck={(code) => {
            setSaid(null);
            void check.run(code);
          }}
          checking={check.checking}
          error={check.error}
          inputRef={field}
        />
        {said && <Confirmation said={said} />}
        {check.offlineCode && (
          <Confirmation
            said={{ tone: 'queued', text: translate(`${T}.check_offline`) }}
            action={
              <Button
                variant="contained"
                size="large"
                disabled={busy}
                onClick={() => {
                  const code = check.offlineCode ?? '';
                  const action: QueuedAction = { type: 'check-in-code', code };
                  void queue.keep(queuedItem(action, translate(`${T}.queued_code`, { code })));
                  setSaid({ tone: 'queued', text: translate(`${T}.queued`), visitor: code });
                  check.clear();
                }}
                sx={{ fontSize: '1.2rem' }}
              >
                {translate(`${T}.queue_code`, { code: check.offlineCode })}
              </Button>
            }
          />
        )}
        {answer && (
          <CheckAnswer
            code={answer.code}
            result={answer.result}
            busy={busy}
            onCheckIn={() =>
              pass && void run({ type: 'check-in', passId: pass.id }, pass.visitorName, 'checkedIn')
            }
            onCheckOut={() =>
              pass &&
              void run({ type: 'check-out', passId: pass.id }, pass.visitorName, 'checkedOut')
            }
          />
        )}
        <Button
          variant="outlined"
          size="large"
          onClick={() => setWalkIn(true)}
          sx={{ fontSize: '1.2rem', py: 1.25 }}
        >
          {translate(`${T}.walk_in_open`)}
        </Button>
        <InsideNow
          busy={busy}
          onCheckOut={(entry) =>
            void run(
              entry.kind === 'walk-in' || entry.passId === null
                ? { type: 'entry-check-out', entryId: entry.id }
                : { type: 'check-out', passId: entry.passId },
              entry.visitorName,
              'checkedOut',
            )
          }
        />
      </Stack>
      {walkIn && (
        <WalkInDialog
          open
          busy={busy}
          onClose={() => setWalkIn(false)}
          onSubmit={(details, visitor) =>
            void run({ type: 'walk-in', walkIn: details }, visitor, 'walkInRecorded').then(
              (result) => result.kind !== 'refused' && setWalkIn(false),
            )
          }
        />
      )}
    </Box>
  );
}
