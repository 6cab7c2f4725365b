/**
 * The check's answer, read at arm's length in sunlight: VALID or NOT VALID in words as well as
 * colour (green or red, white letters over 7:1), why not, the visitor and the host, and the one
 * action that fits: Check in for a valid pass, Check out for a visitor inside.
 */
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CheckResult } from '../../../shared/contract/visitors';
import { ERROR_RED } from '../theme';

const VALID_GREEN = '#1b5e20';
const T = 'neighbourly.gate';

export interface CheckAnswerProps {
  code: string;
  result: CheckResult;
  busy: boolean;
  onCheckIn: () => void;
  onCheckOut: () => void;
}

export function CheckAnswer({ code, result, busy, onCheckIn, onCheckOut }: CheckAnswerProps) {
  const translate = useTranslate();
  const { valid, reason, pass, host } = result;
  const inside = reason === 'inside' && pass !== undefined;
  const verdict = translate(`${T}.${valid ? 'valid' : 'notValid'}`).toUpperCase();
  return (
    <Box
      component="section"
      aria-label={translate(`${T}.answer`, { code })}
      sx={{
        border: 3,
        borderColor: valid ? VALID_GREEN : ERROR_RED,
        borderRadius: 2,
        overflow: 'hidden',
      }}
    >
      <Box
        role="status"
        sx={{ bgcolor: valid ? VALID_GREEN : ERROR_RED, color: '#fff', px: 2, py: 1.5 }}
      >
        <Typography component="p" sx={{ fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.1 }}>
          {valid ? '✓ ' : '✗ '}
          {verdict}
        </Typography>
        {reason && (
          <Typography component="p" sx={{ fontSize: '1.35rem', fontWeight: 700 }}>
            {translate(`${T}.reasons.${reason}`)}
          </Typography>
        )}
      </Box>
      {pass && (
        <Box component="dl" sx={{ m: 0, px: 2, py: 1.5, fontSize: '1.25rem' }}>
          <Detail term={translate(`${T}.visitor`)} value={pass.visitorName} strong />
          <Detail term={translate(`${T}.people`)} value={String(pass.people)} />
          {pass.vehiclePlate && (
            <Detail term={translate(`${T}.vehiclePlate`)} value={pass.vehiclePlate} />
          )}
          {host && (
            <>
              <Detail term={translate(`${T}.host`)} value={host.fullName} strong />
              <Detail term={translate(`${T}.address`)} value={host.address} />
              {host.apartment && (
                <Detail term={translate(`${T}.apartment`)} value={host.apartment} />
              )}
            </>
          )}
        </Box>
      )}
      {(valid || inside) && (
        <Stack sx={{ px: 2, pb: 2 }}>
          <Button
            variant="contained"
            size="large"
            color={valid ? 'primary' : 'secondary'}
            disabled={busy}
            onClick={valid ? onCheckIn : onCheckOut}
            sx={{ fontSize: '1.5rem', py: 1.5 }}
          >
            {translate(`${T}.${valid ? 'checkIn' : 'checkOut'}`)}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

function Detail({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, py: 0.25 }}>
      <Box component="dt" sx={{ color: 'text.secondary', minWidth: '7rem' }}>
        {term}
      </Box>
      <Box
        component="dd"
        sx={{ m: 0, fontWeight: strong ? 700 : 500, overflowWrap: 'anywhere', minWidth: 0 }}
      >
        {value}
      </Box>
    </Box>
  );
}
