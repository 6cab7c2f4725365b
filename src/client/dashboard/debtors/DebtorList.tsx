import { formatNaira } from '../../../shared/format';
import { Column, LinkColumn } from '../common/Columns';
import { ListPage } from '../common/ListPage';
import { ExportCsvButton } from '../finance/common/ExportCsvButton';
import { MoneyColumn } from '../finance/common/FinanceColumns';
import { RequireCommunity } from '../switcher/RequireCommunity';

/**
 * /dashboard/debtors: residents who owe more than zero, largest debt first (a Member sees only
 * their own row). Name, Address, Description, Principal ID and Amount Own, headers and rows in
 * agreement (decisions.md); a row, or its name for keyboard users, opens /dashboard/debtors/{id}.
 * 'Export csv' downloads every match as Neighbourly_Debtors.csv. On a phone: the name, address and
 * amount owed; a tap opens the debtor. Name, address and description wrap, so the amount owed fits
 * a laptop's width.
 */
export function DebtorList() {
  return (
    <RequireCommunity>
      <ListPage
        emptyText="neighbourly.finance.debtorsEmpty"
        loadingText="neighbourly.finance.debtorsLoading"
        rowClick="edit"
        actions={<ExportCsvButton />}
        phone={{
          primary: 'fullName',
          facts: [
            'address',
            {
              source: 'amountOwed',
              label: 'resources.debtors.fields.amount',
              render: (record) => formatNaira(Number(record.amountOwed)),
            },
          ],
        }}
      >
        <LinkColumn source="fullName" label="resources.debtors.fields.name" wrap />
        <Column source="address" wrap />
        <Column source="desc" wrap />
        <Column source="principalId" />
        <MoneyColumn source="amountOwed" label="resources.debtors.fields.amount" />
      </ListPage>
    </RequireCommunity>
  );
}
