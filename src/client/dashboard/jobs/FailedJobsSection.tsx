import { Card, Typography } from '@mui/material';
import {
  CanAccess,
  ListBase,
  ResourceContextProvider,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { FailedJobRecord } from '../../../shared/contract/jobs';
import { PAGE_SIZE, formatDateTime } from '../../../shared/format';
import { Column, HIDE_BELOW } from '../common/Columns';
import { ListContent } from '../common/ListPage';
import { RangePagination } from '../common/RangePagination';

const TEXTS = 'neighbourly.jobs';
const failedAtOf = (record: Partial<RaRecord>) =>
  formatDateTime((record as FailedJobRecord).failedAt);

/**
 * Background work that failed for good (issue 19, point 4: "end as failed with their error
 * visible to administrators"), newest first: what it was, when, after how many attempts, and the
 * error. Shown to administrators under the reminders; nothing for anyone else.
 */
export function FailedJobsSection() {
  const translate = useTranslate();
  return (
    <ResourceContextProvider value="failed-jobs">
      <CanAccess action="list" accessDenied={null}>
        <section aria-labelledby="failed-jobs-title">
          <Typography id="failed-jobs-title" component="h2" variant="h6" sx={{ mt: 4, mb: 1 }}>
            {translate(`${TEXTS}.title`)}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate(`${TEXTS}.intro`)}
          </Typography>
          <ListBase perPage={PAGE_SIZE} sort={{ field: 'failedAt', order: 'DESC' }}>
            <Card>
              <ListContent
                emptyText={`${TEXTS}.empty`}
                loadingText={`${TEXTS}.loading`}
                rowClick={false}
                phone={{
                  primary: 'what',
                  facts: [{ source: 'failedAt', render: failedAtOf }, 'attempts', 'error'],
                }}
              >
                <Column source="what" />
                <Column source="failedAt" render={failedAtOf} />
                <Column source="attempts" hideBelow={HIDE_BELOW.laptop} />
                <Column source="error" wrap />
              </ListContent>
              <RangePagination />
            </Card>
          </ListBase>
        </section>
      </CanAccess>
    </ResourceContextProvider>
  );
}
