import { todayInLagos } from '../../../shared/finance';
import { CreatePage } from '../common/FormPage';
import { useIsAdministrator } from '../common/useIsAdministrator';
import { ownResidentId } from '../resident/ownResident';
import { RequireCommunity } from '../switcher/RequireCommunity';
import { useActiveCommunity } from '../switcher/activeCommunity';
import { AdvertInputs } from './AdvertInputs';
import { toAdvertPayload } from './advertPayload';
import { useAdvertSections } from './advertSections';

/**
 * /dashboard/adverts/add-new: any signed-in user of the community places an advert (the spec has
 * no role check); its fee is then owed until an administrator records the payment. Administrators
 * choose whose advert it is; a Member's is their own. The Super admin chooses a community first.
 */
export function AdvertCreate() {
  const { isAdministrator, isPending } = useIsAdministrator();
  const { id: communityId } = useActiveCommunity();
  const { data: sections } = useAdvertSections();
  if (isPending) return null;
  return (
    <RequireCommunity>
      <CreatePage
        requireAdministrator={false}
        successMessage="neighbourly.advert.created"
        invalidMessage="neighbourly.advert.required"
        transform={toAdvertPayload({
          sections,
          communityId,
          ownResidentId: isAdministrator ? undefined : ownResidentId(),
        })}
        defaultValues={{ startDate: todayInLagos() }}
      >
        <AdvertInputs administered={isAdministrator} />
      </CreatePage>
    </RequireCommunity>
  );
}
