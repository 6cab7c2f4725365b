import { MenuItem, TextField, Typography } from '@mui/material';
import { useCanAccess, useListContext, useTranslate } from 'react-admin';
import type { Pass } from '../../../shared/contract/visitors';
import { PASS_STATUSES } from '../../../shared/visitors';
import { visitorWindowText } from '../../../shared/visitor-window-text';
import { Column, HIDE_BELOW, LinkColumn } from '../common/Columns';
import { ListPage } from '../common/ListPage';
import { RequireCommunity } from '../switcher/RequireCommunity';
import { PassStatusChip } from './PassStatusChip';

const TEXTS = 'neighbourly.visitors';
const passOf = (record: unknown) => record as Pass;

/**
 * /dashboard/visitor-passes: a resident's own passes (administrators: every resident's, with the
 * host), newest first, searched and paged by the server, filtered by status. The code in large
 * monospace, when it is valid in words (Lagos time), the status as a chip; a row opens the pass
 * (its QR and share buttons). 'Add New' for whoever may create one. On a phone: visitor and code,
 * then when and status.
 */
export function PassList() {
  const { canAccess: administers } = useCanAccess({ resource: 'resident', action: 'list' });
  return (
    <RequireCommunity>
      <ListPage
        emptyText={`${TEXTS}.passesEmpty`}
        loadingText={`${TEXTS}.loading`}
        canCreate
        rowClick="edit"
        actions={<StatusFilter />}
        phone={{
          primary: {
            source: 'visitorName',
            render: (record) => (
              <>
                {passOf(record).visitorName} · <Code code={passOf(record).code} small />
              </>
            ),
          },
          facts: [
            { source: 'window', render: (record) => visitorWindowText(passOf(record)) },
            {
              source: 'status',
              render: (record) => <PassStatusChip status={passOf(record).status} />,
            },
          ],
        }}
      >
        <LinkColumn source="visitorName" wrap />
        <Column source="code" render={(record) => <Code code={passOf(record).code} />} />
        <Column source="window" render={(record) => visitorWindowText(passOf(record))} />
        {administers ? <Column source="hostName" hideBelow={HIDE_BELOW.tablet} /> : null}
        <Column
          source="status"
          render={(record) => <PassStatusChip status={passOf(record).status} />}
        />
      </ListPage>
    </RequireCommunity>
  );
}

function Code({ code, small = false }: { code: string; small?: boolean }) {
  return (
    <Typography
      component="span"
      sx={{
        fontFamily: 'monospace',
        fontWeight: 700,
        fontSize: small ? '1.05rem' : '1.3rem',
        letterSpacing: '0.08em',
      }}
    >
      {code}
    </Typography>
  );
}

/** 'Status': every pass, or those active, used, cancelled or expired (the API's `status`). */
function StatusFilter() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current = typeof filterValues.status === 'string' ? filterValues.status : '';
  const choose = (status: string) => {
    const { status: _previous, ...others } = filterValues as Record<string, unknown>;
    setFilters(status ? { ...others, status } : others, displayedFilters);
  };
  return (
    <TextField
      select
      size="small"
      label={translate(`${TEXTS}.filter_status`)}
      value={current}
      onChange={(event) => choose(event.target.value)}
      // Not the theme's full width: in the list's row it would squeeze 'Add New' onto two lines.
      fullWidth={false}
      sx={{ width: { xs: '100%', sm: 180 } }}
    >
      <MenuItem value="">{translate(`${TEXTS}.all_statuses`)}</MenuItem>
      {PASS_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {translate(`${TEXTS}.statuses.${status}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
