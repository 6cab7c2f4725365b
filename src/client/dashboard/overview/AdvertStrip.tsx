import CampaignIcon from '@mui/icons-material/Campaign';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  LinkBase,
  useBasename,
  useDataProvider,
  useTranslate,
  type DataProvider,
} from 'react-admin';
import { AuthorizedImage } from '../common/AuthorizedImage';
import { advertImageUrl } from '../adverts/advertPayload';
import type { AdvertMethods } from '../providers/methods/adverts';

/** The strip shows the first page of active adverts. */
const STRIP_SIZE = 10;
const TEXTS = 'neighbourly.advert.strip';

/** The community's Active adverts, through the dataProvider's getCommunityAdverts. */
function useActiveAdverts(communityId: number) {
  const dataProvider = useDataProvider<DataProvider & AdvertMethods>();
  return useQuery({
    // The community names the cache entry; the dataProvider applies it to the request.
    queryKey: ['adverts', 'active', communityId],
    queryFn: async ({ signal }) => {
      const adverts = await dataProvider.getCommunityAdverts(STRIP_SIZE, { signal });
      // After an ended session react-admin answers an empty object: no adverts.
      return Array.isArray(adverts) ? adverts : [];
    },
  });
}

/**
 * The overview's strip of active adverts (spec: images of Active adverts, View Adverts and Place
 * an Advert): each advert's image, fetched with the bearer token and named by the advert, in a
 * row that scrolls sideways inside its card. Without any (or when they cannot be read: the strip
 * is no reason to alarm anyone) only the heading and the two buttons show.
 */
export function AdvertStrip({ communityId }: { communityId: number }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { data: adverts = [] } = useActiveAdverts(communityId);
  return (
    <Card component="section" aria-labelledby="advert-strip-title" sx={{ mb: 3, minWidth: 0 }}>
      <CardContent>
        <Stack
          direction="row"
          useFlexGap
          spacing={1.5}
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <CampaignIcon color="primary" aria-hidden />
          <Typography id="advert-strip-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {translate(`${TEXTS}.title`)}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button component={LinkBase} to={`${basename}/adverts`} variant="outlined">
              {translate(`${TEXTS}.view`)}
            </Button>
            <Button component={LinkBase} to={`${basename}/adverts/add-new`} variant="contained">
              {translate(`${TEXTS}.place`)}
            </Button>
          </Stack>
        </Stack>
        {adverts.length > 0 ? (
          // `contain`: a long strip scrolls in its card instead of widening the page on a phone;
          // in the tab order, so keyboard users can scroll it too.
          <Box
            component="ul"
            aria-label={translate(`${TEXTS}.images`)}
            tabIndex={0}
            sx={{
              display: 'flex',
              gap: 2,
              m: 0,
              mt: 2,
              p: 0,
              pb: 1,
              listStyle: 'none',
              overflowX: 'auto',
              contain: 'inline-size',
              scrollSnapType: 'x proximity',
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
            }}
          >
            {adverts.map((advert) => (
              <Box
                component="li"
                key={advert.id}
                sx={{ flex: '0 0 auto', scrollSnapAlign: 'start' }}
              >
                <AuthorizedImage
                  src={advertImageUrl(advert.graphics)}
                  alt={advert.name}
                  size={96}
                  variant="rounded"
                  sx={{ width: { xs: 240, sm: 300 }, height: { xs: 135, sm: 169 } }}
                />
              </Box>
            ))}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
