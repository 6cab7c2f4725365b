/**
 * The rear camera reading a pass's QR code (@zxing/browser, loaded only when the guard taps
 * Scan): stops at the first code read and hands it over. A refused or missing camera says so
 * (onUnavailable); typing the code still works.
 */
import { Box, Button, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';

const T = 'neighbourly.gate';

export interface QrScannerProps {
  onCode: (text: string) => void;
  onUnavailable: () => void;
  onStop: () => void;
}

export function QrScanner({ onCode, onUnavailable, onStop }: QrScannerProps) {
  const translate = useTranslate();
  const video = useRef<HTMLVideoElement>(null);
  // The latest callbacks, so the camera is opened once per scan, not on every render.
  const handlers = useRef({ onCode, onUnavailable });
  handlers.current = { onCode, onUnavailable };

  useEffect(() => {
    let stopped = false;
    let stop = () => {};
    async function start() {
      if (!video.current || !navigator.mediaDevices?.getUserMedia) {
        handlers.current.onUnavailable();
        return;
      }
      const { BrowserQRCodeReader } = await import('@zxing/browser');
      const reader = new BrowserQRCodeReader();
      const controls = await reader.decodeFromConstraints(
        { video: { facingMode: 'environment' } },
        video.current,
        (result, _error, scanner) => {
          if (!result || stopped) return;
          stopped = true;
          scanner.stop();
          handlers.current.onCode(result.getText());
        },
      );
      stop = () => controls.stop();
      if (stopped) stop();
    }
    start().catch(() => {
      if (!stopped) handlers.current.onUnavailable();
    });
    return () => {
      stopped = true;
      stop();
    };
  }, []);

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography>{translate(`${T}.scanning`)}</Typography>
      <Box
        component="video"
        ref={video}
        muted
        playsInline
        aria-label={translate(`${T}.camera_video`)}
        sx={{ width: '100%', maxHeight: '50vh', bgcolor: '#000', borderRadius: 1 }}
      />
      <Button variant="outlined" size="large" onClick={onStop}>
        {translate(`${T}.stopScan`)}
      </Button>
    </Box>
  );
}
