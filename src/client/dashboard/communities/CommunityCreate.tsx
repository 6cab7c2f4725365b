import { CreatePage } from '../common/FormPage';
import { CommunityInputs, communityDefaults, toCommunityRegistration } from './CommunityInputs';

/**
 * /dashboard/communities/add-new: the Super admin registers a community (with its Admin account)
 * through the sign-up's `POST /api/Communities/CreateCommunity`; any other role sees the spec's
 * 'You do not have the permission to create community' (the access table).
 */
export function CommunityCreate() {
  return (
    <CreatePage
      deniedMessage="neighbourly.community.permission"
      successMessage="neighbourly.community.created"
      invalidMessage="neighbourly.community.required"
      defaultValues={communityDefaults}
      transform={toCommunityRegistration}
    >
      <CommunityInputs view="create" />
    </CreatePage>
  );
}
