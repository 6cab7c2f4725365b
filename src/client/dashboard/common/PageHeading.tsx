import { Typography, type SxProps, type Theme } from '@mui/material';
import { usePageTitle } from '../../common/usePageTitle';
import { headingStyle } from './headingStyle';

/**
 * A dashboard page's h1, which also names the browser tab ('Streets · Neighbourly'): every page
 * heading goes through here, so the tab and the heading always say the same words (issue 16).
 * `children` is the translated text.
 */
export function PageHeading({ children, sx }: { children: string; sx?: SxProps<Theme> }) {
  usePageTitle(children);
  return (
    <Typography variant="h4" component="h1" sx={[headingStyle, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Typography>
  );
}
