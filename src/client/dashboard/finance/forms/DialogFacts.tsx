import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface DialogFactsProps {
  /** i18n prefix of the fact names. */
  texts: string;
  /** [name key under `texts`, shown value] pairs, in order. */
  facts: ReadonlyArray<readonly [string, string]>;
}

/**
 * What a confirming dialog acts on (an entry to reverse, an advert to record payment for), as a
 * two-column description list.
 */
export function DialogFacts({ texts, facts }: DialogFactsProps) {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
    >
      {facts.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {translate(`${texts}.${key}`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
