import { CreatePage } from '../common/FormPage';
import { PermissionDenied } from '../common/RequireAdministrator';
import { useIsAdministrator } from '../common/useIsAdministrator';
import { CommunityInputs, communityDefaults, toCommunityRegistration } from './CommunityInputs';

/**
 * /dashboard/communities/add-new: the Super admin registers a community (with its Admin account)
 * through the sign-up's `POST /api/Communities/CreateCommunity`.
 */
export function CommunityCreate() {
  const { isSuperAdmin, isPending } = useIsAdministrator();
  if (isPending) return null;
  if (!isSuperAdmin) return <PermissionDenied message="neighbourly.community.permission" />;
  return (
    <CreatePage
      successMessage="neighbourly.community.created"
      invalidMessage="neighbourly.community.required"
      defaultValues={communityDefaults}
      transform={toCommunityRegistration}
    >
      <CommunityInputs view="create" />
    </CreatePage>
  );
}
