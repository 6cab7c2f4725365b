import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { DebtorProfile } from '../../../shared/contract/finance-reads';
import { PAGE_SIZE } from '../../../shared/format';
import { PageHeading } from '../common/PageHeading';
import { financeFailureText, useToastOnError } from '../finance/common/useFinanceError';
import { PayNowButton } from '../payments/PayNowButton';
import { ownResidentId } from '../resident/ownResident';
import { RequireCommunity } from '../switcher/RequireCommunity';
import { DebtHistory } from './DebtHistory';
import { DebtorBanner } from './DebtorBanner';
import { StatementButton } from './StatementButton';

/**
 * /dashboard/debtors/{residentId}: the debtor's profile banner and their paged debt history, read
 * from `GET /api/Residents/{communityId}/debtors/{residentId}` (a Member may open only their own),
 * the 'Statement' button and, on one's own page, 'Pay now' (issue 18).
 */
export function DebtorShow() {
  const translate = useTranslate();
  return (
    <Box sx={{ maxWidth: 1200, minWidth: 0 }}>
      <PageHeading>{translate('neighbourly.finance.debtor.title')}</PageHeading>
      <RequireCommunity>
        <DebtorDetails />
      </RequireCommunity>
    </Box>
  );
}

function DebtorDetails() {
  const translate = useTranslate();
  const { id = '' } = useParams<{ id: string }>();
  const [page, setPage] = useState(1);
  const { data, error, isPending, isFetching } = useGetOne<DebtorProfile & { id: string }>(
    'debtors',
    { id, meta: { query: { PageSize: PAGE_SIZE, PageNumber: page } } },
    { placeholderData: keepPreviousData },
  );
  useToastOnError(error);
  if (isPending)
    return <Typography role="status">{translate('neighbourly.finance.debtor.loading')}</Typography>;
  if (error || !data) {
    return (
      <Typography role="alert" color="error">
        {financeFailureText(error)}
      </Typography>
    );
  }
  return (
    <>
      <DebtorBanner profile={data} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        {/* Pay now on one's own debtor page only (issue 18); others get a payment link. */}
        {data.residentId === ownResidentId() ? <PayNowButton residentId={data.residentId} /> : null}
        <StatementButton residentId={data.residentId} />
      </Box>
      <DebtHistory history={data.history} page={page} setPage={setPage} isFetching={isFetching} />
    </>
  );
}
