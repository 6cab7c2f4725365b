import { useEffect, useState } from 'react';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Box, type SxProps, type Theme } from '@mui/material';

export interface AuthorizedImageProps {
  /** `/api/Files/{fileId}` (fetched with the bearer token), a blob:/data: URL, or nothing. */
  src: string | null | undefined;
  /** Required: what the image shows, for screen readers (also the placeholder's name). */
  alt: string;
  /** Width and height in pixels. */
  size?: number;
  variant?: 'circular' | 'rounded';
  sx?: SxProps<Theme>;
}

/** Local previews are shown as they are; our own origin's files are fetched with the session. */
function needsToken(src: string): boolean {
  if (src.startsWith('blob:') || src.startsWith('data:')) return false;
  try {
    return new URL(src, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

interface Loaded {
  src: string;
  /** The object URL of the fetched image, or null when fetching it failed. */
  url: string | null;
}

/**
 * The URL to show for `src`. A protected file (contract: Files) is fetched with the session
 * cookie and shown from an object URL of its blob, so a refused file shows the placeholder rather
 * than a broken image; the URL is revoked when `src` changes or the image unmounts.
 */
function useAuthorizedSrc(src: string | null | undefined): {
  url: string | null;
  pending: boolean;
} {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const direct = src && !needsToken(src) ? src : null;

  useEffect(() => {
    if (!src || !needsToken(src)) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    // The session cookie goes with it (same origin).
    fetch(src, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.blob();
      })
      .then((blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ src, url: objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ src, url: null });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src]);

  if (!src) return { url: null, pending: false };
  if (direct) return { url: direct, pending: false };
  if (loaded?.src !== src) return { url: null, pending: true };
  return { url: loaded.url, pending: false };
}

/**
 * An image whose file needs the signed-in user's token. While it loads, when it fails and when
 * there is none, a neutral placeholder of the same size stands in, named by `alt`.
 */
export function AuthorizedImage({
  src,
  alt,
  size = 40,
  variant = 'circular',
  sx,
}: AuthorizedImageProps) {
  const { url, pending } = useAuthorizedSrc(src);
  const [broken, setBroken] = useState<string | null>(null);
  const frame = {
    width: size,
    height: size,
    flexShrink: 0,
    borderRadius: variant === 'circular' ? '50%' : 2,
  };
  if (!url || broken === url) {
    return (
      <Box
        role="img"
        aria-label={alt}
        aria-busy={pending || undefined}
        sx={[
          {
            ...frame,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'grey.200',
            color: 'grey.500',
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        <ImageOutlinedIcon sx={{ fontSize: Math.round(size * 0.5) }} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      onError={() => setBroken(url)}
      sx={[{ ...frame, objectFit: 'cover', display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
