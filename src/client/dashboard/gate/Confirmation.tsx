/**
 * What just happened, in large type with its colour and its words: done (green), kept on the phone
 * until back online (amber), or not done and why (red). Announced to screen readers.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ERROR_RED, SECONDARY_TEXT_AMBER } from '../theme';

export interface Said {
  tone: 'done' | 'queued' | 'error';
  text: string;
  visitor?: string;
}

const COLOURS = { done: '#1b5e20', queued: SECONDARY_TEXT_AMBER, error: ERROR_RED } as const;
// Icons, not emoji: a cheap phone's fonts may draw an emoji as an empty box.
const MARKS = { done: CheckCircleIcon, queued: ScheduleIcon, error: ErrorIcon } as const;

export function Confirmation({ said, action }: { said: Said; action?: ReactNode }) {
  const Mark = MARKS[said.tone];
  return (
    <Box
      role={said.tone === 'error' ? 'alert' : 'status'}
      sx={{
        border: 3,
        borderColor: COLOURS[said.tone],
        borderRadius: 2,
        p: 1.5,
        display: 'grid',
        gap: 1,
      }}
    >
      <Typography
        component="p"
        sx={{
          color: COLOURS[said.tone],
          fontSize: '1.5rem',
          fontWeight: 800,
          lineHeight: 1.2,
          display: 'flex',
          gap: 1,
          alignItems: 'flex-start',
        }}
      >
        <Mark aria-hidden="true" sx={{ fontSize: '1.75rem', flexShrink: 0 }} />
        <span>{said.text}</span>
      </Typography>
      {said.visitor && (
        <Typography component="p" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          {said.visitor}
        </Typography>
      )}
      {action}
    </Box>
  );
}
