import type { MouseEvent } from 'react';
import { Link } from '@mui/material';
import { LinkBase, useCreatePath, useRecordContext } from 'react-admin';
import type { DebtorRecord } from '../../../shared/contract/finance-reads';
import { Column } from '../common/Columns';
import { ListPage } from '../common/ListPage';
import { ExportCsvButton } from '../finance/common/ExportCsvButton';
import { MoneyColumn } from '../finance/common/FinanceColumns';
import { RequireCommunity } from '../switcher/RequireCommunity';

/**
 * /dashboard/debtors: residents who owe more than zero, largest debt first (a Member sees only
 * their own row). Name, Address, Description, Principal ID and Amount Own, headers and rows in
 * agreement (decisions.md); a row, or its name for keyboard users, opens /dashboard/debtors/{id}.
 * 'Export csv' downloads every match as Neighbourly_Debtors.csv.
 */
export function DebtorList() {
  return (
    <RequireCommunity>
      <ListPage
        emptyText="neighbourly.finance.debtorsEmpty"
        loadingText="neighbourly.finance.debtorsLoading"
        rowClick="edit"
        actions={<ExportCsvButton />}
      >
        <Column
          source="fullName"
          label="resources.debtors.fields.name"
          render={() => <NameLink />}
        />
        <Column source="address" />
        <Column source="desc" />
        <Column source="principalId" />
        <MoneyColumn source="amountOwed" label="resources.debtors.fields.amount" />
      </ListPage>
    </RequireCommunity>
  );
}

/** The debtor's name links to their detail (the `:id` route, react-admin's edit path). */
function NameLink() {
  const record = useRecordContext<DebtorRecord>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Link
      component={LinkBase}
      to={createPath({ resource: 'debtors', id: record.id, type: 'edit' })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      sx={{ fontWeight: 600 }}
    >
      {record.fullName}
    </Link>
  );
}
