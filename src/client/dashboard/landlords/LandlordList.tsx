import { useRecordContext, useTranslate } from 'react-admin';
import type { Landlord } from '../../../shared/contract/landlords';
import { AuthorizedImage } from '../common/AuthorizedImage';
import { Column, LinkColumn } from '../common/Columns';
import { ListPage } from '../common/ListPage';

/**
 * /dashboard/landlords: photo, name, email, mobile, apartment name and street name of the active
 * community (the Super admin's global list until one is chosen); a row opens the landlord. On a phone: photo, name, mobile and street.
 */
export function LandlordList() {
  return (
    <ListPage
      emptyText="neighbourly.landlord.empty"
      loadingText="neighbourly.landlord.loading"
      canCreate
      rowClick="edit"
      phone={{ primary: 'fullName', facts: ['mobileNo', 'streetName'], avatar: () => <Photo /> }}
    >
      <Column source="image" render={() => <Photo />} />
      <LinkColumn source="fullName" />
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
