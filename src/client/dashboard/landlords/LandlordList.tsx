import type { MouseEvent } from 'react';
import { Link } from '@mui/material';
import { LinkBase, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import type { Landlord } from '../../../shared/contract/landlords';
import { AuthorizedImage } from '../common/AuthorizedImage';
import { Column } from '../common/Columns';
import { ListPage } from '../common/ListPage';

/**
 * /dashboard/landlords: photo, name, email, mobile, apartment name and street name of the active
 * community (the Super admin's global list until one is chosen); a row opens the landlord.
 */
export function LandlordList() {
  return (
    <ListPage
      emptyText="neighbourly.landlord.empty"
      loadingText="neighbourly.landlord.loading"
      canCreate
      rowClick="edit"
    >
      <Column source="image" render={() => <Photo />} />
      <Column source="fullName" render={() => <NameLink />} />
      <Column source="email" />
      <Column source="mobileNo" />
      <Column source="apartmentName" />
      <Column source="streetName" />
    </ListPage>
  );
}

function Photo() {
  const translate = useTranslate();
  const record = useRecordContext<Landlord>();
  if (!record) return null;
  return (
    <AuthorizedImage
      src={record.image}
      alt={translate('neighbourly.landlord.photo_of', { name: record.fullName })}
      size={40}
    />
  );
}

/** The name links to the landlord too, so keyboard users can open it. */
function NameLink() {
  const record = useRecordContext<Landlord>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Link
      component={LinkBase}
      to={createPath({ resource: 'landlords', id: record.id, type: 'edit' })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      sx={{ fontWeight: 600 }}
    >
      {record.fullName}
    </Link>
  );
}
