import { useCanAccess, useRefresh } from 'react-admin';
import type { Advert } from '../../../shared/contract/adverts';
import { formatDate, formatNaira } from '../../../shared/format';
import { Column } from '../common/Columns';
import { ListPage } from '../common/ListPage';
import { AdvertSectionsButton } from './AdvertSectionsButton';
import { AdvertStatusText } from './AdvertStatusText';
import { RecordAdvertPaymentButton } from './RecordAdvertPaymentButton';

const advertOf = (record: unknown) => record as Advert;

/**
 * /dashboard/adverts: name, start and end dates (Mon-DD-YYYY), cost in NGN, position (the
 * section's name, decisions.md) and status (Active in the primary colour, else the error colour),
 * searched and paged by the server. Everyone in the community reads it and may place an advert;
 * administrators (the access table's advert-payments and advert-sections cells) also record an
 * unpaid advert's payment and edit the sections and their prices.
 * The Super admin reads every community's adverts until one is chosen. On a phone: the name, status and
 * end date, the payment button at the row's end.
 */
export function AdvertList() {
  const sections = useCanAccess({ resource: 'advert-sections', action: 'edit' });
  const payments = useCanAccess({ resource: 'advert-payments', action: 'create' });
  const refresh = useRefresh();
  if (sections.isPending || payments.isPending) return null;
  return (
    <ListPage
      emptyText="neighbourly.advert.empty"
      loadingText="neighbourly.advert.loading"
      canCreate
      actions={sections.canAccess ? <AdvertSectionsButton onSaved={refresh} /> : null}
      phone={{
        primary: 'name',
        facts: [
          {
            source: 'status',
            render: (record) => <AdvertStatusText status={advertOf(record).status} />,
          },
          { source: 'endDate', render: (record) => formatDate(advertOf(record).endDate) },
        ],
        actions: payments.canAccess
          ? (record) => <RecordAdvertPaymentButton advert={advertOf(record)} onDone={refresh} />
          : undefined,
      }}
    >
      <Column source="name" />
      <Column source="startDate" render={(record) => formatDate(advertOf(record).startDate)} />
      <Column source="endDate" render={(record) => formatDate(advertOf(record).endDate)} />
      <Column source="cost" align="right" render={(record) => formatNaira(advertOf(record).cost)} />
      <Column source="section" />
      <Column
        source="status"
        render={(record) => <AdvertStatusText status={advertOf(record).status} />}
      />
      {payments.canAccess ? (
        <Column
          source="actions"
          align="right"
          sx={{ py: 0 }}
          render={(record) => (
            <RecordAdvertPaymentButton advert={advertOf(record)} onDone={refresh} />
          )}
        />
      ) : null}
    </ListPage>
  );
}
