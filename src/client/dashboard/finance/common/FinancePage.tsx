import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { PageHeading } from '../../common/PageHeading';
import { RequireCommunity } from '../../switcher/RequireCommunity';

interface FinancePageProps {
  /** i18n key of the h1; omitted where the page's header draws its own (Expenses). */
  title?: string;
  children: ReactNode;
}

/**
 * The frame of the wallet, income and expenses pages: their heading and content, read by every
 * role of the community (Members read-only). The Super admin chooses a community first: the
 * figures and the chart belong to one community.
 */
export function FinancePage({ title, children }: FinancePageProps) {
  const translate = useTranslate();
  return (
    <RequireCommunity>
      <Box sx={{ maxWidth: 1200, minWidth: 0 }}>
        {title ? <PageHeading>{translate(title)}</PageHeading> : null}
        {children}
      </Box>
    </RequireCommunity>
  );
}

/**
 * Whether the administrators' forms and the reverse column show (the access table's reversals;
 * the server refuses Members anyway). false while the role is being read.
 */
export function useCanRecordMoney(): boolean {
  const { canAccess, isPending } = useCanAccess({ resource: 'reversals', action: 'create' });
  return !isPending && canAccess === true;
}
