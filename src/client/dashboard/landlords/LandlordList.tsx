import { useRecordContext, useTranslate } from 'react-admin';
import type { Landlord } from '../../../shared/contract/landlords';
import { readablePhone } from '../../../shared/phone';
import { AuthorizedImage } from '../common/AuthorizedImage';
import { Column, HIDE_BELOW, LinkColumn } from '../common/Columns';
import { ListPage } from '../common/ListPage';

/** The mobile grouped as people read it (issue 16), in the table and the phone list alike. */
const mobile = {
  source: 'mobileNo',
  render: (record: unknown) => readablePhone((record as Landlord).mobileNo),
};

/**
 * /dashboard/landlords: photo, name, email, mobile, apartment name and street name of the active
 * community (the Super admin's global list until one is chosen); a row opens the landlord. Below
 * 1440 px the e-mail hides (the street matters more); on a phone: photo, name, mobile and street.
 */
export function LandlordList() {
  return (
    <ListPage
      emptyText="neighbourly.landlord.empty"
      loadingText="neighbourly.landlord.loading"
      canCreate
      rowClick="edit"
      phone={{ primary: 'fullName', facts: [mobile, 'streetName'], avatar: () => <Photo /> }}
    >
      <Column source="image" render={() => <Photo />} />
      <LinkColumn source="fullName" wrap />
      <Column source="email" hideBelow={HIDE_BELOW.desktop} />
      <Column source="mobileNo" render={mobile.render} />
      <Column source="apartmentName" wrap />
      <Column source="streetName" wrap />
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
