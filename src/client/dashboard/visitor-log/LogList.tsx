import { Box, Card, Chip, Stack } from '@mui/material';
import { CanAccess, ListBase, useTranslate } from 'react-admin';
import type { Entry } from '../../../shared/contract/visitors';
import { PAGE_SIZE } from '../../../shared/format';
import { lagosDateTime, lagosMomentText } from '../../../shared/visitor-window-text';
import { Column, HIDE_BELOW } from '../common/Columns';
import { ListContent, SearchBox } from '../common/ListPage';
import { PageHeading } from '../common/PageHeading';
import { PermissionDenied } from '../common/PermissionDenied';
import { RangePagination } from '../common/RangePagination';
import { RequireCommunity } from '../switcher/RequireCommunity';
import { DateRangeFilter, lastWeek } from './DateRangeFilter';
import { ExportLogButton } from './ExportLogButton';

const TEXTS = 'neighbourly.visitors';
const entryOf = (record: unknown) => record as Entry;

/**
 * /dashboard/visitor-log (`GET /api/Visitors/Log`): who came in and went out, newest first, for
 * guards and administrators (a Member: their own visitors), between two dates (the last 7 days to
 * begin with) and searched by the server; Export csv writes every matching row. Times in Lagos.
 * On a phone: the visitor, then host, in and out.
 */
export function LogList() {
  const translate = useTranslate();
  return (
    <CanAccess action="list" accessDenied={<PermissionDenied />}>
      <RequireCommunity>
        <ListBase
          perPage={PAGE_SIZE}
          filterDefaultValues={lastWeek()}
          sort={{ field: 'id', order: 'DESC' }}
        >
          <Box component="section" sx={{ maxWidth: 1300 }}>
            <PageHeading>{translate(`${TEXTS}.log`)}</PageHeading>
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              spacing={1.5}
              sx={{ mb: 2, alignItems: { xs: 'stretch', md: 'center' }, flexWrap: 'wrap' }}
            >
              <DateRangeFilter />
              <SearchBox />
              <Box sx={{ flexGrow: 1 }} />
              <ExportLogButton />
            </Stack>
            <Card>
              <ListContent
                emptyText={`${TEXTS}.logEmpty`}
                loadingText={`${TEXTS}.log_loading`}
                rowClick={false}
                phone={{
                  primary: 'visitorName',
                  facts: [
                    { source: 'host', render: (record) => entryOf(record).host.fullName },
                    { source: 'checkedInAt', render: (record) => inText(entryOf(record)) },
                    {
                      source: 'checkedOutAt',
                      render: (record) => <OutTime entry={entryOf(record)} />,
                    },
                  ],
                }}
              >
                <Column source="checkedInAt" render={(record) => inText(entryOf(record))} />
                <Column
                  source="checkedOutAt"
                  render={(record) => <OutTime entry={entryOf(record)} />}
                />
                <Column source="visitorName" wrap />
                <Column source="people" />
                {/* Below 1440 px the table would be cut at the card's edge; the CSV has the plate. */}
                <Column source="vehiclePlate" hideBelow={HIDE_BELOW.desktop} />
                <Column
                  source="host"
                  render={(record) => <HostText entry={entryOf(record)} />}
                  wrap
                />
                <Column source="kind" render={(record) => <KindText entry={entryOf(record)} />} />
                <Column source="checkedInBy" hideBelow={HIDE_BELOW.tablet} />
              </ListContent>
              <RangePagination />
            </Card>
          </Box>
        </ListBase>
      </RequireCommunity>
    </CanAccess>
  );
}

const inText = (entry: Entry) => lagosMomentText(entry.checkedInAt);

/** When they left (the time alone on the day they came), or 'Inside' while they are still in. */
function OutTime({ entry }: { entry: Entry }) {
  const translate = useTranslate();
  if (entry.checkedOutAt) {
    const came = lagosDateTime(entry.checkedInAt);
    const left = lagosDateTime(entry.checkedOutAt);
    return <>{came.date === left.date ? left.time : lagosMomentText(entry.checkedOutAt)}</>;
  }
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      label={translate(`${TEXTS}.inside_now`)}
    />
  );
}

function HostText({ entry }: { entry: Entry }) {
  const where = [entry.host.apartment, entry.host.address].filter(Boolean).join(', ');
  return (
    <>
      {entry.host.fullName}
      {where ? (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {where}
        </Box>
      ) : null}
    </>
  );
}

function KindText({ entry }: { entry: Entry }) {
  const translate = useTranslate();
  const kind = translate(`${TEXTS}.kinds.${entry.kind}`);
  return <>{entry.passCode ? `${kind} ${entry.passCode}` : kind}</>;
}
