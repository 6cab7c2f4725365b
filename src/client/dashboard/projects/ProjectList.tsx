import { formatDate, formatNaira } from '../../../shared/format';
import type { Project } from '../../../shared/contract/projects';
import { Column } from '../common/Columns';
import { ListPage } from '../common/ListPage';

const naira = (value: unknown) => (typeof value === 'number' ? formatNaira(value) : '');

/**
 * /dashboard/projects: date (Mon-DD-YYYY), name, budget, amount expended, amount raised and the
 * exco in charge, in NGN. For the roles the access table lets list projects (administrators,
 * spec section 6); the Super admin reads every
 * community's projects until one is chosen. Projects have an add form only, so rows are no links. On a phone: name, date and budget.
 */
export function ProjectList() {
  return (
    <ListPage
      emptyText="neighbourly.project.empty"
      loadingText="neighbourly.project.loading"
      canCreate
      phone={{
        primary: 'projectName',
        facts: [
          {
            source: 'projectDate',
            render: (record) => formatDate((record as Project).projectDate),
          },
          { source: 'budget', render: (record) => naira((record as Project).budget) },
        ],
      }}
    >
      <Column
        source="projectDate"
        render={(record) => formatDate((record as Project).projectDate)}
      />
      <Column source="projectName" />
      <Column
        source="budget"
        align="right"
        render={(record) => naira((record as Project).budget)}
      />
      <Column
        source="expended"
        align="right"
        render={(record) => naira((record as Project).expended)}
      />
      <Column
        source="amountRaised"
        align="right"
        render={(record) => naira((record as Project).amountRaised)}
      />
      <Column source="excoInCharge" />
    </ListPage>
  );
}
