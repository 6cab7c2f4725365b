import type { Community } from '../../../shared/contract/communities';
import { readablePhone } from '../../../shared/phone';
import { Column, LinkColumn } from '../common/Columns';
import { ListPage } from '../common/ListPage';

/**
 * /dashboard/communities: name, address, phone, email and Com ID; a row opens the community. The
 * server scopes it (a community sees itself, the Super admin all); only the Super admin adds
 * (the access table, as for who lists: administrators). On a phone: the name and address.
 */
export function CommunityList() {
  return (
    <ListPage
      emptyText="neighbourly.community.empty"
      loadingText="neighbourly.community.loading"
      canCreate
      rowClick="edit"
      phone={{ primary: 'communityName', facts: ['communityAddress'] }}
    >
      <LinkColumn source="communityName" />
      <Column source="communityAddress" />
      {/* Grouped as people read it (issue 16): 0803 123 4567. */}
      <Column
        source="mobileNumber"
        render={(record) => readablePhone((record as Community).mobileNumber)}
      />
      <Column source="email" />
      <Column source="id" />
    </ListPage>
  );
}
