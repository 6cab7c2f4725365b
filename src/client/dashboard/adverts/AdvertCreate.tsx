import { useCanAccess } from 'react-admin';
import { todayInLagos } from '../../../shared/finance';
import { CreatePage } from '../common/FormPage';
import { ownResidentId } from '../resident/ownResident';
import { RequireCommunity } from '../switcher/RequireCommunity';
import { AdvertInputs } from './AdvertInputs';
import { toAdvertPayload } from './advertPayload';
import { useAdvertSections } from './advertSections';

/**
 * /dashboard/adverts/add-new: any signed-in user of the community places an advert (the spec has
 * no role check); its fee is then owed until an administrator records the payment. Whoever may
 * list the residents (administrators) chooses whose advert it is; a Member's is their own. The
 * Super admin chooses a community first; the dataProvider names it in the request.
 */
export function AdvertCreate() {
  const { canAccess: choosesAdvertiser, isPending } = useCanAccess({
    resource: 'resident',
    action: 'list',
  });
  const { data: sections } = useAdvertSections();
  if (isPending) return null;
  return (
    <RequireCommunity>
      <CreatePage
        successMessage="neighbourly.advert.created"
        invalidMessage="neighbourly.advert.required"
        transform={toAdvertPayload({
          sections,
          ownResidentId: choosesAdvertiser ? undefined : ownResidentId(),
        })}
        defaultValues={{ startDate: todayInLagos() }}
      >
        <AdvertInputs administered={choosesAdvertiser === true} />
      </CreatePage>
    </RequireCommunity>
  );
}
