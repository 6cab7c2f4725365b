import { Link } from '@mui/material';
import type { MouseEvent } from 'react';
import { LinkBase, useCreatePath, useRecordContext } from 'react-admin';
import type { Community } from '../../../shared/contract/communities';
import { Column } from '../common/Columns';
import { ListPage } from '../common/ListPage';

/**
 * /dashboard/communities: name, address, phone, email and Com ID; a row opens the community. The
 * server scopes it (a community sees itself, the Super admin all); only the Super admin adds
 * (the access table, as for who lists: administrators).
 */
export function CommunityList() {
  return (
    <ListPage
      emptyText="neighbourly.community.empty"
      loadingText="neighbourly.community.loading"
      canCreate
      rowClick="edit"
    >
      <Column source="communityName" render={() => <CommunityLink />} />
      <Column source="communityAddress" />
      <Column source="mobileNumber" />
      <Column source="email" />
      <Column source="id" />
    </ListPage>
  );
}

/** The name links to the community too, so keyboard users can open it. */
function CommunityLink() {
  const record = useRecordContext<Community>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Link
      component={LinkBase}
      to={createPath({ resource: 'communities', id: record.id, type: 'edit' })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      sx={{ fontWeight: 600 }}
    >
      {record.communityName}
    </Link>
  );
}
