import { Box, Card, CardContent, Typography } from '@mui/material';
import { useBasename, useCanAccess, useGetOne, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { PageHeading } from '../common/PageHeading';
import { useActiveCommunity } from '../switcher/activeCommunity';
import { AdvertStrip } from './AdvertStrip';
import { BankCard } from './BankCard';
import type { Community } from '../../../shared/contract/communities';
import { ReferralCard } from './ReferralCard';
import { MyResidentProfileCard } from '../resident/MyResidentProfileLink';
import { ownResidentId } from '../resident/ownResident';
import { PayNowButton } from '../payments/PayNowButton';
import { NoticesCard } from '../notices/NoticesCard';
import { MoneyCards } from './MoneyCards';
import { TransactionsSection } from './TransactionsSection';

/**
 * The dashboard overview (/dashboard and /dashboard/home): the money cards (Total Income, Total
 * Expenses, Available Balance, Amount owing), the community's referral link and bank details, the
 * strip of active adverts, and its transactions; 'Pay now' for a signed-in resident (issue 18).
 * The community is the active one: the user's own, or the one a Super admin chose in the header
 * switcher. A guard (Security, issue 21), whom the access table gives no overview, is sent on to
 * the gate console (/dashboard/gate).
 */
export function Overview() {
  const home = useCanAccess({ resource: 'home', action: 'show' });
  const gate = useCanAccess({ resource: 'gate', action: 'show' });
  const basename = useBasename();
  // Nothing until the access table has answered: a guard must not fire the overview's reads.
  if (home.isPending || gate.isPending) return null;
  // A guard (issue 21) has no overview: they land on the gate console.
  if (!home.canAccess && gate.canAccess) return <Navigate to={`${basename}/gate`} replace />;
  return <CommunityOrPlatform />;
}

function CommunityOrPlatform() {
  const translate = useTranslate();
  const { id: communityId } = useActiveCommunity();
  return (
    <Box sx={{ maxWidth: 1200, minWidth: 0 }}>
      <PageHeading>{translate('neighbourly.overview.title')}</PageHeading>
      <MyResidentProfileCard />
      {communityId === null ? <PlatformWelcome /> : <CommunityOverview communityId={communityId} />}
    </Box>
  );
}

function CommunityOverview({ communityId }: { communityId: number }) {
  const residentId = ownResidentId();
  return (
    <>
      {/* A resident's own dues, paid online (issue 18). */}
      {residentId === null ? null : (
        <Box sx={{ display: 'flex', mb: 2 }}>
          <PayNowButton residentId={residentId} />
        </Box>
      )}
      {/* The reader's latest notices (issue 19). */}
      <NoticesCard />
      <MoneyCards />
      <CommunityCards communityId={communityId} />
      <AdvertStrip communityId={communityId} />
      <TransactionsSection />
    </>
  );
}

/**
 * The referral link (administrators only: the access table's `referral show`; the server sends it
 * to no one else either) and the bank details, from the community's own record.
 */
function CommunityCards({ communityId }: { communityId: number }) {
  const translate = useTranslate();
  const { data, isPending, error } = useGetOne<Community>('communities', {
    id: communityId,
  });
  const { canAccess: mayRefer } = useCanAccess({ resource: 'referral', action: 'show' });
  if (isPending) {
    // About the cards' height (two rows on a phone), so the sections below do not jump down
    // when they arrive (Lighthouse's layout shift).
    return (
      <Typography role="status" sx={{ mb: 3, minHeight: { xs: 420, md: 190 } }}>
        {translate('neighbourly.loading')}
      </Typography>
    );
  }
  if (error || !data) {
    return (
      <Typography color="error" sx={{ mb: 3 }}>
        {translate('neighbourly.overview.load_failed')}
      </Typography>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
        mb: 3,
      }}
    >
      {mayRefer && data.referralLink ? <ReferralCard link={data.referralLink} /> : null}
      <BankCard community={data} />
    </Box>
  );
}

/** The Super admin with no community chosen: no referral link, a short welcome instead. */
function PlatformWelcome() {
  const translate = useTranslate();
  return (
    <Card component="section" sx={{ maxWidth: 720 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('neighbourly.overview.welcome_title')}
        </Typography>
        <Typography color="text.secondary">
          {translate('neighbourly.overview.welcome_text')}
        </Typography>
      </CardContent>
    </Card>
  );
}
