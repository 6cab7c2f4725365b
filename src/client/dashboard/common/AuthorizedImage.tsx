import { useEffect, useState } from 'react';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Box, type SxProps, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import { isBlob, type FileMethods } from '../providers/methods/files';

export interface AuthorizedImageProps {
  /** `/api/Files/{fileId}` (read with the session), a blob:/data: URL, or nothing. */
  src: string | null | undefined;
  /** Required: what the image shows, for screen readers (also the placeholder's name). */
  alt: string;
  /** Width and height in pixels. */
  size?: number;
  variant?: 'circular' | 'rounded';
  sx?: SxProps<Theme>;
}

/** Local previews are shown as they are; our own origin's files are read with the session. */
function needsToken(src: string): boolean {
  if (src.startsWith('blob:') || src.startsWith('data:')) return false;
  try {
    return new URL(src, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** How long a fetched file stays fresh: a file's id names one upload, which never changes. */
const FILE_FRESH_MS = 5 * 60_000;

/** An object URL for `blob`, revoked when the blob changes or the image unmounts. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [current, setCurrent] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    setCurrent({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return current && current.blob === blob ? current.url : null;
}

/**
 * The URL to show for `src`. A protected file (contract: Files) is read through the
 * dataProvider's getFileBlob and shown from an object URL of its blob, so a refused file shows
 * the placeholder rather than a broken image (and a 401 ends the session like any other call).
 */
function useAuthorizedSrc(src: string | null | undefined): {
  url: string | null;
  pending: boolean;
} {
  const dataProvider = useDataProvider<DataProvider & FileMethods>();
  const protectedSrc = src && needsToken(src) ? src : null;
  const file = useQuery({
    queryKey: ['file', protectedSrc],
    queryFn: ({ signal }) => dataProvider.getFileBlob(protectedSrc ?? '', { signal }),
    enabled: protectedSrc !== null,
    staleTime: FILE_FRESH_MS,
  });
  const blob = isBlob(file.data) ? file.data : undefined;
  const objectUrl = useObjectUrl(protectedSrc ? blob : undefined);

  if (!src) return { url: null, pending: false };
  if (!protectedSrc) return { url: src, pending: false };
  return { url: objectUrl, pending: file.isPending || (blob !== undefined && !objectUrl) };
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
